import CalendarCheck from 'lucide-react/icons/calendar-check';
import Clock from 'lucide-react/icons/clock';
import { confirmedLine, FRESHNESS_TEXT, listedLine } from '@nivaas/shared/listing-freshness-text';
import type { TProperty } from '@nivaas/shared/property';
import { Badge } from '../../../components/ui/badge';
import { ConfirmAvailabilityButton } from './confirm-availability-button';
import styles from './listing-freshness.module.css';

/**
 * The detail page's freshness: listed or updated when, availability confirmed when, a badge when
 * that was too long ago; the listing's own agent confirms it here too.
 */
export function ListingFreshness({ property, isOwnAgent }: { property: TProperty; isOwnAgent: boolean }) {
  const listed = listedLine(property);
  const confirmed = confirmedLine(property.freshness?.confirmedAt);
  const { isStale = false, isHiddenAsStale = false } = property.freshness ?? {};
  return (
    <section className={styles.freshness} aria-label="Listing freshness">
      <ul className={styles.lines}>
        {listed && (
          <li>
            <Clock size={18} aria-hidden />
            {listed}
          </li>
        )}
        {confirmed && (
          <li data-testid="availability-confirmed">
            <CalendarCheck size={18} aria-hidden />
            {confirmed}
          </li>
        )}
        {isStale && (
          <li>
            <Badge tone="warning">{FRESHNESS_TEXT.staleBadge}</Badge>
          </li>
        )}
      </ul>
      {isOwnAgent && (
        <div className={styles.own}>
          {isHiddenAsStale && (
            <p className={styles.note}>This listing is out of search until you confirm it is available.</p>
          )}
          <ConfirmAvailabilityButton propertyId={property._id} title={property.title} />
        </div>
      )}
    </section>
  );
}
