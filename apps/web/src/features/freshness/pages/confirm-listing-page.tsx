import { useLingui } from '@lingui/react/macro';
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
import { ACCOUNT_PAGE_TITLES } from '../../account/lib/account-page-meta';
import { useSayAccount } from '../../account/lib/account-words';
import { AuthCard } from '../../auth/components/auth-card';
import styles from '../../auth/components/auth-form.module.css';
import { useConfirmByLink } from '../api/confirm-availability';

/** The page a weekly reminder's link opens: /confirm-listing?token=… confirms the listing at once, no sign-in. */
export default function ConfirmListingPage() {
  useCatalogPart('account');
  const { t, i18n } = useLingui();
  const say = useSayAccount();
  const localize = useLocalizedPath();
  const title = i18n._(ACCOUNT_PAGE_TITLES['/confirm-listing']);
  usePageTitle(title);
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

  const listing = confirm.data?.title ?? '';
  return (
    <AuthCard title={title}>
      <div className={styles.done}>
        {!token || confirm.isError ? (
          <Alert severity="error">
            {token
              ? say(errorMessage(confirm.error))
              : t`This link is incomplete. Open the link from the email again.`}
          </Alert>
        ) : confirm.isSuccess ? (
          <>
            <Alert severity="success">
              {/* FRESHNESS_TEXT.confirmed ('Availability confirmed') today, with the listing's title. */}
              {t`Availability confirmed today: ${listing}. Thank you.`}
            </Alert>
            <div>
              <ButtonLink to={localize(paths.property(confirm.data.propertyId))} variant="primary">
                {t`View listing`}
              </ButtonLink>
            </div>
          </>
        ) : (
          <p role="status" className={styles.pending}>
            <Spinner /> {t`Confirming your listing...`}
          </p>
        )}
      </div>
    </AuthCard>
  );
}
