import Clock from 'lucide-react/icons/clock';
import type { TListingFreshness } from '@nivaas/shared/listing-freshness';
import {
  ENGLISH_FRESHNESS_TEXT,
  listedLine,
  type TFreshnessText,
} from '@nivaas/shared/listing-freshness-text';
import { Badge } from '../ui/badge';
import styles from './freshness-line.module.css';

export type TFreshnessData = {
  createdAt?: string;
  updatedAt?: string;
  freshness?: TListingFreshness;
};

/**
 * A card's freshness: 'Listed 3 days ago' (or 'Updated today' once changed), and a badge when its
 * agent has not confirmed it for the site's stale limit. Nothing for a listing without dates.
 */
export function FreshnessLine({
  property,
  text = ENGLISH_FRESHNESS_TEXT,
}: {
  property: TFreshnessData;
  /** Its words in the page's language (English unless given). */
  text?: TFreshnessText;
}) {
  const { createdAt, updatedAt, freshness } = property;
  const line = createdAt
    ? listedLine({ createdAt, updatedAt: updatedAt ?? createdAt }, undefined, text)
    : null;
  if (!line && !freshness?.isStale) return null;
  return (
    <div className={styles.freshness}>
      {line && (
        <span className={styles.line}>
          <Clock size={16} aria-hidden />
          {line}
        </span>
      )}
      {freshness?.isStale && <Badge tone="warning">{text.staleBadge}</Badge>}
    </div>
  );
}
