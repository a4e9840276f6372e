import Download from 'lucide-react/icons/download';
import Eraser from 'lucide-react/icons/eraser';
import type { TRole } from '@nivaas/shared/roles';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../../../components/action-card/action-card.module.css';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useDownloadUserData, useEraseUser } from '../api/user-personal-data';

/**
 * A user's personal data, for a request made to the grievance contact (DPDP Act 2023): download
 * what is kept about them, or erase it as their own 'Delete my account' would.
 */
export function UserDataCard({ user }: { user: { _id: string; name: string; role: TRole } }) {
  const download = useDownloadUserData();
  const erase = useEraseUser();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onErase = () => {
    setError(null);
    erase.mutate(user._id, {
      onSuccess: (message) => {
        notify(message, 'success');
        setConfirming(false);
        navigate(user.role === 'agent' ? paths.adminAgents : paths.adminUsers);
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <Card look="outlined" padding="md" className={styles.card}>
      <h2 className={styles.title}>Personal data</h2>
      <div className={styles.rows}>
        <div className={styles.row}>
          <p className={styles.text}>
            <span className={styles.label}>Download their data</span>
            <span className={styles.hint}>Everything kept about {user.name}, as a JSON file.</span>
          </p>
          <Button
            variant="secondary"
            startIcon={<Download size={18} />}
            busy={download.isPending}
            busyLabel="Preparing..."
            onClick={() =>
              download.mutate(user._id, { onError: (err) => notify(errorMessage(err), 'error') })
            }
          >
            Download data
          </Button>
        </div>
        <div className={styles.row}>
          <p className={styles.text}>
            <span className={styles.label}>Erase their personal data</span>
            <span className={styles.hint}>
              {user.role === 'agent'
                ? 'On their request: their listings are handed to an administrator.'
                : 'On their request: their account is closed for good.'}
            </span>
          </p>
          <Button variant="danger" startIcon={<Eraser size={18} />} onClick={() => setConfirming(true)}>
            Erase data
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title={`Erase ${user.name}'s personal data?`}
        message="Their name, email, phone and photo are removed and they are signed out everywhere. This cannot be undone."
        confirmLabel="Erase"
        busyLabel="Erasing..."
        isBusy={erase.isPending}
        error={error}
        onConfirm={onErase}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </Card>
  );
}
