import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TDeveloper } from '@nivaas/shared/developer';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import {
  abbreviateCount,
  cardSpecializations,
  descriptionText,
  foundedText,
  locationText,
} from '../lib/developer-display';
import { DeveloperLogo } from './developer-logo';
import { PlaceholderRating } from './placeholder-rating';

const LOGO_SIZE = 64;

/** A builder in the directory (admin spec §2.8). */
export function DeveloperCard({ developer, eager = false }: { developer: TDeveloper; eager?: boolean }) {
  const nameId = useId();
  const { shown, more } = cardSpecializations(developer.specializations);
  const facts = [
    { label: 'Founded', value: foundedText(developer.foundedYear) },
    { label: 'Completed', value: abbreviateCount(developer.completedProjects) },
    { label: 'Listings', value: String(developer.listingCount) },
  ];
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: 2, gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <DeveloperLogo name={developer.name} logo={developer.logo} size={LOGO_SIZE} eager={eager} />
        <PlaceholderRating />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={nameId} component="h2" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {developer.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
        >
          <PlaceOutlined fontSize="small" aria-hidden />
          {locationText(developer.headquarters)}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {descriptionText(developer.description)}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          py: 1,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          textAlign: 'center',
        }}
      >
        {facts.map((f) => (
          <div key={f.label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {f.value}
            </Typography>
          </div>
        ))}
      </Box>
      {shown.length > 0 && (
        <Box
          component="ul"
          aria-label="Specializations"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {shown.map((name) => (
            <li key={name}>
              <Chip label={name} size="small" />
            </li>
          ))}
          {more > 0 && (
            <li>
              <Chip label={`+${more} more`} size="small" variant="outlined" />
            </li>
          )}
        </Box>
      )}
      <Button
        component={RouterLink}
        to={paths.developer(developer._id)}
        variant="contained"
        fullWidth
        aria-label={`View Developer: ${developer.name}`}
        sx={{ mt: 'auto', minHeight: 44 }}
      >
        View Developer
      </Button>
    </Card>
  );
}
