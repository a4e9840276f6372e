import { useLingui } from '@lingui/react/macro';
import { SAVED_SEARCH_MSG } from '@nivaas/shared/saved-searches';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSayAccount } from '../../account/lib/account-words';
import { ACCOUNT_PAGE_TITLES } from '../../account/lib/account-page-meta';
import { AuthCard } from '../../auth/components/auth-card';
import styles from '../../auth/components/auth-form.module.css';
import { unsubscribe } from '../api/saved-searches';

/** The page an alert email's link opens: /unsubscribe?token=… turns those alerts off at once, no sign-in. */
export default function UnsubscribePage() {
  useCatalogPart('account');
  const { t, i18n } = useLingui();
  const say = useSayAccount();
  const localize = useLocalizedPath();
  const title = i18n._(ACCOUNT_PAGE_TITLES['/unsubscribe']);
  usePageTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const stop = useMutation({ mutationFn: unsubscribe });
  const hasSent = useRef(false);

  useEffect(() => {
    if (!token || hasSent.current) return;
    hasSent.current = true;
    stop.mutate(token);
  }, [token, stop]);

  const name = stop.data?.data.kind === 'favourites' ? '' : (stop.data?.data.name ?? '');
  return (
    <AuthCard title={title}>
      <div className={styles.done}>
        {!token || stop.isError ? (
          <Alert severity="error">
            {token
              ? say(errorMessage(stop.error, SAVED_SEARCH_MSG.unsubscribeInvalid))
              : t`This link is incomplete. Open the link from the email again.`}
          </Alert>
        ) : stop.isSuccess ? (
          <>
            <Alert severity="success">
              {stop.data.data.kind === 'favourites'
                ? t`You will no longer get emails when a favourite’s price drops.`
                : t`You will no longer get alerts for ‘${name}’.`}
            </Alert>
            <p>{t`You can turn alerts back on, or delete the search, in your profile.`}</p>
            <div>
              <ButtonLink to={`${localize(paths.profile)}#saved-searches`} variant="primary">
                {t`Manage saved searches`}
              </ButtonLink>
            </div>
          </>
        ) : (
          <p role="status" className={styles.pending}>
            <Spinner /> {t`Turning alerts off...`}
          </p>
        )}
      </div>
    </AuthCard>
  );
}
