import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The row above an admin table: the search box (and any filters) on the left, and a live count of
 * what is shown, so a screen-reader user hears the result of a search.
 */
export function ListToolbar({
  children,
  count,
  noun,
  isLoading,
}: {
  children: ReactNode;
  count: number;
  /** Singular and plural: ['user', 'users']. */
  noun: readonly [string, string];
  /** No list yet (still loading, or it failed): no count rather than a misleading '0'. */
  isLoading?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        mb: 2,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, flex: '1 1 320px', alignItems: 'center' }}>
        {children}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        aria-live="polite"
        sx={{ minHeight: 20 }}
      >
        {isLoading ? '' : `${count.toLocaleString('en-IN')} ${count === 1 ? noun[0] : noun[1]}`}
      </Typography>
    </Box>
  );
}
