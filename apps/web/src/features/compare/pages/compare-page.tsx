import { COMPARE_LIMIT_MESSAGE, COMPARE_MAX } from '@nivaas/shared/compare-limits';
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
import { usePageTitle } from '../../../lib/use-page-title';
import { LINK_COPIED, LINK_COPY_FAILED, shareLink } from '../../property/lib/share';
import { compareQueryOptions } from '../api/compare-api';
import { compareIdsParam } from '../lib/compare-ids';
import { compareRows, NO_LONGER_AVAILABLE, sharedAmenities } from '../lib/compare-table';
import styles from './compare-page.module.css';

const crumbs = [
  { label: 'Home', to: paths.home },
  { label: 'Properties', to: paths.properties },
  { label: 'Compare' },
];

function ColumnHead({ column }: { column: TCompareColumn }) {
  if (!column.available) {
    return (
      <th scope="col" className={styles.colHead}>
        <div className={styles.gone}>{NO_LONGER_AVAILABLE}</div>
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
      <RouterLink to={paths.property(p._id)} className={styles.titleLink}>
        {p.title}
      </RouterLink>
      <span className={styles.place}>{cardAddress(p.address)}</span>
    </th>
  );
}

/** The table: a column per listing, a row per fact, rows whose values differ marked 'Differs'. */
export function CompareTable({ columns }: { columns: readonly TCompareColumn[] }) {
  const rows = compareRows(columns);
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
          {columns.length} listing{columns.length === 1 ? '' : 's'} side by side. Rows where they differ are
          marked ‘Differs’.
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
                    Differs
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
  const list = column.listing.amenities;
  if (!list.length) return <>—</>;
  return (
    <ul className={styles.amenities}>
      {list.map((a) =>
        differs && !shared.has(a) ? (
          <li key={a} className={styles.only}>
            <strong>{a}</strong>
            <VisuallyHidden> (not in every listing)</VisuallyHidden>
          </li>
        ) : (
          <li key={a}>{a}</li>
        ),
      )}
    </ul>
  );
}

/** /compare?ids=…: up to 4 listings side by side, for anyone with the link (drawn by the server). */
export default function ComparePage() {
  const [search] = useSearchParams();
  const { ids, param } = compareIdsParam(search);
  const tooMany = ids.length > COMPARE_MAX;
  const query = useQuery({ ...compareQueryOptions(param), enabled: ids.length > 0 && !tooMany });
  usePageTitle('Compare listings');

  const onCopy = async () => {
    const outcome = await shareLink({ title: 'Compare listings', url: window.location.href });
    if (outcome === 'copied') notify(LINK_COPIED, 'success');
    else if (outcome === 'failed') notify(LINK_COPY_FAILED, 'error');
  };

  let body: ReactNode;
  if (tooMany) {
    body = (
      <Alert severity="error" title={COMPARE_LIMIT_MESSAGE}>
        This link names {ids.length} listings. Open the listings and choose up to {COMPARE_MAX} with
        ‘Compare’.
      </Alert>
    );
  } else if (!ids.length) {
    body = (
      <Alert severity="info" title="Nothing to compare yet">
        Choose up to {COMPARE_MAX} listings with ‘Compare’ on their cards or pages, then ‘Compare now’.
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
            Retry
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Alert>
    );
  } else {
    body = <Skeleton shape="rect" height={420} />;
  }

  return (
    <PageContainer spacing="md">
      <PageHeader
        title="Compare listings"
        description="Asking prices from listings on Nivaas. The locality median shows only where at least 5 listings support it."
        breadcrumbs={crumbs}
        actions={
          ids.length > 0 && !tooMany ? (
            <>
              <Button onClick={onCopy}>Copy link</Button>
              <ButtonLink to={paths.properties}>Add listings</ButtonLink>
            </>
          ) : (
            <ButtonLink to={paths.properties}>Browse listings</ButtonLink>
          )
        }
      />
      {body}
    </PageContainer>
  );
}
