import { SAVED_SEARCH_MSG } from '@nivaas/shared/saved-searches';
import { useMutation } from '@tanstack/react-query';
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
import { unsubscribe } from '../api/saved-searches';

/** The page an alert email's link opens: /unsubscribe?token=… turns those alerts off at once, no sign-in. */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const stop = useMutation({ mutationFn: unsubscribe });
  const hasSent = useRef(false);

  useEffect(() => {
    if (!token || hasSent.current) return;
    hasSent.current = true;
    stop.mutate(token);
  }, [token, stop]);

  return (
    <AuthCard title="Unsubscribe">
      <div className={styles.done}>
        {!token || stop.isError ? (
          <Alert severity="error">
            {token
              ? errorMessage(stop.error, SAVED_SEARCH_MSG.unsubscribeInvalid)
              : 'This link is incomplete. Open the link from the email again.'}
          </Alert>
        ) : stop.isSuccess ? (
          <>
            <Alert severity="success">
              {stop.data.data.kind === 'favourites'
                ? 'You will no longer get emails when a favourite’s price drops.'
                : `You will no longer get alerts for ‘${stop.data.data.name}’.`}
            </Alert>
            <p>You can turn alerts back on, or delete the search, in your profile.</p>
            <div>
              <ButtonLink to={`${paths.profile}#saved-searches`} variant="primary">
                Manage saved searches
              </ButtonLink>
            </div>
          </>
        ) : (
          <p role="status" className={styles.pending}>
            <Spinner /> Turning alerts off...
          </p>
        )}
      </div>
    </AuthCard>
  );
}
