import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { TFromState } from '../../../components/route-guards';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useCatalogPart } from '../../../lib/i18n/i18n';

export default function LoginPage() {
  useCatalogPart('forms');
  const { t } = useLingui();
  usePageTitle(t`Login`);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as TFromState | null)?.from;

  return (
    <AuthCard
      title={t`Welcome back`}
      subtitle={t`Log in to save homes, contact agents and manage your listings.`}
      footer={
        <>
          {t`New to Nivaas?`}{' '}
          <RouterLink to={paths.register} state={location.state}>
            {t`Create an account`}
          </RouterLink>
          <br />
          {t`Or`}{' '}
          <RouterLink to={paths.loginWithMobile} state={location.state}>
            {t`Sign in with a mobile code`}
          </RouterLink>
        </>
      }
    >
      <LoginForm
        onSuccess={(user) => {
          // Admins go to their panel; everyone else back to where they were sent from, or home.
          const target =
            user.role === 'admin' ? paths.admin : from && from !== paths.login ? from : paths.home;
          navigate(target, { replace: true });
        }}
      />
    </AuthCard>
  );
}
