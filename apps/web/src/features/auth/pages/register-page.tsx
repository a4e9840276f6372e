import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  usePageTitle('Create Account');
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Create Account"
      subtitle="Save homes you like, talk to agents, or list properties as an agent."
      footer={
        <>
          Already have an account? <RouterLink to={paths.login}>Login</RouterLink>
        </>
      }
    >
      <RegisterForm onSuccess={() => navigate(paths.home, { replace: true })} />
    </AuthCard>
  );
}
