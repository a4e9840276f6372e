import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FEATURED_HOME_COUNT } from '@nivaas/shared/constants';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { PropertyCard } from '../../../components/property-card/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card/property-card-skeleton';
import { paths } from '../../../config/paths';
import { useFeaturedProperties } from '../api/get-featured-properties';

const SKELETON_KEYS = Array.from({ length: FEATURED_HOME_COUNT }, (_, n) => `featured-skeleton-${n}`);
const FEATURED_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 25vw, (min-width: 640px) 50vw, 100vw';

/** 'Properties based on Your Location': the first 4 featured listings and 'View All' (spec §2). */
export function FeaturedSection() {
  const featured = useFeaturedProperties();

  // Spec §8: a failed featured fetch is only logged.
  useEffect(() => {
    if (featured.error) console.error('Failed to fetch featured properties', featured.error);
  }, [featured.error]);

  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="featured-heading"
      sx={{ py: { xs: 6, md: 8 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Typography id="featured-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            Properties based on Your Location
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Hand-picked listings from verified agents near you.
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.properties}
          endIcon={<ArrowForward />}
          sx={{ flexShrink: 0, minHeight: 44 }}
        >
          View All
        </Button>
      </Box>
      <Grid container spacing={3}>
        {featured.isPending &&
          SKELETON_KEYS.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <PropertyCardSkeleton />
            </Grid>
          ))}
        {featured.data?.map((property, i) => (
          <Grid key={property._id} size={{ xs: 12, sm: 6, md: 3 }}>
            <PropertyCard
              property={property}
              eager={i === 0}
              sizes={FEATURED_SIZES}
              favoriteSlot={<FavoriteButton propertyId={property._id} property={property} />}
            />
          </Grid>
        ))}
      </Grid>
      {featured.data?.length === 0 && (
        <Typography color="text.secondary">
          New featured homes are added every week. Browse all listings meanwhile.
        </Typography>
      )}
    </Container>
  );
}
