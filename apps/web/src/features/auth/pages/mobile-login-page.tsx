import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { TFromState } from '../../../components/route-guards';
import { paths } from '../../../config/paths';
import { signInTarget } from '../../../lib/i18n/user-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { MobileSignInForm } from '../components/mobile-sign-in-form';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

export default function MobileLoginPage() {
  useCatalogPart('forms');
  const { t } = useLingui();
  usePageTitle(t`Sign in with your mobile`);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as TFromState | null)?.from;
  const localize = useLocalizedPath();
  return (
    <AuthCard
      title={t`Sign in with your mobile`}
      subtitle={t`We send a 6-digit code by SMS. A new number gets a buyer account.`}
      footer={
        <>
          {t`Have a password?`}{' '}
          <RouterLink to={localize(paths.login)} state={location.state}>
            {t`Login with email`}
          </RouterLink>
        </>
      }
    >
      <MobileSignInForm
        onSuccess={(user) => {
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
