import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TProperty } from '@nivaas/shared/property';
import { Alert } from '../../../components/ui/alert';
import styles from './hidden-listing-notice.module.css';

const WHY: Record<string, ReturnType<typeof msg>> = {
  moderator: msg`A moderator has hidden it.`,
  reported: msg`Several people reported it; it is hidden until our team has reviewed it.`,
  stale: msg`It has not been confirmed as available recently.`,
};
const DEACTIVATED = msg`Its agent’s account is deactivated.`;

/**
 * Said to the agent and admins, who still see a hidden listing: the public does not (they get
 * 'Property not found').
 */
export function HiddenListingNotice({ property }: { property: TProperty }) {
  const { t, i18n } = useLingui();
  if (property.isListed !== false) return null;
  const reason = property.hiddenReason ? WHY[property.hiddenReason] : DEACTIVATED;
  const why = reason ? i18n._(reason) : '';
  return (
    <Alert
      severity="warning"
      title={t`This listing is not available to the public`}
      className={styles.notice}
    >
      {why} {t`Only its agent and admins can open this page.`}
    </Alert>
  );
}
