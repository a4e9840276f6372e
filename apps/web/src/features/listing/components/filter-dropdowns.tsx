import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { activeDropdowns, orderRange, type TListingFilters } from '../lib/filters';
import { priceButtonLabel } from '../lib/price';
import { BedsBathsFields } from './beds-baths-fields';
import { FilterDropdown, PanelActions } from './filter-dropdown';
import { HomeTypeFields } from './home-type-fields';
import { AmenitiesFields, AreaFields, LocationFields } from './more-fields';
import { PriceFields } from './price-fields';

type TProps = { filters: TListingFilters; onChange: (patch: Partial<TListingFilters>) => void };

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

/** The four filter dropdowns of the desktop bar, each with its dot when active. */
export function FilterDropdowns({ filters, onChange }: TProps) {
  const active = activeDropdowns(filters);
  return (
    <>
      <FilterDropdown label="Beds & Baths" isActive={active.bedsBaths}>
        {(close) => <BedsBathsPanel filters={filters} onChange={onChange} close={close} />}
      </FilterDropdown>
      <FilterDropdown label="Home Type" isActive={active.homeType} width={260}>
        {() => <HomeTypeFields type={filters.type} onChange={(type) => onChange({ type })} />}
      </FilterDropdown>
      <FilterDropdown
        label={priceButtonLabel(filters.propertyType, filters.priceMin, filters.priceMax)}
        isActive={active.price}
      >
        {(close) => <PricePanel filters={filters} onChange={onChange} close={close} />}
      </FilterDropdown>
      <FilterDropdown label="More" isActive={active.more} width={420}>
        {(close) => <MorePanel filters={filters} onChange={onChange} close={close} />}
      </FilterDropdown>
    </>
  );
}
