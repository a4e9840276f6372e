import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { propertyTypeLabel } from '@nivaas/shared/property-options';
import type { TPriceStats } from '@nivaas/shared/locality-prices';
import type { TPropertyCard } from '@nivaas/shared/property';
import { scriptSafeJson } from '@nivaas/shared/page-render';
import { useId } from 'react';
import { useParams } from 'react-router';
import NotFoundPage from '../../../app/not-found-page';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { TYPE } from '../../../components/property-card/type-names';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PropertyCard } from '../../../components/property-card/property-card';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import type { TSays } from '../../../lib/i18n/says';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { type TLocality, useLocality } from '../api/get-locality';
import { TrendChart } from '../components/trend-chart';
import {
  honestyText,
  listingsText,
  localityDescription,
  localityJsonLd,
  localityTitle,
  monthText,
  perSqFtText,
  rangeText,
  rentNoteText,
  tooFew,
} from '../lib/locality-display';
import styles from './locality-page.module.css';

/** A stored type as the page's language says it ('Apartment / Flat', 'अपार्टमेंट / फ्लैट'). */
function typeName(type: string, i18n: TSays): string {
  const label = propertyTypeLabel(type);
  const known = TYPE[label];
  return known ? i18n._(known) : label;
}

const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 50vw, 100vw';

/**
 * A locality's asking prices (/properties/in/{city}/{locality}): drawn by the server with its
 * answer, then hydrated. Its first render reads only the answer, the same at every width.
 */
export default function LocalityPage() {
  useCatalogPart('localities');
  const { t, i18n } = useLingui();
  const { city = '', locality = '' } = useParams();
  const query = useLocality(city, locality);
  const l = query.data;
  usePageTitle(l ? localityTitle(l, i18n) : undefined, l ? localityDescription(l, i18n) : undefined);
  if (query.isPending) {
    return (
      <PageContainer spacing="sm">
        <div role="status" aria-busy="true" aria-label={t`Loading locality prices`}>
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
              {t`Retry`}
            </Button>
          }
        >
          {errorMessage(query.error, t`Failed to load locality prices`)}
        </Alert>
      </PageContainer>
    );
  }
  return <LocalityPrices l={l} i18n={i18n} />;
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
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const range = rangeText(stats, rent, i18n);
  const n = stats.listings;
  return (
    <Card as="section" look="outlined" className={styles.figure} aria-label={title}>
      <h2 className={styles.figureTitle}>{title}</h2>
      {stats.median === null ? (
        <p className={styles.muted}>{tooFew(stats.listings, i18n)}</p>
      ) : (
        <>
          <p className={styles.median} data-testid={rent ? 'rent-median' : 'sale-median'}>
            {perSqFtText(stats.median, rent, i18n)}
          </p>
          <p className={styles.small}>{rent ? t`median asking rent` : t`median asking price`}</p>
          {range && <p className={styles.small}>{t`Middle half: ${range}`}</p>}
          <p className={styles.small}>
            {i18n._(
              msg({
                message:
                  '{n, plural, one {From # listing with an area} other {From # listings with an area}}',
              }),
              { n },
            )}
          </p>
        </>
      )}
      <p className={`${styles.small} ${styles.muted}`}>
        {i18n._(msg({ message: '{count, plural, one {# listing in all} other {# listings in all}}' }), {
          count,
        })}
      </p>
    </Card>
  );
}

