import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFact } from '../lib/property-display';

/** The key-facts strip under the photos: tiles that wrap to as many rows as they need. */
export function KeyFacts({ facts }: { facts: readonly TFact[] }) {
  if (!facts.length) return null;
  return (
    <Box
      component="dl"
      aria-label="Key facts"
      sx={{
        m: 0,
        mt: 2,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(128px, 1fr))' },
        gap: 1,
      }}
    >
      {facts.map((f) => (
        <Box
          key={f.key}
          sx={{ px: 2, py: 1.25, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
        >
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
