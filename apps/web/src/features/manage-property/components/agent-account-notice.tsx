import Store from 'lucide-react/icons/store';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import styles from './agent-account-notice.module.css';

/**
 * A signed-in buyer on /add-property: listing needs a Real Estate Agent account (public-site §6).
 * Says so plainly and offers the ways forward instead of a form that would be refused.
 */
export function AgentAccountNotice() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Card look="outlined" padding="lg" className={styles.card}>
      <div className={styles.notice}>
        <Store size={56} strokeWidth={1.5} className={styles.icon} />
        <h2 className={styles.title}>Listing a property needs an agent account</h2>
        <p className={styles.text}>
          You are signed in{user ? ` as ${user.name}` : ''} with a buyer account. Properties on Nivaas are
          listed by real estate agents, so every listing has someone buyers can reach.
        </p>
        <p className={styles.text}>
          Register as a Real Estate Agent to list homes yourself, or contact us and our team will help you
          sell or rent your property.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={paths.contact}>Contact us</ButtonLink>
          <Button
            variant="primary"
            onClick={() => {
              // An account has one role: the agent account is a new registration.
              logout();
              navigate(paths.register);
            }}
          >
            Log out and register as an agent
          </Button>
        </div>
      </div>
    </Card>
  );
}
