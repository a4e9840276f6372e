import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** The page's shape while the listing loads: header, 16:9 photo, facts and the side cards. */
export function PropertyDetailSkeleton() {
  return (
    <Box role="status" aria-label="Loading property" aria-live="polite">
      <Skeleton width={220} />
      <Skeleton variant="text" sx={{ fontSize: 32, width: '70%' }} />
      <Skeleton width="50%" sx={{ mb: 2 }} />
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 3 }} />
          <Skeleton variant="rounded" height={64} sx={{ mt: 2, borderRadius: 3 }} />
          <Skeleton height={52} sx={{ mt: 2 }} />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={160} sx={{ borderRadius: 3 }} />
          <Skeleton variant="rounded" height={200} sx={{ mt: 2, borderRadius: 3 }} />
        </Grid>
      </Grid>
    </Box>
  );
}
