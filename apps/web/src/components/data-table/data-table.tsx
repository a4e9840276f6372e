import { useLingui } from '@lingui/react/macro';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { type ReactNode, useId } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { Card } from '../ui/card';
import { IconButton } from '../ui/icon-button';
import { MEDIA } from '../ui/media';
import { Select } from '../ui/select';
import { Skeleton } from '../ui/skeleton';
import styles from './data-table.module.css';

export type TDataColumn<T> = {
  id: string;
  header: string;
  render: (row: T) => ReactNode;
  /** On phones, the card's heading; the first column by default. */
  isPrimary?: boolean;
  /** Left out of the phone card (e.g. shown inside the primary cell already). */
  isHiddenOnCard?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Column width or min width on desktop, in px or any CSS length. */
  width?: number | string;
  minWidth?: number | string;
};

export type TDataPagination = {
  /** The current page, from 0. */
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

export type TDataTableProps<T> = {
  /** The table's accessible name, e.g. 'Users'. */
  label: string;
  columns: readonly TDataColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string;
  /** The row menu (or other controls), in the last column and the card's top-right corner. */
  renderActions?: (row: T) => ReactNode;
  actionsHeader?: string;
  isLoading?: boolean;
  skeletonRows?: number;
  /** Shown in place of the rows when there are none (and nothing is loading). */
  empty?: ReactNode;
  pagination?: TDataPagination;
  /** The scroll height that keeps the header in view (DESIGN: sticky header). */
  maxHeight?: number | string;
};

const alignClass = (align: TDataColumn<unknown>['align']) =>
  align === 'right' ? styles.right : align === 'center' ? styles.center : undefined;

/**
 * An admin table (DESIGN 'Tables'): a real table with a sticky header, dense rows and the row
 * menu on the right on tablets and desktops; on phones each row becomes a card with the same
 * labels. Skeleton rows while loading; the caller's empty state when there are no rows.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowKey,
  renderActions,
  actionsHeader,
  isLoading = false,
  skeletonRows = 5,
  empty,
  pagination,
  maxHeight = 'calc(100vh - 260px)',
}: TDataTableProps<T>) {
  const { t } = useLingui();
  const isPhone = useMediaQuery(MEDIA.phone);
  const isEmpty = !isLoading && rows.length === 0;
  const pager = pagination && !isLoading && pagination.total > 0 && (
    <Pager pagination={pagination} isCompact={isPhone} />
  );

  if (isPhone) {
    return (
      <div>
        {isEmpty ? (
          <Card look="outlined" padding="none">
            {empty}
          </Card>
        ) : (
          <ul aria-label={label} aria-busy={isLoading || undefined} className={styles.cards}>
            {isLoading
              ? Array.from({ length: Math.min(skeletonRows, 4) }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <Card as="li" key={i} look="outlined" padding="sm" aria-hidden="true">
                    <Skeleton width="60%" height={24} />
                    <Skeleton width="90%" />
                    <Skeleton width="75%" />
                    <Skeleton width="40%" />
                  </Card>
                ))
              : rows.map((row) => (
                  <RowCard key={getRowKey(row)} row={row} columns={columns} renderActions={renderActions} />
                ))}
          </ul>
        )}
        {pager}
      </div>
    );
  }

  return (
    <div className={styles.frame}>
      <div className={styles.scroller} style={{ maxHeight }}>
        <table aria-label={label} aria-busy={isLoading || undefined} className={styles.table}>
          <thead>
            <tr>
              {columns.map((col) => (
                <th
                  key={col.id}
                  scope="col"
                  className={[styles.th, alignClass(col.align)].filter(Boolean).join(' ')}
                  style={{ width: col.width, minWidth: col.minWidth }}
                >
                  {col.header}
                </th>
              ))}
              {renderActions && (
                <th scope="col" className={`${styles.th} ${styles.actions}`}>
                  {actionsHeader ?? t`Actions`}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {isLoading &&
              Array.from({ length: skeletonRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={i}>
                  {columns.map((col) => (
                    <td key={col.id} className={styles.td}>
                      <Skeleton />
                    </td>
                  ))}
                  {renderActions && (
                    <td className={`${styles.td} ${styles.actions}`}>
                      <Skeleton shape="circle" width={24} height={24} />
                    </td>
                  )}
                </tr>
              ))}
            {!isLoading &&
              rows.map((row) => (
                <tr key={getRowKey(row)} className={styles.row}>
                  {columns.map((col) => (
                    <td
                      key={col.id}
                      className={[styles.td, alignClass(col.align)].filter(Boolean).join(' ')}
                      style={{ minWidth: col.minWidth }}
                    >
                      {col.render(row)}
                    </td>
                  ))}
                  {renderActions && (
                    <td className={`${styles.td} ${styles.actions}`}>{renderActions(row)}</td>
                  )}
                </tr>
              ))}
            {isEmpty && (
              <tr>
                <td
                  colSpan={columns.length + (renderActions ? 1 : 0)}
                  className={`${styles.td} ${styles.empty}`}
                >
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pager}
    </div>
  );
}

function RowCard<T>({
  row,
  columns,
  renderActions,
}: {
  row: T;
  columns: readonly TDataColumn<T>[];
  renderActions?: (row: T) => ReactNode;
}) {
  const primary = columns.find((c) => c.isPrimary) ?? columns[0];
  const details = columns.filter((c) => c !== primary && !c.isHiddenOnCard);
  return (
    <Card as="li" look="outlined" padding="sm">
      <div className={styles.cardHead}>
        <div className={styles.cardPrimary}>{primary?.render(row)}</div>
        {renderActions && <div className={styles.cardActions}>{renderActions(row)}</div>}
      </div>
      {details.length > 0 && (
        <dl className={styles.details}>
          {details.map((col) => (
            <div key={col.id} style={{ display: 'contents' }}>
              <dt>{col.header}</dt>
              <dd>{col.render(row)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

/** Rows per page, '11–20 of 57', previous and next (the table's own pager). */
function Pager({ pagination, isCompact }: { pagination: TDataPagination; isCompact: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const { page, pageSize, total, pageSizes } = pagination;
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <div className={[styles.pager, isCompact && styles.cardsPager].filter(Boolean).join(' ')}>
      <span className={styles.pageSize}>
        <label htmlFor={`${id}-size`}>{isCompact ? t`Rows` : t`Rows per page`}</label>
        <Select
          id={`${id}-size`}
          isSmall
          className={styles.pageSizeSelect}
          value={String(pageSize)}
          options={pageSizes.map(String)}
          onChange={(e) => pagination.onPageSizeChange(Number(e.target.value))}
        />
      </span>
      <span className={styles.range} aria-live="polite">
        {t`${from}–${to} of ${total}`}
      </span>
      <span className={styles.arrows}>
        <IconButton
          label={t`Go to previous page`}
          icon={<ChevronLeft size={20} />}
          disabled={page <= 0}
          onClick={() => pagination.onPageChange(page - 1)}
        />
        <IconButton
          label={t`Go to next page`}
          icon={<ChevronRight size={20} />}
          disabled={page >= lastPage}
          onClick={() => pagination.onPageChange(page + 1)}
        />
      </span>
    </div>
  );
}
