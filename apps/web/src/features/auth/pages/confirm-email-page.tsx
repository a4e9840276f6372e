import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';
import { useSayKnown } from '../../../lib/i18n/known-messages';
import { richText } from '../../../lib/i18n/rich-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

/** The page a confirmation email's link opens: /confirm-email?token=… confirms at once. */
export default function ConfirmEmailPage() {
  useCatalogPart('forms');
  const { t, i18n } = useLingui();
  const say = useSayKnown();
  usePageTitle(t`Confirm email address`);
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const { user } = useAuth();
  const token = params.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const hasSent = useRef(false);

  useEffect(() => {
    // Once: the link is single-use, so a second call (React's development double effect) would fail.
    if (!token || hasSent.current) return;
    hasSent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const next = user ? (
    <ButtonLink to={localize(paths.profile)} variant="primary">
      {t`Go to my account`}
    </ButtonLink>
  ) : (
    <ButtonLink to={localize(paths.login)} variant="primary">
      {t`Login`}
    </ButtonLink>
  );

  return (
    <AuthCard title={t`Confirm email address`}>
      <div className={styles.done}>
        {!token || verify.isError ? (
          <>
            <Alert severity="error">
              {token
                ? say(errorMessage(verify.error))
                : t`This link is incomplete. Open the link from the email again.`}
            </Alert>
            <p>
              {user
                ? richText(i18n, msg`Ask for a new link from {link}.`, {
                    link: <RouterLink to={localize(paths.profile)}>{t`your account`}</RouterLink>,
                  })
                : richText(i18n, msg`{link} to ask for a new link.`, {
                    link: <RouterLink to={localize(paths.login)}>{t`Log in`}</RouterLink>,
                  })}
            </p>
          </>
        ) : verify.isSuccess ? (
          <>
            <Alert severity="success">{say(verify.data.message)}</Alert>
            <div>{next}</div>
          </>
        ) : (
          <p role="status" className={styles.pending}>
            <Spinner /> {t`Confirming your email address...`}
          </p>
        )}
      </div>
    </AuthCard>
  );
}
