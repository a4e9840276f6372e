import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Popover } from './popover';

/** What a control is called (its label), to follow focus by name: Base UI may redraw a button. */
const nameOf = (el: Element | null): string =>
  el?.getAttribute('aria-label') ||
  (el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? '') : (el?.textContent ?? '')).trim();

/**
 * Tab, then let focus settle: Base UI's focus guards (the trap's edges) send focus on in the next
 * frame, as a person's next key press would find it.
 */
async function tabAndSettle(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  await waitFor(() => expect(document.activeElement?.hasAttribute('data-base-ui-focus-guard')).toBe(false));
}

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

// While the panel is open the page around it is hidden from screen readers (`hidden` finds it).
const opener = () => screen.getByRole('button', { name: 'Price', hidden: true });

describe('Popover', () => {
  it('is a dialog named by its title; focus moves to its first control and stays inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(opener());
    await screen.findByRole('dialog', { name: 'Price' });
    const field = screen.getByRole('textbox', { name: 'Min price' });
    await waitFor(() => expect(document.activeElement).toBe(field), { timeout: 3000 });
    // Tab runs through the panel's controls and wraps round (Base UI's focus guards), never
    // reaching the page around it.
    const outside = [opener(), screen.getByRole('button', { name: 'Elsewhere', hidden: true })];
    const reached = new Set<string>([nameOf(document.activeElement)]);
    for (let i = 0; i < 6; i++) {
      await tabAndSettle(user);
      expect(outside).not.toContain(document.activeElement);
      reached.add(nameOf(document.activeElement));
    }
    expect(reached).toContain('Min price');
    expect(reached).toContain('Apply');
    expect(reached).toContain('Close');
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

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(opener());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('closes on a press outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(opener());
    await screen.findByRole('dialog', { name: 'Price' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere', hidden: true }));
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
