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
import { useDownloadMyData } from '../api/export-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import security from '../../../components/action-card/action-card.module.css';

/** Your data on the profile: download it, or delete the account (DPDP Act 2023). */
export function YourDataCard({ role }: { role: TRole }) {
  const download = useDownloadMyData();
  const [isDeleting, setDeleting] = useState(false);
  return (
    <Card look="outlined" padding="md" className={security.card}>
      <h2 className={security.title}>Your data</h2>
      <div className={security.rows}>
        <div className={security.row}>
          <p className={security.text}>
            <span className={security.label}>Download my data</span>
            <span className={security.hint}>
              Your profile, favourites, enquiries{role === 'agent' ? ', listings and leads' : ''} as a JSON
              file. <RouterLink to={paths.privacyNotice}>What we keep and why</RouterLink>
            </span>
          </p>
          <Button
            variant="secondary"
            startIcon={<Download size={18} />}
            busy={download.isPending}
            busyLabel="Preparing..."
            onClick={() =>
              download.mutate(undefined, { onError: (err) => notify(errorMessage(err), 'error') })
            }
          >
            Download my data
          </Button>
        </div>
        <div className={security.row}>
          <p className={security.text}>
            <span className={security.label}>Delete my account</span>
            <span className={security.hint}>
              {role === 'agent'
                ? 'Erases your personal data; your listings are handed to a Nivaas administrator.'
                : 'Erases your personal data for good.'}
            </span>
          </p>
          <Button variant="danger" startIcon={<Trash2 size={18} />} onClick={() => setDeleting(true)}>
            Delete my account
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={isDeleting} onClose={() => setDeleting(false)} role={role} />
    </Card>
  );
}
