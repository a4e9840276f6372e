import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

export default function RegisterPage() {
  useCatalogPart('forms');
  const { t } = useLingui();
  usePageTitle(t`Create Account`);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <AuthCard
      title={t`Create Account`}
      subtitle={t`Save homes you like, talk to agents, or list properties as an agent.`}
      footer={
        <>
          {t`Already have an account?`} <RouterLink to={localize(paths.login)}>{t`Login`}</RouterLink>
        </>
      }
    >
      <RegisterForm onSuccess={() => navigate(localize(paths.home), { replace: true })} />
    </AuthCard>
  );
}
