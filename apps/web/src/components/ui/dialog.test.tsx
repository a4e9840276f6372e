import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../confirm-dialog';
import { FormDialog } from '../form-dialog';
import { Button } from './button';
import { Dialog, DialogBody, DialogFooter } from './dialog';
import { Field } from './field';
import { TextInput } from './text-input';

afterEach(cleanup);

function Opener({ isDirty = false }: { isDirty?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit name
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit name" isDirty={isDirty}>
        <DialogBody>
          <Field label="Name">
            <TextInput />
          </Field>
        </DialogBody>
        <DialogFooter>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="primary">Save</Button>
        </DialogFooter>
      </Dialog>
      <button type="button">Outside</button>
    </>
  );
}

/**
 * Tab, then let focus settle: Base UI's focus guards (the trap's edges) send focus on in the next
 * frame, as a person's next key press would find it.
 */
async function tabAndSettle(user: ReturnType<typeof userEvent.setup>, opts: { shift?: boolean } = {}) {
  await user.tab(opts);
  await waitFor(() => expect(document.activeElement?.hasAttribute('data-base-ui-focus-guard')).toBe(false));
}

describe('Dialog', () => {
  it('is named by its title, focuses its first field and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    // Tab runs through the dialog's controls and wraps round (Base UI's focus guards), never
    // reaching the page behind it.
    const outside = [screen.getByRole('button', { name: 'Outside', hidden: true })];
    const reached = new Set<Element | null>();
    for (let i = 0; i < 10; i++) {
      await tabAndSettle(user);
      expect(outside).not.toContain(document.activeElement);
      reached.add(document.activeElement);
    }
    expect(reached).toContain(screen.getByRole('button', { name: 'Close' }));
    expect(reached).toContain(screen.getByRole('textbox', { name: 'Name' }));
    expect(reached).toContain(screen.getByRole('button', { name: 'Save' }));
    await tabAndSettle(user, { shift: true });
    expect(outside).not.toContain(document.activeElement);
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Edit name' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('holding unsaved input, stays open on Escape; its close button still closes it', async () => {
    const user = userEvent.setup();
    render(<Opener isDirty />);
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit name' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ConfirmDialog', () => {
  function Confirm({ isBusy = false, error = null }: { isBusy?: boolean; error?: string | null }) {
    const [open, setOpen] = useState(true);
    const [confirmed, setConfirmed] = useState(false);
    return (
      <>
        <ConfirmDialog
          open={open}
          title="Delete user?"
          message="This cannot be undone."
          busyLabel="Deleting..."
          isBusy={isBusy}
          error={error}
          onConfirm={() => setConfirmed(true)}
          onClose={() => setOpen(false)}
        />
        <output>{confirmed ? 'confirmed' : 'waiting'}</output>
      </>
    );
  }

  it('is an alertdialog described by its message, with Cancel focused first', async () => {
    render(<Confirm />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This cannot be undone.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    // The page behind the dialog is hidden from assistive technology while it is open.
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('confirmed');
  });

  it('while busy, shows the busy label and nothing closes it; an error is announced', async () => {
    const user = userEvent.setup();
    render(<Confirm isBusy error="Failed to delete the user" />);
    const dialog = await screen.findByRole('alertdialog');
    const busy = screen.getByRole('button', { name: 'Deleting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Failed to delete the user');
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(true);
  });
});

describe('FormDialog', () => {
  it('submits its form with the primary button and shows the success view', async () => {
    const user = userEvent.setup();
    function Form() {
      const [open, setOpen] = useState(true);
      const [sent, setSent] = useState(false);
      return (
        <FormDialog
          open={open}
          onClose={() => setOpen(false)}
          title="Apply for a home loan"
          description="We will call you."
          submitLabel="Apply"
          onSubmit={(e) => {
            e.preventDefault();
            setSent(true);
          }}
          success={sent ? { title: 'Request sent' } : null}
        >
          <Field label="Mobile">
            <TextInput />
          </Field>
        </FormDialog>
      );
    }
    render(<Form />);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for a home loan' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'We will call you.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '9876543210{Enter}');
    expect(screen.getByRole('status').textContent).toContain('Request sent');
    // The header's close button and the success view's Close both close it.
    const closes = screen.getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    await user.click(closes[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
