import { formatPerSqFt } from '@nivaas/shared/format-price';
import { formatMonthYear } from '@nivaas/shared/format-date';
import type { TPriceStats } from '@nivaas/shared/locality-prices';
import type { TPropertyCard } from '@nivaas/shared/property';
import { scriptSafeJson } from '@nivaas/shared/page-render';
import { useId } from 'react';
import { useParams } from 'react-router';
import NotFoundPage from '../../../app/not-found-page';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PropertyCard } from '../../../components/property-card/property-card';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { type TLocality, useLocality } from '../api/get-locality';
import { TrendChart } from '../components/trend-chart';
import {
  LOCALITY_TEXT,
  localityDescription,
  localityJsonLd,
  localityTitle,
  plural,
  rangeText,
  tooFew,
} from '../lib/locality-display';
import styles from './locality-page.module.css';

const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 50vw, 100vw';

/**
 * A locality's asking prices (/properties/in/{city}/{locality}): drawn by the server with its
 * answer, then hydrated. Its first render reads only the answer, the same at every width.
 */
export default function LocalityPage() {
  const { city = '', locality = '' } = useParams();
  const query = useLocality(city, locality);
  const l = query.data;
  usePageTitle(l ? localityTitle(l) : undefined, l ? localityDescription(l) : undefined);
  if (query.isPending) {
    return (
      <PageContainer spacing="sm">
        <div role="status" aria-busy="true" aria-label="Loading locality prices">
          <Skeleton width="60%" height={40} />
          <Skeleton width="100%" height={160} />
        </div>
      </PageContainer>
    );
  }
  if (!l) {
    if (query.error instanceof HttpError && query.error.status === 404) return <NotFoundPage />;
    return (
      <PageContainer spacing="sm">
        <Alert
          severity="error"
          action={
            <Button size="sm" onClick={() => query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error, 'Failed to load locality prices')}
        </Alert>
      </PageContainer>
    );
  }
  return <LocalityPrices l={l} />;
}

function Figure({
  title,
  stats,
  rent,
  count,
}: {
  title: string;
  stats: TPriceStats;
  rent: boolean;
  count: number;
}) {
  const range = rangeText(stats, rent);
  return (
    <Card as="section" look="outlined" className={styles.figure} aria-label={title}>
      <h2 className={styles.figureTitle}>{title}</h2>
      {stats.median === null ? (
        <p className={styles.muted}>{tooFew(stats.listings)}</p>
      ) : (
        <>
          <p className={styles.median} data-testid={rent ? 'rent-median' : 'sale-median'}>
            {formatPerSqFt(stats.median, rent)}
          </p>
          <p className={styles.small}>median asking {rent ? 'rent' : 'price'}</p>
          {range && <p className={styles.small}>Middle half: {range}</p>}
          <p className={styles.small}>From {plural(stats.listings, 'listing', 'listings')} with an area</p>
        </>
      )}
      <p className={`${styles.small} ${styles.muted}`}>{plural(count, 'listing', 'listings')} in all</p>
    </Card>
  );
}

function figureCell(s: TPriceStats, rent: boolean) {
  if (s.median === null)
    return <span className={styles.muted}>{s.listings ? `${s.listings} (too few)` : '–'}</span>;
  return (
    <>
      {formatPerSqFt(s.median, rent)}
      <span className={styles.cellNote}>
        {rangeText(s, rent)} · {plural(s.listings, 'listing', 'listings')}
      </span>
    </>
  );
}

