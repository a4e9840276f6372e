import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

const POINTS = [
  'Free to list for owners and agents',
  'Photos, floor plans and brochure in one place',
  'Leads straight to your inbox',
];

/** The owner section: 'Post Your Property' goes to /add-property (via login when signed out). */
export function OwnerSection() {
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="owner-heading"
      sx={{ py: { xs: 6, md: 8 } }}
    >
      <Box
        sx={{
          borderRadius: 3,
          p: { xs: 3, md: 6 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          gap: 3,
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="overline" component="p" sx={{ opacity: 0.9, fontWeight: 700 }}>
            For owners and agents
          </Typography>
          <Typography id="owner-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2 }}>
            Sell or rent your property faster
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {POINTS.map((point) => (
              <Box component="li" key={point} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CheckCircleOutline fontSize="small" aria-hidden />
                {point}
              </Box>
            ))}
          </Box>
        </Box>
        <Button
          component={RouterLink}
          to={paths.addProperty}
          variant="contained"
          color="secondary"
          size="large"
          sx={{ minHeight: 48, px: 4, alignSelf: { xs: 'stretch', md: 'center' } }}
        >
          Post Your Property
        </Button>
      </Box>
    </Container>
  );
}
