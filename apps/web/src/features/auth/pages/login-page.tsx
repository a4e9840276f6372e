import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { TFromState } from '../../../components/route-guards';
import { paths } from '../../../config/paths';
import { signInTarget } from '../../../lib/i18n/user-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

export default function LoginPage() {
  useCatalogPart('forms');
  const { t } = useLingui();
  usePageTitle(t`Login`);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as TFromState | null)?.from;
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
      <LoginForm
        onSuccess={(user) => {
          // Admins go to their panel; everyone else back to where they were sent from, or home, in
          // their language (the profile's, else this page's; lib/i18n/user-language.ts).
          const target =
            user.role === 'admin'
              ? paths.admin
              : signInTarget({
                  from,
                  pagePath: location.pathname,
                  preferred: user.preferredLanguage,
                });
          navigate(target, { replace: true });
        }}
      />
    </AuthCard>
  );
}
