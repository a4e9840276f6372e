import { FRESHNESS_TEXT } from '@nivaas/shared/listing-freshness';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../../auth/components/auth-card';
import styles from '../../auth/components/auth-form.module.css';
import { useConfirmByLink } from '../api/confirm-availability';

/** The page a weekly reminder's link opens: /confirm-listing?token=… confirms the listing at once, no sign-in. */
export default function ConfirmListingPage() {
  usePageTitle('Confirm listing');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmByLink();
  const hasSent = useRef(false);

  useEffect(() => {
    // Once (React's development double effect would confirm twice; harmless, but one is enough).
    if (!token || hasSent.current) return;
    hasSent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  return (
    <AuthCard title="Confirm listing">
      <div className={styles.done}>
        {!token || confirm.isError ? (
          <Alert severity="error">
            {token
              ? errorMessage(confirm.error)
              : 'This link is incomplete. Open the link from the email again.'}
          </Alert>
        ) : confirm.isSuccess ? (
          <>
            <Alert severity="success">
              {FRESHNESS_TEXT.confirmed} today: {confirm.data.title}. Thank you.
            </Alert>
            <div>
              <ButtonLink to={paths.property(confirm.data.propertyId)} variant="primary">
                View listing
              </ButtonLink>
            </div>
          </>
        ) : (
          <p role="status" className={styles.pending}>
            <Spinner /> Confirming your listing...
          </p>
        )}
      </div>
    </AuthCard>
  );
}