function figureCell(s: TPriceStats, rent: boolean, i18n: TSays) {
  const n = s.listings;
  if (s.median === null)
    return <span className={styles.muted}>{n ? i18n._(msg({ message: '{n} (too few)' }), { n }) : '–'}</span>;
  return (
    <>
      {perSqFtText(s.median, rent, i18n)}
      <span className={styles.cellNote}>
        {rangeText(s, rent, i18n)} · {listingsText(i18n, n)}
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

function LocalityPrices({ l, i18n }: { l: TLocality; i18n: TSays }) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const trendId = useId();
  const typesId = useId();
  const sale = l.trend.map((m) => ({ month: m.month, ...m.sale }));
  const rent = l.trend.map((m) => ({ month: m.month, ...m.rent }));
  const hasSaleTrend = sale.some((p) => p.median !== null);
  const hasRentTrend = rent.some((p) => p.median !== null);
  const forSale = listingsText(i18n, l.forSale);
  const forRent = listingsText(i18n, l.forRent);
  const { city } = l;
  // The city's listing, in the page's language.
  const cityListing = localize(`${paths.properties}?city=${encodeURIComponent(city)}`);
  return (
    <PageContainer spacing="sm">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(localityJsonLd(l, i18n)) }}
      />
      <PageHeader
        title={localityTitle(l, i18n)}
        description={t`${forSale} for sale · ${forRent} for rent`}
        breadcrumbsLabel={t`Breadcrumb`}
        breadcrumbs={[
          { label: t`Home`, to: localize(paths.home) },
          { label: t`Properties`, to: localize(paths.properties) },
          { label: l.city, to: cityListing },
          { label: l.locality },
        ]}
      />
      <p className={styles.honesty}>{honestyText(i18n)}</p>
      <div className={styles.figures}>
        <Figure title={t`For sale`} stats={l.all.sale} rent={false} count={l.forSale} />
        <Figure title={t`For rent`} stats={l.all.rent} rent count={l.forRent} />
      </div>

      <section aria-labelledby={trendId} className={styles.section}>
        <h2 id={trendId} className={styles.heading}>
          {t`Trend over 12 months`}
        </h2>
        <p className={styles.small}>
          {t`Each month’s median of the asking prices listings had at its end, all types together.`}
        </p>
        {hasSaleTrend && (
          <>
            <h3 className={styles.subheading}>{t`For sale, ₹ per sq ft`}</h3>
            <TrendChart
              points={sale}
              rent={false}
              label={t`Median asking price per sq ft for sale, by month`}
            />
          </>
        )}
        {hasRentTrend && (
          <>
            <h3 className={styles.subheading}>{t`For rent, ₹ per sq ft a month`}</h3>
            <TrendChart points={rent} rent label={t`Median asking rent per sq ft a month, by month`} />
          </>
        )}
        {!hasSaleTrend && !hasRentTrend && (
          <p className={styles.muted}>{t`No month had 5 or more listings with an area yet.`}</p>
        )}
        {/* A table wider than a phone scrolls: a region a keyboard can reach and scroll. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
        <section className={styles.tableWrap} aria-label={t`Median by month`} tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t`Median by month (listings it rests on)`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Month`}</th>
                <th scope="col">{t`For sale`}</th>
                <th scope="col">{t`For rent`}</th>
              </tr>
            </thead>
            <tbody>
              {l.trend.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{monthText(m.month, i18n)}</th>
                  <td>
                    {m.sale.median === null ? '–' : perSqFtText(m.sale.median, false, i18n)} (
                    {m.sale.listings})
                  </td>
                  <td>
                    {m.rent.median === null ? '–' : perSqFtText(m.rent.median, true, i18n)} ({m.rent.listings}
                    )
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>

      <section aria-labelledby={typesId} className={styles.section}>
        <h2 id={typesId} className={styles.heading}>
          {t`By property type`}
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
        <section className={styles.tableWrap} aria-labelledby={typesId} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Type`}</th>
                <th scope="col">{t`Listings`}</th>
                <th scope="col">{t`Sale, median`}</th>
                <th scope="col">{t`Rent, median`}</th>
              </tr>
            </thead>
            <tbody>
              {l.byType.map((row) => (
                <tr key={row.type}>
                  <th scope="row">{typeName(row.type, i18n)}</th>
                  <td>
                    {i18n._(msg({ message: '{n} for sale' }), { n: row.forSale })}
                    <span className={styles.cellNote}>
                      {i18n._(msg({ message: '{n} for rent' }), { n: row.forRent })}
                    </span>
                  </td>
                  <td>{figureCell(row.sale, false, i18n)}</td>
                  <td>{figureCell(row.rent, true, i18n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className={`${styles.small} ${styles.muted}`}>{rentNoteText(i18n)}</p>
      </section>

      <Cards title={t`Lowest asking prices for sale`} cards={l.cheapestSale} />
      <Cards title={t`Lowest rents`} cards={l.cheapestRent} />
      <Cards title={t`Newest listings`} cards={l.newest} />
      <p className={styles.more}>
        <ButtonLink to={cityListing} variant="secondary">
          {t`All properties in ${city}`}
        </ButtonLink>
      </p>
    </PageContainer>
  );
}
