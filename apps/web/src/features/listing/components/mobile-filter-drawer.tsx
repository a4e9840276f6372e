import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { MuiScope } from '../../../app/mui-scope';
import { EMPTY_FILTERS, orderRange, type TListingFilters } from '../lib/filters';
import { BedsBathsFields } from './beds-baths-fields';
import { HomeTypeFields } from './home-type-fields';
import { AmenitiesFields, AreaFields, LocationFields } from './more-fields';
import { PriceFields } from './price-fields';

type TDraft = Pick<
  TListingFilters,
  | 'bedrooms'
  | 'bathrooms'
  | 'type'
  | 'priceMin'
  | 'priceMax'
  | 'amenities'
  | 'city'
  | 'state'
  | 'minArea'
  | 'maxArea'
>;

const draftOf = (f: TListingFilters): TDraft => ({
  bedrooms: f.bedrooms,
  bathrooms: f.bathrooms,
  type: f.type,
  priceMin: f.priceMin,
  priceMax: f.priceMax,
  amenities: f.amenities,
  city: f.city,
  state: f.state,
  minArea: f.minArea,
  maxArea: f.maxArea,
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ py: 2 }}>
      <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function DrawerBody({
  filters,
  onApply,
  onClose,
}: {
  filters: TListingFilters;
  onApply: (patch: Partial<TListingFilters>) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<TDraft>(() => draftOf(filters));
  const update = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id="filter-drawer-title" variant="h4" component="h2" sx={{ flex: 1 }}>
          Filters
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose} sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', px: 2, flex: 1 }}>
        <Section title="Beds & Baths">
          <BedsBathsFields bedrooms={draft.bedrooms} bathrooms={draft.bathrooms} onChange={update} />
        </Section>
        <Divider />
        <Section title="Home Type">
          <HomeTypeFields type={draft.type} onChange={(type) => update({ type })} />
        </Section>
        <Divider />
        <Section title="Price">
          <PriceFields
            propertyType={filters.propertyType}
            priceMin={draft.priceMin}
            priceMax={draft.priceMax}
            onChange={update}
          />
        </Section>
        <Divider />
        <Section title="Amenities">
          <AmenitiesFields value={draft.amenities} onChange={(amenities) => update({ amenities })} />
        </Section>
        <Divider />
        <Section title="Location">
          <LocationFields city={draft.city} state={draft.state} onChange={update} />
        </Section>
        <Divider />
        <Section title="Area">
          <AreaFields minArea={draft.minArea} maxArea={draft.maxArea} onChange={update} />
        </Section>
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          p: 2,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Button
          onClick={() => setDraft(draftOf(EMPTY_FILTERS))}
          sx={{ minHeight: 48, flex: 1 }}
          variant="outlined"
        >
          Reset
        </Button>
        <Button
          variant="contained"
          sx={{ minHeight: 48, flex: 2 }}
          onClick={() => {
            const [priceMin, priceMax] = orderRange(draft.priceMin, draft.priceMax);
            const [minArea, maxArea] = orderRange(draft.minArea, draft.maxArea);
            onApply({
              ...draft,
              priceMin,
              priceMax,
              minArea,
              maxArea,
              city: draft.city.trim(),
              state: draft.state.trim(),
            });
            onClose();
          }}
        >
          Show results
        </Button>
      </Box>
    </>
  );
}

export type TMobileFilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  filters: TListingFilters;
  onApply: (patch: Partial<TListingFilters>) => void;
};

/** The phone's filter drawer (spec §2, §9: up to 90% of the viewport height), applied together. */
export function MobileFilterDrawer({ open, onClose, filters, onApply }: TMobileFilterDrawerProps) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'filter-drawer-title',
          sx: {
            maxHeight: '90vh',
            borderTopLeftRadius: 12,
            borderTopRightRadius: 12,
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <DrawerBody filters={filters} onApply={onApply} onClose={onClose} />
    </Drawer>
  );
}

/** Loaded on first use, with MUI and its theme (the listing page itself loads no MUI). */
export default function ScopedMobileFilterDrawer(props: TMobileFilterDrawerProps) {
  return (
    <MuiScope>
      <MobileFilterDrawer {...props} />
    </MuiScope>
  );
}
