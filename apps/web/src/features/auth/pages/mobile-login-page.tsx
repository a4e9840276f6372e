import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { useAfterSignIn } from '../lib/use-after-sign-in';
import { MobileSignInForm } from '../components/mobile-sign-in-form';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

export default function MobileLoginPage() {
  useCatalogPart('forms');
  const { t } = useLingui();
  usePageTitle(t`Sign in with your mobile`);
  const location = useLocation();
  const afterSignIn = useAfterSignIn();
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
      <MobileSignInForm onSuccess={afterSignIn} />
    </AuthCard>
  );
}
