import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatPercentChange, formatPerSqFt } from '@nivaas/shared/format-price';
import type { TProperty } from '@nivaas/shared/property';
import { Link as RouterLink } from 'react-router';
import { PriceDropBadge } from '../../../components/property-card/price-drop-badge';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useDetailWords } from '../lib/detail-words';
import { fullPrice, pricePerSqft } from '../lib/property-display';

/** '/sq ft' and ' /mo' in the page's language ('/वर्ग फुट', ' /माह'). */
const PER_SQFT_UNIT = msg`/sq ft`;
const PER_MONTH = msg`/mo`;
const PRICE_NOT_AVAILABLE = msg`Price not available`;
import styles from './detail-cards.module.css';

/** The price in full rupees with Indian grouping, its short form and the rate per sq ft (spec §9). */
export function PriceDetailsCard({ property }: { property: TProperty }) {
  const { t, i18n } = useLingui();
  const w = useDetailWords();
  const localized = useLocalizedPath();
  const full = fullPrice(property.price, property.status, w);
  const perSqft = pricePerSqft(property.price, property.area, property.status, w);
  const isRent = property.status === 'For Rent';
  const line = property.localityPrice;
  // Below a lakh the short form is the full amount: say it once.
  const short = w.price(property.price, property.status);
  /** '₹ 5,123/sq ft' (' /mo' for a rent), its units in the page's language. */
  const perSqFt = (amount: number) => {
    const english = formatPerSqFt(amount, isRent);
    if (w.locale === 'en') return english;
    return english.replace('/sq ft', i18n._(PER_SQFT_UNIT)).replace('/mo', i18n._(PER_MONTH));
  };
  const locality = property.address.locality;
  const listings = String(line?.listings ?? 0);
  const kind = !line?.type ? '' : w.locale === 'en' ? line.type : w.type(line.type);
  return (
    <section aria-labelledby="price-details-title" className={styles.card}>
      <h2 id="price-details-title" className={styles.cardTitle}>
        {isRent ? t`Monthly rent` : t`Price details`}
      </h2>
      {full ? (
        <>
          <p className={`${styles.price} ${styles.priceFull}`} data-testid="price-full">
            {full}
          </p>
          <PriceDropBadge drop={property.priceDrop} />
          <div className={styles.priceRow}>
            {short !== full && <p className={`${styles.price} ${styles.priceShort}`}>{short}</p>}
            {perSqft && !line && <p className={`${styles.text} ${styles.muted}`}>{perSqft}</p>}
          </div>
          {line && (
            <p className={styles.small} data-testid="locality-price">
              {t`${perSqFt(line.perSqFt)}; locality median ${perSqFt(line.median).replace(/\/(sq ft|वर्ग फुट).*$/, '')} (${formatPercentChange(line.differencePercent)})`}
              <span className={`${styles.muted} ${styles.block}`}>
                {isRent
                  ? kind
                    ? t`Median asking rent of ${listings} ${kind} listings for rent in ${locality} on Nivaas.`
                    : t`Median asking rent of ${listings} listings for rent in ${locality} on Nivaas.`
                  : kind
                    ? t`Median asking price of ${listings} ${kind} listings for sale in ${locality} on Nivaas.`
                    : t`Median asking price of ${listings} listings for sale in ${locality} on Nivaas.`}{' '}
                <RouterLink to={localized(line.path)} className={styles.link}>
                  {t`Prices in ${locality}`}
                </RouterLink>
              </span>
            </p>
          )}
          {!isRent && (
            <RouterLink to={paths.emiCalculator} className={`${styles.link} ${styles.emiLink}`}>
              {t`Estimate your home loan EMI`}
            </RouterLink>
          )}
        </>
      ) : (
        <p className={`${styles.price} ${styles.priceNone}`}>{i18n._(PRICE_NOT_AVAILABLE)}</p>
      )}
    </section>
  );
}
