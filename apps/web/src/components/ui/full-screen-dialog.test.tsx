import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FullScreenDialog } from './full-screen-dialog';

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

function Harness() {
  const [open, setOpen] = useState(false);
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View all 3 photos
      </button>
      <output aria-label="Keys">{keys.join(' ')}</output>
      <FullScreenDialog
        open={open}
        onClose={() => setOpen(false)}
        title="3 BHK in Gangapur Road"
        headerEnd={<p>1 / 3</p>}
        closeLabel="Close photos"
        onKeyDown={(e) => setKeys((k) => [...k, e.key])}
      >
        <button type="button">Next photo</button>
      </FullScreenDialog>
    </>
  );
}

describe('FullScreenDialog', () => {
  it('is a modal dialog named by its title, with its header content and a named close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View all 3 photos' }));
    const dialog = await screen.findByRole('dialog', { name: '3 BHK in Gangapur Road' });
    expect(dialog.textContent).toContain('1 / 3');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const opener = screen.getByRole('button', { name: 'View all 3 photos', hidden: true });
    const reached = new Set<string>([nameOf(document.activeElement)]);
    for (let i = 0; i < 6; i++) {
      await tabAndSettle(user);
      expect(document.activeElement).not.toBe(opener);
      reached.add(nameOf(document.activeElement));
    }
    expect(reached).toContain('Close photos');
    expect(reached).toContain('Next photo');
    await user.click(screen.getByRole('button', { name: 'Close photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hands keys pressed anywhere inside to onKeyDown; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'View all 3 photos' });
    await user.click(opener);
    await screen.findByRole('dialog');
    screen.getByRole('button', { name: 'Next photo' }).focus();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(screen.getByRole('status', { name: 'Keys', hidden: true }).textContent).toBe(
      'ArrowRight ArrowLeft',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
