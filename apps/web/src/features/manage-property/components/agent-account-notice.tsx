import { useLingui } from '@lingui/react/macro';
import Store from 'lucide-react/icons/store';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import styles from './agent-account-notice.module.css';

/**
 * A signed-in buyer on /add-property: listing needs a Real Estate Agent account (public-site §6).
 * Says so plainly and offers the ways forward instead of a form that would be refused.
 */
export function AgentAccountNotice() {
  const { t } = useLingui();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const name = user?.name;
  return (
    <Card look="outlined" padding="lg" className={styles.card}>
      <div className={styles.notice}>
        <Store size={56} strokeWidth={1.5} className={styles.icon} />
        <h2 className={styles.title}>{t`Listing a property needs an agent account`}</h2>
        <p className={styles.text}>
          {name
            ? t`You are signed in as ${name} with a buyer account. Properties on Nivaas are listed by real estate agents, so every listing has someone buyers can reach.`
            : t`You are signed in with a buyer account. Properties on Nivaas are listed by real estate agents, so every listing has someone buyers can reach.`}
        </p>
        <p className={styles.text}>
          {t`Register as a Real Estate Agent to list homes yourself, or contact us and our team will help you sell or rent your property.`}
        </p>
        <div className={styles.actions}>
          <ButtonLink to={localized(paths.contact)}>{t`Contact us`}</ButtonLink>
          <Button
            variant="primary"
            onClick={() => {
              // An account has one role: the agent account is a new registration.
              logout();
              navigate(localized(paths.register));
            }}
          >
            {t`Log out and register as an agent`}
          </Button>
        </div>
      </div>
    </Card>
  );
}
