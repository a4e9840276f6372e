import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSayKnown } from '../../../lib/i18n/known-messages';
import { richText } from '../../../lib/i18n/rich-text';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

/** The page a reset email's link opens: /reset-password?token=… */
export default function ResetPasswordPage() {
  useCatalogPart('forms');
  const { t, i18n } = useLingui();
  const say = useSayKnown();
  usePageTitle(t`Choose a new password`);
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const { forgetSession } = useAuth();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthCard
      title={t`Choose a new password`}
      subtitle={t`Every device signed in to your account will be signed out.`}
      footer={<RouterLink to={localize(paths.login)}>{t`Back to login`}</RouterLink>}
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onDone={(message) => {
            notify(say(message), 'success');
            // This browser's session, if any, ended with the others: log in again with the new password.
            forgetSession();
          }}
        />
      ) : (
        <Alert severity="error">
          {richText(i18n, msg`This link is incomplete. Open the link from the email again, or {link}.`, {
            link: <RouterLink to={localize(paths.forgotPassword)}>{t`ask for a new one`}</RouterLink>,
          })}
        </Alert>
      )}
    </AuthCard>
  );
}
