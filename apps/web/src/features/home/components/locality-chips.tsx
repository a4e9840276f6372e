import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { chipsPerPage, localityUrl, nextChipStart, type THomeTab, visibleChips } from '../lib/home-search';
import { useWindowWidth } from '../lib/use-window-width';

/**
 * 'Popular Localities in {city}:' (spec §2): 3/4/5/6 chips at a time by width; the next button
 * pages through them and wraps to the start. Each chip opens the listing for that locality.
 */
export function LocalityChips({
  city,
  localities,
  tab,
}: {
  city: string;
  localities: string[];
  tab: THomeTab;
}) {
  const perPage = chipsPerPage(useWindowWidth());
  // A new city or a new page size starts again from the first chip.
  const key = `${city}|${perPage}`;
  const [paging, setPaging] = useState({ key, start: 0 });
  const start = paging.key === key ? paging.start : 0;

  if (!city || localities.length === 0) return null;
  const shown = visibleChips(localities, start, perPage);
  const canPage = localities.length > perPage;

  return (
    <Box
      component="section"
      aria-label={`Popular localities in ${city}`}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      <Typography
        component="h2"
        variant="body2"
        sx={{ fontWeight: 600, mr: 0.5, width: { xs: '100%', sm: 'auto' } }}
      >
        Popular Localities in {city}:
      </Typography>
      <Box component="ul" sx={{ display: 'contents', listStyle: 'none' }}>
        {shown.map((locality) => (
          <Box component="li" key={locality} sx={{ display: 'inline-flex' }}>
            <Chip
              label={locality}
              component={RouterLink}
              to={localityUrl(city, locality, tab)}
              clickable
              variant="outlined"
              sx={{ minHeight: { xs: 44, sm: 36 }, bgcolor: 'background.paper' }}
            />
          </Box>
        ))}
      </Box>
      {canPage && (
        <IconButton
          aria-label="Show more localities"
          onClick={() => setPaging({ key, start: nextChipStart(start, perPage, localities.length) })}
          sx={{ width: 44, height: 44, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <ChevronRight />
        </IconButton>
      )}
    </Box>
  );
}
