import {
  formatPercentChange,
  formatPerSqFt,
  formatPrice,
  PRICE_NOT_AVAILABLE,
} from '@nivaas/shared/format-price';
import type { TProperty } from '@nivaas/shared/property';
import { Link as RouterLink } from 'react-router';
import { PriceDropBadge } from '../../../components/property-card/price-drop-badge';
import { paths } from '../../../config/paths';
import { fullPrice, pricePerSqft } from '../lib/property-display';
import styles from './detail-cards.module.css';

/** The price in full rupees with Indian grouping, its short form and the rate per sq ft (spec §9). */
export function PriceDetailsCard({ property }: { property: TProperty }) {
  const full = fullPrice(property.price, property.status);
  const perSqft = pricePerSqft(property.price, property.area, property.status);
  const isRent = property.status === 'For Rent';
  const line = property.localityPrice;
  // Below a lakh the short form is the full amount: say it once.
  const short = formatPrice(property.price, property.status);
  return (
    <section aria-labelledby="price-details-title" className={styles.card}>
      <h2 id="price-details-title" className={styles.cardTitle}>
        {isRent ? 'Monthly rent' : 'Price details'}
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
              {`${formatPerSqFt(line.perSqFt, isRent)}; locality median ${formatPerSqFt(line.median, isRent).replace(/\/sq ft.*$/, '')} (${formatPercentChange(line.differencePercent)})`}
              <span className={`${styles.muted} ${styles.block}`}>
                {`Median asking ${isRent ? 'rent' : 'price'} of ${line.listings} ${line.type ? `${line.type} ` : ''}listings for ${isRent ? 'rent' : 'sale'} in ${property.address.locality} on Nivaas. `}
                <RouterLink to={line.path} className={styles.link}>
                  Prices in {property.address.locality}
                </RouterLink>
              </span>
            </p>
          )}
          {!isRent && (
            <RouterLink to={paths.emiCalculator} className={`${styles.link} ${styles.emiLink}`}>
              Estimate your home loan EMI
            </RouterLink>
          )}
        </>
      ) : (
        <p className={`${styles.price} ${styles.priceNone}`}>{PRICE_NOT_AVAILABLE}</p>
      )}
    </section>
  );
}
