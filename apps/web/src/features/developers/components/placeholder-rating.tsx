import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';

const STARS = ['1', '2', '3', '4', '5'];

/**
 * The fixed five-star display of a builder card (admin spec §2.8). Nivaas does not collect builder
 * reviews yet, so the stars stay empty and the count says so rather than inventing a rating.
 */
export function PlaceholderRating() {
  return (
    <Box
      role="img"
      aria-label="Not rated yet, 0 reviews"
      sx={{ display: 'inline-flex', alignItems: 'center', color: 'secondary.main' }}
    >
      {STARS.map((n) => (
        <StarBorder key={n} sx={{ fontSize: 18 }} />
      ))}
      <Box component="span" sx={{ ml: 0.5, typography: 'caption', color: 'text.secondary' }}>
        (0 reviews)
      </Box>
    </Box>
  );
}
