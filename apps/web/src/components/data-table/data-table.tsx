import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/**
 * The actions column stays in view when a wide table scrolls sideways (a tablet, or a desktop
 * with the drawer open), so the row menu is always on the right and never needs a scroll.
 */
const stickyActionsSx = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: 'inset 1px 0 0 rgba(31,41,51,0.08)',
} as const;

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

/**
 * An admin table (DESIGN 'Tables'): a real table with a sticky header, dense rows and the row
 * menu on the right on desktops; below the md breakpoint (900 px) each row becomes a card with
 * the same labels. Skeleton rows while loading; the caller's empty state when there are no rows.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowKey,
  renderActions,
  actionsHeader = 'Actions',
  isLoading = false,
  skeletonRows = 5,
  empty,
  pagination,
  maxHeight = 'calc(100vh - 260px)',
}: TDataTableProps<T>) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const isEmpty = !isLoading && rows.length === 0;

  const pager = pagination && !isLoading && pagination.total > 0 && (
    <TablePagination
      component="div"
      count={pagination.total}
      page={pagination.page}
      rowsPerPage={pagination.pageSize}
      rowsPerPageOptions={[...pagination.pageSizes]}
      onPageChange={(_e, page) => pagination.onPageChange(page)}
      onRowsPerPageChange={(e) => pagination.onPageSizeChange(Number(e.target.value))}
      labelRowsPerPage={isPhone ? 'Rows' : 'Rows per page'}
      sx={{
        borderTop: isPhone ? 0 : 1,
        borderColor: 'divider',
        '& .MuiTablePagination-toolbar': { px: { xs: 0, sm: 2 }, flexWrap: 'wrap' },
        '& .MuiTablePagination-actions button': { width: 44, height: 44 },
      }}
    />
  );

  if (isPhone) {
    return (
      <Box>
        {isEmpty ? (
          <Paper variant="outlined" sx={{ borderRadius: 3 }}>
            {empty}
          </Paper>
        ) : (
          <Box
            component="ul"
            aria-label={label}
            aria-busy={isLoading || undefined}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {isLoading
              ? Array.from({ length: Math.min(skeletonRows, 4) }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <Box component="li" key={i}>
                    <Card sx={{ p: 2 }} aria-hidden>
                      <Skeleton width="60%" height={28} />
                      <Skeleton width="90%" />
                      <Skeleton width="75%" />
                      <Skeleton width="40%" />
                    </Card>
                  </Box>
                ))
              : rows.map((row) => (
                  <RowCard key={getRowKey(row)} row={row} columns={columns} renderActions={renderActions} />
                ))}
          </Box>
        )}
        {pager}
      </Box>
    );
  }

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableContainer sx={{ maxHeight }}>
        <Table
          stickyHeader
          size="small"
          aria-label={label}
          aria-busy={isLoading || undefined}
          sx={{
            '& .MuiTableCell-root': { px: 1.5 },
            '& .MuiTableCell-root:first-of-type': { pl: 2 },
            ...(renderActions ? { '& .MuiTableCell-root:last-of-type': { px: 1 } } : {}),
          }}
        >
          <TableHead>
            <TableRow>
              {columns.map((col) => (
                <TableCell
                  key={col.id}
                  align={col.align}
                  sx={{
                    width: col.width,
                    minWidth: col.minWidth,
                    fontWeight: 600,
                    bgcolor: 'grey.50',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {col.header}
                </TableCell>
              ))}
              {renderActions && (
                <TableCell
                  align="right"
                  sx={{ ...stickyActionsSx, width: 40, fontWeight: 600, bgcolor: 'grey.50', zIndex: 3 }}
                >
                  {actionsHeader}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {isLoading &&
              Array.from({ length: skeletonRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <TableRow key={i} aria-hidden>
                  {columns.map((col) => (
                    <TableCell key={col.id}>
                      <Skeleton />
                    </TableCell>
                  ))}
                  {renderActions && (
                    <TableCell align="right" sx={stickyActionsSx}>
                      <Skeleton variant="circular" width={24} height={24} sx={{ ml: 'auto' }} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            {!isLoading &&
              rows.map((row) => (
                <TableRow key={getRowKey(row)} hover>
                  {columns.map((col) => (
                    <TableCell key={col.id} align={col.align} sx={{ minWidth: col.minWidth }}>
                      {col.render(row)}
                    </TableCell>
                  ))}
                  {renderActions && (
                    <TableCell align="right" sx={{ ...stickyActionsSx, whiteSpace: 'nowrap', py: 0.25 }}>
                      {renderActions(row)}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            {isEmpty && (
              <TableRow>
                <TableCell colSpan={columns.length + (renderActions ? 1 : 0)} sx={{ borderBottom: 0 }}>
                  {empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </Paper>
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
    <Box component="li">
      <Card sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>{primary?.render(row)}</Box>
          {renderActions && <Box sx={{ flexShrink: 0, mt: -0.5, mr: -1 }}>{renderActions(row)}</Box>}
        </Box>
        {details.length > 0 && (
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 1.5,
              display: 'grid',
              gridTemplateColumns: 'minmax(88px, auto) 1fr',
              columnGap: 2,
              rowGap: 1,
              alignItems: 'center',
            }}
          >
            {details.map((col) => (
              <Box key={col.id} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {col.header}
                </Typography>
                <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>
                  {col.render(row)}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Card>
    </Box>
  );
}
