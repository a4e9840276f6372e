import { useLingui } from '@lingui/react/macro';
import KeyRound from 'lucide-react/icons/key-round';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { useSayAccount } from '../lib/account-words';
import { ChangePasswordDialog } from './change-password-dialog';
import styles from '../../../components/action-card/action-card.module.css';

/** Sign-in and security on the profile: change the password, sign out of every device. */
export function SecurityCard() {
  const { t } = useLingui();
  const say = useSayAccount();
  const { forgetSession } = useAuth();
  const everywhere = useLogoutEverywhere();
  const [isChanging, setChanging] = useState(false);
  const [isConfirming, setConfirming] = useState(false);

  const signOutEverywhere = () =>
    everywhere.mutate(undefined, {
      onSuccess: (answer) => {
        notify(say(answer.message), 'success');
        forgetSession();
      },
    });

  return (
    <Card look="outlined" padding="md" className={styles.card}>
      <h2 className={styles.title}>{t`Sign-in and security`}</h2>
      <div className={styles.rows}>
        <div className={styles.row}>
          <p className={styles.text}>
            <span className={styles.label}>{t`Password`}</span>
            <span className={styles.hint}>{t`Changing it signs out your other devices.`}</span>
          </p>
          <Button variant="secondary" startIcon={<KeyRound size={18} />} onClick={() => setChanging(true)}>
            {t`Change password`}
          </Button>
        </div>
        <div className={styles.row}>
          <p className={styles.text}>
            <span className={styles.label}>{t`Devices`}</span>
            <span className={styles.hint}>{t`Lost a phone, or signed in on a shared computer?`}</span>
          </p>
          <Button
            variant="secondary"
            startIcon={<MonitorSmartphone size={18} />}
            onClick={() => setConfirming(true)}
          >
            {t`Sign out of all devices`}
          </Button>
        </div>
      </div>
      <ChangePasswordDialog open={isChanging} onClose={() => setChanging(false)} />
      <ConfirmDialog
        open={isConfirming}
        title={t`Sign out of all devices?`}
        message={t`Every device signed in to your account, this one included, will be signed out. You can log in again with your password.`}
        confirmLabel={t`Sign out everywhere`}
        cancelLabel={t`Cancel`}
        busyLabel={t`Signing out...`}
        isDestructive={false}
        isBusy={everywhere.isPending}
        error={everywhere.error ? say(errorMessage(everywhere.error)) : null}
        onConfirm={signOutEverywhere}
        onClose={() => {
          everywhere.reset();
          setConfirming(false);
        }}
      />
    </Card>
  );
}
