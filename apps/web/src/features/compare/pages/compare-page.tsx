import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { COMPARE_MAX } from '@nivaas/shared/compare-limits';
import type { TCompareColumn, TCompareListing } from '@nivaas/shared/compare';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { cardAddress, cardImageSources } from '../../../components/property-card/property-card-lib';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import type { TSays } from '../../../lib/i18n/says';
import { sayKnown } from '../../../lib/i18n/known-messages';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { shareLink } from '../../property/lib/share';
import { compareQueryOptions } from '../api/compare-api';
import { compareIdsParam } from '../lib/compare-ids';
import { compareRows, sharedAmenities } from '../lib/compare-table';
import { useCompareWords } from '../lib/compare-words';
import styles from './compare-page.module.css';

/** The shared texts (compare-limits.ts, property/lib/share.ts) in the page's language. */
const NO_LONGER_AVAILABLE = msg`No longer available`;
const LIMIT = msg`You can compare up to {max} listings`;
const LINK_COPIED = msg`Link copied to clipboard!`;
const LINK_COPY_FAILED = msg`Could not copy the link. Please copy it from the address bar.`;
const CAPTION = msg({
  message:
    '{n, plural, one {# listing side by side.} other {# listings side by side.}} Rows where they differ are marked ‘Differs’.',
});

function ColumnHead({ column }: { column: TCompareColumn }) {
  const { i18n } = useLingui();
  const localize = useLocalizedPath();
  if (!column.available) {
    return (
      <th scope="col" className={styles.colHead}>
        <div className={styles.gone}>{i18n._(NO_LONGER_AVAILABLE)}</div>
      </th>
    );
  }
  const p = column.listing;
  const image = cardImageSources(p.images);
  return (
    <th scope="col" className={styles.colHead}>
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="240px"
          alt=""
          width={240}
          height={180}
          className={styles.photo}
        />
      ) : (
        <div className={styles.noPhoto} aria-hidden="true" />
      )}
      <RouterLink to={localize(paths.property(p._id))} className={styles.titleLink}>
        {p.title}
      </RouterLink>
      <span className={styles.place}>{cardAddress(p.address)}</span>
    </th>
  );
}

/** The table: a column per listing, a row per fact, rows whose values differ marked 'Differs'. */
export function CompareTable({ columns }: { columns: readonly TCompareColumn[] }) {
  const { t, i18n } = useLingui();
  const rows = compareRows(columns, useCompareWords());
  const shared = sharedAmenities(columns);
  // A repeated id is a column of its own: the position tells them apart.
  const keyed = columns.map((column, i) => ({ column, key: `${i}-${column.id}` }));
  return (
    <section
      className={styles.scroller}
      aria-labelledby="compare-caption"
      // Scrolls sideways on phones: reachable and scrollable from the keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
    >
      <table className={styles.table} data-testid="compare-table">
        <caption id="compare-caption" className={styles.caption}>
          {(i18n as TSays)._(CAPTION, { n: columns.length })}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {keyed.map(({ column, key }) => (
              <ColumnHead key={key} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? styles.differs : undefined} data-differs={row.differs}>
              <th scope="row" className={styles.rowHead}>
                <span>{row.label}</span>
                {row.differs && (
                  <Badge tone="warning" className={styles.differsBadge}>
                    {t`Differs`}
                  </Badge>
                )}
              </th>
              {keyed.map(({ column, key }, i) => {
                const cell = row.cells[i] ?? null;
                if (cell === null || !column.available) {
                  return (
                    <td key={key} className={styles.goneCell}>
                      —
                    </td>
                  );
                }
                return (
                  <td key={key}>
                    {row.key === 'amenities' ? (
                      <AmenityList column={column} shared={shared} differs={row.differs} />
                    ) : (
                      cell
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function AmenityList({
  column,
  shared,
  differs,
}: {
  column: TCompareListing;
  shared: Set<string>;
  differs: boolean;
}) {
  const { t } = useLingui();
  const words = useCompareWords();
  const list = column.listing.amenities;
  if (!list.length) return <>—</>;
  return (
    <ul className={styles.amenities}>
      {list.map((a) =>
        differs && !shared.has(a) ? (
          <li key={a} className={styles.only}>
            <strong>{words.amenity(a)}</strong>
            <VisuallyHidden> {t`(not in every listing)`}</VisuallyHidden>
          </li>
        ) : (
          <li key={a}>{words.amenity(a)}</li>
        ),
      )}
    </ul>
  );
}

/** /compare?ids=…: up to 4 listings side by side, for anyone with the link (drawn by the server). */
export default function ComparePage() {
  useCatalogPart('compare');
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const { ids, param } = compareIdsParam(search);
  const tooMany = ids.length > COMPARE_MAX;
  const query = useQuery({ ...compareQueryOptions(param), enabled: ids.length > 0 && !tooMany });
  const title = t`Compare listings`;
  usePageTitle(title);
  const count = ids.length;

  const onCopy = async () => {
    const outcome = await shareLink({ title, url: window.location.href });
    if (outcome === 'copied') notify(i18n._(LINK_COPIED), 'success');
    else if (outcome === 'failed') notify(i18n._(LINK_COPY_FAILED), 'error');
  };

  let body: ReactNode;
  if (tooMany) {
    body = (
      <Alert severity="error" title={(i18n as TSays)._(LIMIT, { max: COMPARE_MAX })}>
        {t`This link names ${count} listings. Open the listings and choose up to ${COMPARE_MAX} with ‘Compare’.`}
      </Alert>
    );
  } else if (!ids.length) {
    body = (
      <Alert severity="info" title={t`Nothing to compare yet`}>
        {t`Choose up to ${COMPARE_MAX} listings with ‘Compare’ on their cards or pages, then ‘Compare now’.`}
      </Alert>
    );
  } else if (query.data) {
    body = <CompareTable columns={query.data.columns} />;
  } else if (query.error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button size="sm" onClick={() => query.refetch()}>
            {t`Retry`}
          </Button>
        }
      >
        {sayKnown(i18n, errorMessage(query.error))}
      </Alert>
    );
  } else {
    body = <Skeleton shape="rect" height={420} />;
  }

  return (
    <PageContainer spacing="md">
      <PageHeader
        title={title}
        description={t`Asking prices from listings on Nivaas. The locality median shows only where at least 5 listings support it.`}
        breadcrumbs={[
          { label: t`Home`, to: localize(paths.home) },
          { label: t`Properties`, to: localize(paths.properties) },
          { label: t`Compare` },
        ]}
        actions={
          ids.length > 0 && !tooMany ? (
            <>
              <Button onClick={onCopy}>{t`Copy link`}</Button>
              <ButtonLink to={localize(paths.properties)}>{t`Add listings`}</ButtonLink>
            </>
          ) : (
            <ButtonLink to={localize(paths.properties)}>{t`Browse listings`}</ButtonLink>
          )
        }
      />
      {body}
    </PageContainer>
  );
}
