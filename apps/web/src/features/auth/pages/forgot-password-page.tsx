import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import type { TForgotState } from '../components/login-form';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

export default function ForgotPasswordPage() {
  useCatalogPart('forms');
  const { t } = useLingui();
  usePageTitle(t`Forgot password`);
  const location = useLocation();
  const localize = useLocalizedPath();
  const email = (location.state as TForgotState | null)?.email;
  return (
    <AuthCard
      title={t`Forgot password?`}
      subtitle={t`Type the email address of your account and we will send you a link to choose a new password.`}
      footer={
        <>
          {t`Remembered it?`} <RouterLink to={localize(paths.login)}>{t`Login`}</RouterLink>
        </>
      }
    >
      <ForgotPasswordForm initialEmail={email ?? ''} />
    </AuthCard>
  );
}
