import { useLingui } from '@lingui/react/macro';
import { useDetailWords } from '../../property/lib/detail-words';
import { STATUS_BADGE_COLORS } from '../../../config/spec-colors';
import { isForSale } from '../lib/status-colors';
import styles from './property-status-badge.module.css';

/** The listing status badge (DESIGN 'Status badges'): For Sale blue, anything else red. */
export function PropertyStatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const words = useDetailWords();
  const background = isForSale(status) ? STATUS_BADGE_COLORS.forSale : STATUS_BADGE_COLORS.other;
  return (
    <span className={styles.badge} style={{ background, color: STATUS_BADGE_COLORS.text }}>
      {status ? words.status(status) : t`Unknown`}
    </span>
  );
}
