import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Popover } from './popover';

afterEach(cleanup);

/** A filter button outside the popover, as the listing's bar has it. */
function Harness() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button
        type="button"
        aria-expanded={anchor !== null}
        onClick={(e) => {
          const button = e.currentTarget;
          setAnchor((open) => (open ? null : button));
        }}
      >
        Price
      </button>
      <Popover anchor={anchor} onClose={() => setAnchor(null)} label="Price">
        <label>
          Min price <input />
        </label>
        <button type="button" onClick={() => setAnchor(null)}>
          Apply
        </button>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Price' });

describe('Popover', () => {
  it('is a dialog named by its label; focus moves to its first control and stays inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(opener());
    const panel = await screen.findByRole('dialog', { name: 'Price' });
    const field = screen.getByRole('textbox', { name: 'Min price' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(opener());
    await screen.findByRole('dialog', { name: 'Price' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
    expect(opener().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(opener());
    await screen.findByRole('dialog', { name: 'Price' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves a press on its own button to the button, which closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(opener());
    await screen.findByRole('dialog', { name: 'Price' });
    await user.click(opener());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener().getAttribute('aria-expanded')).toBe('false');
  });
});
