import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** The detail page's shape while the builder loads: header, tab bar, sections and the summary. */
export function DeveloperDetailSkeleton() {
  return (
    <Box role="status" aria-label="Loading developer" aria-live="polite">
      <Skeleton width={220} sx={{ mb: 1 }} />
      <Box sx={{ display: 'flex', gap: 3, p: { xs: 2, md: 3 }, borderRadius: 3, bgcolor: 'grey.50' }}>
        <Skeleton variant="rounded" sx={{ width: { xs: 72, sm: 112 }, height: { xs: 72, sm: 112 } }} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" sx={{ fontSize: 32, width: '60%' }} />
          <Skeleton width="40%" />
          <Skeleton width="30%" />
          <Skeleton variant="rounded" height={64} sx={{ mt: 2, maxWidth: 560 }} />
        </Box>
      </Box>
      <Grid container spacing={{ xs: 3, md: 4 }} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton height={48} />
          <Skeleton width="90%" sx={{ mt: 2 }} />
          <Skeleton width="95%" />
          <Skeleton width="70%" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={280} sx={{ borderRadius: 3 }} />
        </Grid>
      </Grid>
    </Box>
  );
}
