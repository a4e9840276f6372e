import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * Confirms a delete (spec §4): Cancel takes the first focus, the button says 'Deleting...' while
 * it works and nothing closes the dialog then; a failure stays in the dialog (spec §8).
 */
export function DeletePropertyDialog({
  open,
  title,
  isDeleting,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  isDeleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete this property?"
      message={`“${title}” and its photos will be removed for good. Buyers who saved it will no longer see it. This cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={isDeleting}
      error={error}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}
