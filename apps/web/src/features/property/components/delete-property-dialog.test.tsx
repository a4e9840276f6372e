import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeletePropertyDialog } from './delete-property-dialog';

afterEach(cleanup);

const TITLE = '3 BHK Apartment in Gangapur Road';

function renderDialog(props: { isDeleting?: boolean; error?: string | null } = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <DeletePropertyDialog
      open
      title={TITLE}
      isDeleting={props.isDeleting ?? false}
      error={props.error ?? null}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  );
  return { user: userEvent.setup(), onCancel, onConfirm };
}

describe('DeletePropertyDialog', () => {
  it('asks as an alertdialog, described by what will be lost; Cancel has the first focus', async () => {
    const { user, onConfirm } = renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this property?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain(`“${TITLE}” and its photos will be removed for good.`);
    expect(description?.textContent).toContain('This cannot be undone.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Escape and Cancel ask to close', async () => {
    const { user, onCancel } = renderDialog();
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while deleting, says so and nothing closes it', async () => {
    const { user, onCancel } = renderDialog({ isDeleting: true });
    await screen.findByRole('alertdialog');
    const busy = screen.getByRole('button', { name: 'Deleting...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('announces a failure inside the dialog', async () => {
    renderDialog({ error: 'Failed to delete property' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to delete property');
  });
});
