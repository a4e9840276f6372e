import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useLingui } from '@lingui/react/macro';
import { useAdminWords } from '../lib/admin-words';
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
  const { t } = useLingui();
  const { say } = useAdminWords();
  const name = user.name;
  const download = useDownloadUserData();
  const erase = useEraseUser();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onErase = () => {
    setError(null);
    erase.mutate(user._id, {
      onSuccess: (message) => {
        notify(say(message), 'success');
        setConfirming(false);
        navigate(localize(user.role === 'agent' ? paths.adminAgents : paths.adminUsers));
      },
      onError: (err) => setError(say(errorMessage(err))),
    });
  };

  return (
    <Card look="outlined" padding="md" className={styles.card}>
      <h2 className={styles.title}>{t`Personal data`}</h2>
      <div className={styles.rows}>
        <div className={styles.row}>
          <p className={styles.text}>
            <span className={styles.label}>{t`Download their data`}</span>
            <span className={styles.hint}>{t`Everything kept about ${name}, as a JSON file.`}</span>
          </p>
          <Button
            variant="secondary"
            startIcon={<Download size={18} />}
            busy={download.isPending}
            busyLabel={t`Preparing...`}
            onClick={() =>
              download.mutate(user._id, { onError: (err) => notify(say(errorMessage(err)), 'error') })
            }
          >
            {t`Download data`}
          </Button>
        </div>
        <div className={styles.row}>
          <p className={styles.text}>
            <span className={styles.label}>{t`Erase their personal data`}</span>
            <span className={styles.hint}>
              {user.role === 'agent'
                ? t`On their request: their listings are handed to an administrator.`
                : t`On their request: their account is closed for good.`}
            </span>
          </p>
          <Button variant="danger" startIcon={<Eraser size={18} />} onClick={() => setConfirming(true)}>
            {t`Erase data`}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title={t`Erase ${name}'s personal data?`}
        message={t`Their name, email, phone and photo are removed and they are signed out everywhere. This cannot be undone.`}
        confirmLabel={t`Erase`}
        busyLabel={t`Erasing...`}
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
