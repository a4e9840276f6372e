import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { BrandLogo } from './brand-logo';

const POPULAR_CITIES = [
  'Nashik',
  'Mumbai',
  'Bengaluru',
  'Pune',
  'Delhi',
  'Noida',
  'Gurgaon',
  'Hyderabad',
  'Chennai',
  'Kolkata',
];

const COLUMNS: { title: string; links: { label: string; to: string; external?: boolean }[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'Home loan EMI calculator', to: paths.emiCalculator },
      { label: 'Interior design', to: paths.interiorDesign },
      { label: 'Lawyer consultancy', to: paths.lawyer },
      { label: 'Packers and movers', to: paths.movers },
      { label: 'Builders directory', to: paths.developers },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Help Center', to: paths.help },
      { label: 'Trust and Safety', to: paths.trust },
      { label: 'How We Work', to: paths.howWeWork },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms and Conditions', to: paths.terms },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'About Nivaas', to: paths.about },
      { label: 'Careers', to: paths.career },
      { label: 'Contact us', to: paths.contact },
    ],
  },
  {
    title: 'Partners',
    links: [
      { label: 'RERA Maharashtra', to: 'https://maharera.maharashtra.gov.in', external: true },
      { label: 'National Housing Bank', to: 'https://nhb.org.in', external: true },
      { label: 'PMAY (Urban)', to: 'https://pmaymis.gov.in', external: true },
    ],
  },
];

const SOCIAL = [
  { label: 'Facebook', to: 'https://www.facebook.com/' },
  { label: 'Instagram', to: 'https://www.instagram.com/' },
  { label: 'LinkedIn', to: 'https://www.linkedin.com/' },
  { label: 'YouTube', to: 'https://www.youtube.com/' },
];

const linkSx = {
  color: 'rgba(255,255,255,0.85)',
  display: 'inline-block',
  py: 0.5,
  '&:hover': { color: '#fff' },
};

/** The footer on every page (admin spec §2.14). */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0B3F49', color: '#fff', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <BrandLogo inverted />
            <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.85)', maxWidth: 340 }}>
              Homes, plots and offices across India, with honest prices in rupees and agents you can verify.
            </Typography>
            <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
              Popular cities
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {POPULAR_CITIES.map((city) => (
                <Link
                  key={city}
                  component={RouterLink}
                  to={`${paths.properties}?city=${encodeURIComponent(city)}`}
                  sx={linkSx}
                >
                  {city}
                </Link>
              ))}
            </Box>
          </Grid>
          {COLUMNS.map((col) => (
            <Grid key={col.title} size={{ xs: 6, sm: 3, md: 2 }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {col.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {col.links.map((l) => (
                  <li key={l.label}>
                    {l.external ? (
                      <Link href={l.to} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                        {l.label}
                      </Link>
                    ) : (
                      <Link component={RouterLink} to={l.to} sx={linkSx}>
                        {l.label}
                      </Link>
                    )}
                  </li>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Box
          sx={{
            borderTop: '1px solid rgba(255,255,255,0.2)',
            mt: 4,
            pt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.85)' }}>
            © {new Date().getFullYear()} Nivaas Realty Private Limited. All rights reserved.
          </Typography>
          <Box component="nav" aria-label="Social" sx={{ display: 'flex', gap: 2 }}>
            {SOCIAL.map((s) => (
              <Link key={s.label} href={s.to} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                {s.label}
              </Link>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
