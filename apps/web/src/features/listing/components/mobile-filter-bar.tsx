import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { activeDropdowns, type TListingFilters } from '../lib/filters';
import { CityPickerDialog } from './city-picker-dialog';
import { ListingSearchBox } from './listing-search-box';
import { MobileFilterDrawer } from './mobile-filter-drawer';

/**
 * The phone's filter row (spec §2 'Mobile', at 900 px and below): the city picker, an expandable
 * search and the filter drawer.
 */
export function MobileFilterBar({
  filters,
  suggestions,
  knownCities,
  onChange,
}: {
  filters: TListingFilters;
  suggestions: readonly string[];
  knownCities: readonly string[];
  onChange: (patch: Partial<TListingFilters>) => void;
}) {
  const [isSearchOpen, setSearchOpen] = useState(Boolean(filters.search));
  const [isCityOpen, setCityOpen] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const activeCount = Object.values(activeDropdowns(filters)).filter(Boolean).length;

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => setCityOpen(true)}
          startIcon={<PlaceOutlined color="primary" />}
          endIcon={<KeyboardArrowDown />}
          aria-haspopup="dialog"
          aria-label={`City: ${filters.city || 'All cities'}. Change city`}
          sx={{ minHeight: 44, flex: 1, justifyContent: 'flex-start', borderColor: 'divider', minWidth: 0 }}
        >
          <Box
            component="span"
            sx={{
              flex: 1,
              textAlign: 'left',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {filters.city || 'All cities'}
          </Box>
        </Button>
        <IconButton
          aria-label={isSearchOpen ? 'Close search' : 'Open search'}
          aria-expanded={isSearchOpen}
          aria-controls="mobile-search"
          onClick={() => setSearchOpen((o) => !o)}
          sx={{ width: 44, height: 44, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          {isSearchOpen ? <CloseIcon /> : <SearchIcon />}
        </IconButton>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => setDrawerOpen(true)}
          aria-haspopup="dialog"
          aria-label={activeCount ? `Filters, ${activeCount} active` : 'Filters'}
          startIcon={
            <Badge badgeContent={activeCount} color="secondary">
              <TuneIcon />
            </Badge>
          }
          sx={{ minHeight: 44, borderColor: 'divider' }}
        >
          Filters
        </Button>
      </Box>
      <Collapse in={isSearchOpen} id="mobile-search" unmountOnExit>
        <Box sx={{ pt: 1.5 }}>
          <ListingSearchBox
            key={filters.search}
            search={filters.search}
            suggestions={suggestions}
            onSearch={(search) => onChange({ search })}
            onCity={(city) => onChange({ city })}
            autoFocus
          />
        </Box>
      </Collapse>
      <CityPickerDialog
        open={isCityOpen}
        onClose={() => setCityOpen(false)}
        city={filters.city}
        knownCities={knownCities}
        onPick={(city) => onChange({ city })}
      />
      <MobileFilterDrawer
        open={isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
        filters={filters}
        onApply={onChange}
      />
    </>
  );
}