function Cards({ title, cards }: { title: string; cards: TPropertyCard[] }) {
  const id = useId();
  if (!cards.length) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.cards}>
        {cards.map((p) => (
          <li key={p._id}>
            <PropertyCard
              property={p}
              sizes={CARD_SIZES}
              favoriteSlot={<FavoriteButton propertyId={p._id} property={p} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LocalityPrices({ l }: { l: TLocality }) {
  const trendId = useId();
  const typesId = useId();
  const sale = l.trend.map((m) => ({ month: m.month, ...m.sale }));
  const rent = l.trend.map((m) => ({ month: m.month, ...m.rent }));
  const hasSaleTrend = sale.some((p) => p.median !== null);
  const hasRentTrend = rent.some((p) => p.median !== null);
  return (
    <PageContainer spacing="sm">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(localityJsonLd(l)) }}
      />
      <PageHeader
        title={localityTitle(l)}
        description={`${plural(l.forSale, 'listing', 'listings')} for sale · ${plural(l.forRent, 'listing', 'listings')} for rent`}
        breadcrumbs={[
          { label: 'Home', to: paths.home },
          { label: 'Properties', to: paths.properties },
          { label: l.city, to: `${paths.properties}?city=${encodeURIComponent(l.city)}` },
          { label: l.locality },
        ]}
      />
      <p className={styles.honesty}>{LOCALITY_TEXT.honesty}</p>
      <div className={styles.figures}>
        <Figure title="For sale" stats={l.all.sale} rent={false} count={l.forSale} />
        <Figure title="For rent" stats={l.all.rent} rent count={l.forRent} />
      </div>

      <section aria-labelledby={trendId} className={styles.section}>
        <h2 id={trendId} className={styles.heading}>
          Trend over 12 months
        </h2>
        <p className={styles.small}>
          Each month’s median of the asking prices listings had at its end, all types together.
        </p>
        {hasSaleTrend && (
          <>
            <h3 className={styles.subheading}>For sale, ₹ per sq ft</h3>
            <TrendChart points={sale} rent={false} label="Median asking price per sq ft for sale, by month" />
          </>
        )}
        {hasRentTrend && (
          <>
            <h3 className={styles.subheading}>For rent, ₹ per sq ft a month</h3>
            <TrendChart points={rent} rent label="Median asking rent per sq ft a month, by month" />
          </>
        )}
        {!hasSaleTrend && !hasRentTrend && (
          <p className={styles.muted}>No month had 5 or more listings with an area yet.</p>
        )}
        {/* A table wider than a phone scrolls: a region a keyboard can reach and scroll. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
        <section className={styles.tableWrap} aria-label="Median by month" tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>Median by month (listings it rests on)</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">For sale</th>
                <th scope="col">For rent</th>
              </tr>
            </thead>
            <tbody>
              {l.trend.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{formatMonthYear(`${m.month}-15`)}</th>
                  <td>
                    {m.sale.median === null ? '–' : formatPerSqFt(m.sale.median)} ({m.sale.listings})
                  </td>
                  <td>
                    {m.rent.median === null ? '–' : formatPerSqFt(m.rent.median, true)} ({m.rent.listings})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>

      <section aria-labelledby={typesId} className={styles.section}>
        <h2 id={typesId} className={styles.heading}>
          By property type
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
        <section className={styles.tableWrap} aria-labelledby={typesId} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Listings</th>
                <th scope="col">Sale, median</th>
                <th scope="col">Rent, median</th>
              </tr>
            </thead>
            <tbody>
              {l.byType.map((t) => (
                <tr key={t.type}>
                  <th scope="row">{t.type}</th>
                  <td>
                    {t.forSale} for sale
                    <span className={styles.cellNote}>{t.forRent} for rent</span>
                  </td>
                  <td>{figureCell(t.sale, false)}</td>
                  <td>{figureCell(t.rent, true)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className={`${styles.small} ${styles.muted}`}>{LOCALITY_TEXT.rentNote}</p>
      </section>

      <Cards title="Lowest asking prices for sale" cards={l.cheapestSale} />
      <Cards title="Lowest rents" cards={l.cheapestRent} />
      <Cards title="Newest listings" cards={l.newest} />
      <p className={styles.more}>
        <ButtonLink to={`${paths.properties}?city=${encodeURIComponent(l.city)}`} variant="secondary">
          {`All properties in ${l.city}`}
        </ButtonLink>
      </p>
    </PageContainer>
  );
}
