import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomSheet, BottomSheetBody, BottomSheetFooter } from './bottom-sheet';
import { Button } from './button';
import { Field } from './field';
import { TextInput } from './text-input';

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
    const reached = new Set<Element | null>([document.activeElement]);
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(document.activeElement).not.toBe(opener);
      reached.add(document.activeElement);
    }
    expect(reached).toContain(screen.getByRole('button', { name: 'Close filters' }));
    expect(reached).toContain(screen.getByRole('textbox', { name: 'City' }));
    expect(reached).toContain(screen.getByRole('button', { name: 'Show results' }));
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
