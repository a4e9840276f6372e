import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label="Nivaas home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: inverted ? '#fff' : 'primary.main',
        fontWeight: 800,
        fontSize: 22,
        letterSpacing: '-0.02em',
      }}
    >
      <img src="/favicon.svg" alt="" width={30} height={30} />
      Nivaas
    </Box>
  );
}
