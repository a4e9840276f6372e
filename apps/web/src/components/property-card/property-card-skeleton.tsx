import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a property card while it loads (DESIGN 'Empty, loading and error states'). */
export function PropertyCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="45%" height={32} />
        <Skeleton width="90%" />
        <Skeleton width="60%" />
        <Skeleton width="75%" />
        <Skeleton width="40%" sx={{ mt: 1 }} />
      </Box>
    </Card>
  );
}
