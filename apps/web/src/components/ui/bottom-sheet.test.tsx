import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomSheet, BottomSheetBody, BottomSheetFooter } from './bottom-sheet';
import { Button } from './button';
import { Field } from './field';
import { TextInput } from './text-input';

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
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filters</Button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="Filters" closeLabel="Close filters">
        <BottomSheetBody>
          <Field label="City">
            <TextInput />
          </Field>
        </BottomSheetBody>
        <BottomSheetFooter>
          <Button variant="primary" onClick={() => setOpen(false)}>
            Show results
          </Button>
        </BottomSheetFooter>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  it('is a modal dialog named by its title; Escape closes it and focus returns to its opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    const reached = new Set<string>([nameOf(document.activeElement)]);
    for (let i = 0; i < 6; i++) {
      await tabAndSettle(user);
      expect(document.activeElement).not.toBe(opener);
      reached.add(nameOf(document.activeElement));
    }
    expect(reached).toContain('Close filters');
    expect(reached).toContain('City');
    expect(reached).toContain('Show results');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its named close button, and starts afresh when opened again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect((await screen.findByRole('textbox', { name: 'City' })).getAttribute('value') ?? '').toBe('');
    expect(screen.getByRole('button', { name: 'Show results' })).toBeTruthy();
  });
});
