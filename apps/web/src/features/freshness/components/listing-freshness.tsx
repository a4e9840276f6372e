import CalendarCheck from 'lucide-react/icons/calendar-check';
import Clock from 'lucide-react/icons/clock';
import { useLingui } from '@lingui/react/macro';
import { calendarDaysSince } from '@nivaas/shared/format-date';
import { confirmedLine, FRESHNESS_TEXT, listedLine } from '@nivaas/shared/listing-freshness-text';
import type { TProperty } from '@nivaas/shared/property';
import { Badge } from '../../../components/ui/badge';
import { cardTextFor, type TCardText } from '../../../lib/i18n/i18n';
import { ConfirmAvailabilityButton } from './confirm-availability-button';
import styles from './listing-freshness.module.css';

/**
 * 'Availability confirmed 3 days ago' in the page's language ('3 दिन पहले उपलब्धता की पुष्टि हुई'
 * with the Hindi card words); null when the date is missing.
 */
export function confirmedLineIn(hindi: TCardText | undefined, confirmedAt: string | null | undefined) {
  if (!hindi) return confirmedLine(confirmedAt);
  const days = calendarDaysSince(confirmedAt);
  return days === undefined ? null : hindi.confirmed(hindi.freshness.ago(days));
}

/**
 * The detail page's freshness: listed or updated when, availability confirmed when, a badge when
 * that was too long ago; the listing's own agent confirms it here too.
 */
export function ListingFreshness({ property, isOwnAgent }: { property: TProperty; isOwnAgent: boolean }) {
  const { t, i18n } = useLingui();
  // A Hindi page's sentences are written in code (packages/shared/src/listing-text-hi.ts).
  const hindi = cardTextFor(i18n.locale);
  const listed = listedLine(property, undefined, hindi?.freshness);
  const confirmed = confirmedLineIn(hindi, property.freshness?.confirmedAt);
  const { isStale = false, isHiddenAsStale = false } = property.freshness ?? {};
  return (
    <section className={styles.freshness} aria-label={t`Listing freshness`}>
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
            <Badge tone="warning">{hindi?.freshness.staleBadge ?? FRESHNESS_TEXT.staleBadge}</Badge>
          </li>
        )}
      </ul>
      {isOwnAgent && (
        <div className={styles.own}>
          {isHiddenAsStale && (
            <p
              className={styles.note}
            >{t`This listing is out of search until you confirm it is available.`}</p>
          )}
          <ConfirmAvailabilityButton propertyId={property._id} title={property.title} />
        </div>
      )}
    </section>
  );
}
