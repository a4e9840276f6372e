import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPrice, PRICE_NOT_AVAILABLE } from '@nivaas/shared/format-price';
import type { TProperty } from '@nivaas/shared/property';
import { Link as RouterLink } from 'react-router';
import { priceSx } from '../../../app/theme';
import { paths } from '../../../config/paths';
import { fullPrice, pricePerSqft } from '../lib/property-display';

export const asideCardSx = { p: { xs: 2, sm: 3 }, borderRadius: 3 } as const;

/** The price in full rupees with Indian grouping, its short form and the rate per sq ft (spec §9). */
export function PriceDetailsCard({ property }: { property: TProperty }) {
  const full = fullPrice(property.price, property.status);
  const perSqft = pricePerSqft(property.price, property.area, property.status);
  const isRent = property.status === 'For Rent';
  // Below a lakh the short form is the full amount: say it once.
  const short = formatPrice(property.price, property.status);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="price-details-title" sx={asideCardSx}>
      <Typography id="price-details-title" variant="h5" component="h2" color="text.secondary" gutterBottom>
        {isRent ? 'Monthly rent' : 'Price details'}
      </Typography>
      {full ? (
        <>
          <Typography
            sx={{ ...priceSx, fontSize: { xs: 28, sm: 32 }, lineHeight: 1.2 }}
            data-testid="price-full"
          >
            {full}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}>
            {short !== full && <Typography sx={{ ...priceSx, color: 'primary.main' }}>{short}</Typography>}
            {perSqft && <Typography color="text.secondary">{perSqft}</Typography>}
          </Box>
          {!isRent && (
            <Link
              component={RouterLink}
              to={paths.emiCalculator}
              sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}
            >
              Estimate your home loan EMI
            </Link>
          )}
        </>
      ) : (
        <Typography sx={{ ...priceSx, fontSize: 24 }}>{PRICE_NOT_AVAILABLE}</Typography>
      )}
    </Paper>
  );
}
