import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LandscapeOutlined from '@mui/icons-material/LandscapeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

type TPromo = { title: string; text: string; action: string; to: string; icon: ReactNode };

/** The three promo sections of spec §2, with the links it names. */
const PROMOS: TPromo[] = [
  {
    title: 'BUY A HOME',
    text: 'Flats, villas and independent houses for sale, with the full price up front and RERA details where the project has them.',
    action: 'Browse homes for sale',
    to: `${paths.properties}?propertyType=BUY`,
    icon: <ApartmentOutlined fontSize="inherit" />,
  },
  {
    title: 'RENT A HOME',
    text: 'Furnished and unfurnished homes to rent, with the monthly rent shown plainly and owners and agents you can contact directly.',
    action: 'Browse homes for rent',
    to: `${paths.properties}?propertyType=RENT`,
    icon: <KeyOutlined fontSize="inherit" />,
  },
  {
    title: 'BUY PLOTS/LAND',
    text: 'Residential and NA plots with area, approvals and location on the map, so you can shortlist before you visit.',
    action: 'Browse plots and land',
    to: `${paths.properties}?propertyType=Land`,
    icon: <LandscapeOutlined fontSize="inherit" />,
  },
];

export function PromoSections() {
  return (
    <Box
      component="section"
      aria-label="Buy, rent or invest"
      sx={{ bgcolor: 'grey.50', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={3}>
          {PROMOS.map((promo) => (
            <Grid key={promo.title} size={{ xs: 12, md: 4 }}>
              <Box
                sx={{
                  height: '100%',
                  bgcolor: 'background.paper',
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  p: 3,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1.5,
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: '2rem',
                    color: 'primary.main',
                    bgcolor: 'grey.50',
                  }}
                >
                  {promo.icon}
                </Box>
                <Typography variant="h3" component="h2" sx={{ letterSpacing: '0.04em' }}>
                  {promo.title}
                </Typography>
                <Typography color="text.secondary" sx={{ flex: 1 }}>
                  {promo.text}
                </Typography>
                <Button
                  component={RouterLink}
                  to={promo.to}
                  variant="outlined"
                  endIcon={<ArrowForward />}
                  sx={{ alignSelf: 'flex-start', minHeight: 44 }}
                >
                  {promo.action}
                </Button>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
