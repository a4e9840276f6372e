import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { useAfterSignIn } from '../lib/use-after-sign-in';
import { LoginForm } from '../components/login-form';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

export default function LoginPage() {
  useCatalogPart('forms');
  const { t } = useLingui();
  usePageTitle(t`Login`);
  const location = useLocation();
  const afterSignIn = useAfterSignIn();
  const localize = useLocalizedPath();

  return (
    <AuthCard
      title={t`Welcome back`}
      subtitle={t`Log in to save homes, contact agents and manage your listings.`}
      footer={
        <>
          {t`New to Nivaas?`}{' '}
          <RouterLink to={localize(paths.register)} state={location.state}>
            {t`Create an account`}
          </RouterLink>
          <br />
          {t`Or`}{' '}
          <RouterLink to={localize(paths.loginWithMobile)} state={location.state}>
            {t`Sign in with a mobile code`}
          </RouterLink>
        </>
      }
    >
      <LoginForm onSuccess={afterSignIn} />
    </AuthCard>
  );
}
