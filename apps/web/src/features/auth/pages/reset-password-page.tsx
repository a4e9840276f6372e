import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** The page a reset email's link opens: /reset-password?token=… */
export default function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const { forgetSession } = useAuth();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
      footer={<RouterLink to={paths.login}>Back to login</RouterLink>}
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onDone={(message) => {
            notify(message, 'success');
            // This browser's session, if any, ended with the others: log in again with the new password.
            forgetSession();
          }}
        />
      ) : (
        <Alert severity="error">
          This link is incomplete. Open the link from the email again, or{' '}
          <RouterLink to={paths.forgotPassword}>ask for a new one</RouterLink>.
        </Alert>
      )}
    </AuthCard>
  );
}
