import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      title={t`Delete this property?`}
      message={t`“${title}” and its photos will be removed for good. Buyers who saved it will no longer see it. This cannot be undone.`}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      isBusy={isDeleting}
      error={error}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}
