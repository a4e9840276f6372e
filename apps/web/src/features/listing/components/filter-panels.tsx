import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { MuiScope } from '../../../app/mui-scope';
import { orderRange, type TListingFilters } from '../lib/filters';
import { BedsBathsFields } from './beds-baths-fields';
import type { TFilterPanelKind } from './filter-dropdown';
import { HomeTypeFields } from './home-type-fields';
import { AmenitiesFields, AreaFields, LocationFields } from './more-fields';
import { PriceFields } from './price-fields';

/*
 * The panels of the desktop filter dropdowns, built with MUI and loaded on first use (or when a
 * pointer or focus on a filter button shows the intent), so the listing's first view loads no MUI.
 */

type TProps = { filters: TListingFilters; onChange: (patch: Partial<TListingFilters>) => void };

/** Reset and Apply at the foot of a panel. */
function PanelActions({ onReset, onApply }: { onReset: () => void; onApply: () => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2 }}>
      <Button onClick={onReset} sx={{ minHeight: 44 }}>
        Reset
      </Button>
      <Button variant="contained" onClick={onApply} sx={{ minHeight: 44, px: 3 }}>
        Apply
      </Button>
    </Box>
  );
}

/** Beds & Baths: applied only on Apply (spec §4). */
function BedsBathsPanel({ filters, onChange, close }: TProps & { close: () => void }) {
  const [draft, setDraft] = useState({ bedrooms: filters.bedrooms, bathrooms: filters.bathrooms });
  return (
    <>
      <BedsBathsFields {...draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
      <PanelActions
        onReset={() => setDraft({ bedrooms: '', bathrooms: '' })}
        onApply={() => {
          onChange(draft);
          close();
        }}
      />
    </>
  );
}

/** Price: applied only on Apply; Reset clears the range fields (spec §4). */
function PricePanel({ filters, onChange, close }: TProps & { close: () => void }) {
  const [draft, setDraft] = useState({ priceMin: filters.priceMin, priceMax: filters.priceMax });
  return (
    <>
      <PriceFields propertyType={filters.propertyType} {...draft} onChange={setDraft} />
      <PanelActions
        onReset={() => setDraft({ priceMin: '', priceMax: '' })}
        onApply={() => {
          const [priceMin, priceMax] = orderRange(draft.priceMin, draft.priceMax);
          onChange({ priceMin, priceMax });
          close();
        }}
      />
    </>
  );
}

const MORE_TABS = ['Amenities', 'Location', 'Area'] as const;

/** More: tabs Amenities, Location and Area (spec §2), applied together on Apply. */
function MorePanel({ filters, onChange, close }: TProps & { close: () => void }) {
  const [tab, setTab] = useState<(typeof MORE_TABS)[number]>('Amenities');
  const [draft, setDraft] = useState({
    amenities: filters.amenities,
    city: filters.city,
    state: filters.state,
    minArea: filters.minArea,
    maxArea: filters.maxArea,
  });
  const update = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, v) => setTab(v)}
        variant="fullWidth"
        aria-label="More filters"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {MORE_TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={t}
            id={`more-tab-${t}`}
            aria-controls={`more-panel-${t}`}
            sx={{ minHeight: 44 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`more-panel-${tab}`}
        aria-labelledby={`more-tab-${tab}`}
        sx={{ minHeight: 200 }}
      >
        {tab === 'Amenities' && (
          <AmenitiesFields value={draft.amenities} onChange={(amenities) => update({ amenities })} />
        )}
        {tab === 'Location' && <LocationFields city={draft.city} state={draft.state} onChange={update} />}
        {tab === 'Area' && <AreaFields minArea={draft.minArea} maxArea={draft.maxArea} onChange={update} />}
      </Box>
      <PanelActions
        onReset={() => setDraft({ amenities: [], city: '', state: '', minArea: '', maxArea: '' })}
        onApply={() => {
          const [minArea, maxArea] = orderRange(draft.minArea, draft.maxArea);
          onChange({ ...draft, city: draft.city.trim(), state: draft.state.trim(), minArea, maxArea });
          close();
        }}
      />
    </>
  );
}

const WIDTHS: Record<TFilterPanelKind, number> = { bedsBaths: 360, homeType: 260, price: 360, more: 420 };

export type TFilterPanelProps = TProps & {
  kind: TFilterPanelKind;
  /** The panel's id, named by its button's aria-controls. */
  id: string;
  label: string;
  /** The button the panel opens under; null while closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
};

/**
 * A filter's panel under its button (spec §2): it closes on an outside click or Escape and gives
 * focus back to the button (MUI's modal focus handling).
 */
export default function FilterPanel({
  kind,
  id,
  label,
  anchor,
  onClose,
  filters,
  onChange,
}: TFilterPanelProps) {
  return (
    <MuiScope>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        disableScrollLock
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': label,
            sx: { mt: 1, width: WIDTHS[kind], maxWidth: 'calc(100vw - 32px)', borderRadius: 3, p: 2 },
          },
        }}
      >
        {kind === 'bedsBaths' && <BedsBathsPanel filters={filters} onChange={onChange} close={onClose} />}
        {kind === 'homeType' && (
          <HomeTypeFields type={filters.type} onChange={(type) => onChange({ type })} />
        )}
        {kind === 'price' && <PricePanel filters={filters} onChange={onChange} close={onClose} />}
        {kind === 'more' && <MorePanel filters={filters} onChange={onChange} close={onClose} />}
      </Popover>
    </MuiScope>
  );
}
