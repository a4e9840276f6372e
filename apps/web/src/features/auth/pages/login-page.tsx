import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { TFromState } from '../../../components/route-guards';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export default function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as TFromState | null)?.from;

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to save homes, contact agents and manage your listings."
      footer={
        <>
          New to Nivaas?{' '}
          <RouterLink to={paths.register} state={location.state}>
            Create an account
          </RouterLink>
          <br />
          Or{' '}
          <RouterLink to={paths.loginWithMobile} state={location.state}>
            Sign in with a mobile code
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
