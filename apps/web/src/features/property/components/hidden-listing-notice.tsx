import type { TProperty } from '@nivaas/shared/property';
import { Alert } from '../../../components/ui/alert';
import styles from './hidden-listing-notice.module.css';

const WHY: Record<string, string> = {
  moderator: 'A moderator has hidden it.',
  reported: 'Several people reported it; it is hidden until our team has reviewed it.',
  stale: 'It has not been confirmed as available recently.',
};

/**
 * Said to the agent and admins, who still see a hidden listing: the public does not (they get
 * 'Property not found').
 */
export function HiddenListingNotice({ property }: { property: TProperty }) {
  if (property.isListed !== false) return null;
  const why = property.hiddenReason ? WHY[property.hiddenReason] : 'Its agent’s account is deactivated.';
  return (
    <Alert severity="warning" title="This listing is not available to the public" className={styles.notice}>
      {why ?? ''} Only its agent and admins can open this page.
    </Alert>
  );
}
