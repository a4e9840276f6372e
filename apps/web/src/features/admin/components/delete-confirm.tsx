import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useAdminWords } from '../lib/admin-words';

export type TDeleteTarget = { id: string; title: string; message: string };

/**
 * State and dialog for 'delete with confirmation' in an admin list: the row is deleted only after
 * the admin confirms; success is a notice, failure is shown in the dialog and as a notice.
 */
export function useDeleteConfirm(opts: {
  remove: (id: string) => Promise<unknown>;
  successMessage: string;
  failureMessage: string;
  /** Where failures go instead of a notice (the Agents screen's banner). */
  onFailure?: (message: string) => void;
}) {
  const { t } = useLingui();
  const { say, failure } = useAdminWords();
  const [target, setTarget] = useState<TDeleteTarget | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!target) return;
    setIsBusy(true);
    setError(null);
    try {
      await opts.remove(target.id);
      notify(say(opts.successMessage), 'success');
      setTarget(null);
    } catch (err) {
      const message = failure(err, opts.failureMessage);
      setError(message);
      if (opts.onFailure) opts.onFailure(message);
      else notify(message, 'error');
    } finally {
      setIsBusy(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={!!target}
      title={target?.title ?? ''}
      message={target?.message ?? ''}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      isBusy={isBusy}
      error={error}
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  );

  return {
    ask: (next: TDeleteTarget) => {
      setError(null);
      setTarget(next);
    },
    dialog,
  };
}
