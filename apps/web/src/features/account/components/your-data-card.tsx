import { useLingui } from '@lingui/react/macro';
import Download from 'lucide-react/icons/download';
import Trash2 from 'lucide-react/icons/trash-2';
import type { TRole } from '@nivaas/shared/roles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useSayAccount } from '../lib/account-words';
import { useDownloadMyData } from '../api/export-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import security from '../../../components/action-card/action-card.module.css';

/** Your data on the profile: download it, or delete the account (DPDP Act 2023). */
export function YourDataCard({ role }: { role: TRole }) {
  const { t } = useLingui();
  const say = useSayAccount();
  const localize = useLocalizedPath();
  const download = useDownloadMyData();
  const [isDeleting, setDeleting] = useState(false);
  return (
    <Card look="outlined" padding="md" className={security.card}>
      <h2 className={security.title}>{t`Your data`}</h2>
      <div className={security.rows}>
        <div className={security.row}>
          <p className={security.text}>
            <span className={security.label}>{t`Download my data`}</span>
            <span className={security.hint}>
              {role === 'agent'
                ? t`Your profile, favourites, enquiries, listings and leads as a JSON file.`
                : t`Your profile, favourites, enquiries as a JSON file.`}{' '}
              <RouterLink to={localize(paths.privacyNotice)}>{t`What we keep and why`}</RouterLink>
            </span>
          </p>
          <Button
            variant="secondary"
            startIcon={<Download size={18} />}
            busy={download.isPending}
            busyLabel={t`Preparing...`}
            onClick={() =>
              download.mutate(undefined, { onError: (err) => notify(say(errorMessage(err)), 'error') })
            }
          >
            {t`Download my data`}
          </Button>
        </div>
        <div className={security.row}>
          <p className={security.text}>
            <span className={security.label}>{t`Delete my account`}</span>
            <span className={security.hint}>
              {role === 'agent'
                ? t`Erases your personal data; your listings are handed to a Nivaas administrator.`
                : t`Erases your personal data for good.`}
            </span>
          </p>
          <Button variant="danger" startIcon={<Trash2 size={18} />} onClick={() => setDeleting(true)}>
            {t`Delete my account`}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={isDeleting} onClose={() => setDeleting(false)} role={role} />
    </Card>
  );
}
