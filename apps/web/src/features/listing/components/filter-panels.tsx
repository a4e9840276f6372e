import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Popover } from '../../../components/ui/popover';
import { Tabs } from '../../../components/ui/tabs';
import { orderRange, type TListingFilters } from '../lib/filters';
import { BedsBathsFields } from './beds-baths-fields';
import type { TFilterPanelKind } from './filter-dropdown';
import styles from './filter-panels.module.css';
import { HomeTypeFields } from './home-type-fields';
import { AmenitiesFields, AreaFields, LocationFields, PriceDroppedField, ReraField } from './more-fields';
import { PriceFields } from './price-fields';

/*
 * The panels of the desktop filter dropdowns, loaded on first use (or when a pointer or focus on
 * a filter button shows the intent): their code and Base UI's popover stay off the first download.
 */

type TProps = { filters: TListingFilters; onChange: (patch: Partial<TListingFilters>) => void };

/** Reset and Apply at the foot of a panel: the primary action last. */
function PanelActions({ onReset, onApply }: { onReset: () => void; onApply: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.actions}>
      <Button variant="ghost" onClick={onReset}>
        {t`Reset`}
      </Button>
      <Button variant="primary" onClick={onApply}>
        {t`Apply`}
      </Button>
    </div>
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

type TMoreTab = 'Amenities' | 'Location' | 'Area';

/** More: tabs Amenities, Location and Area (spec §2), applied together on Apply. */
function MorePanel({ filters, onChange, close }: TProps & { close: () => void }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<TMoreTab>('Amenities');
  const [draft, setDraft] = useState({
    amenities: filters.amenities,
    city: filters.city,
    state: filters.state,
    minArea: filters.minArea,
    maxArea: filters.maxArea,
    rera: filters.rera,
    priceDropped: filters.priceDropped,
  });
  const update = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <>
      <div className={styles.reraField}>
        <ReraField value={draft.rera} onChange={(rera) => update({ rera })} />
        <PriceDroppedField value={draft.priceDropped} onChange={(priceDropped) => update({ priceDropped })} />
      </div>
      <Tabs
        label={t`More filters`}
        isFullWidth
        value={tab}
        onChange={setTab}
        panelClassName={styles.morePanel}
        tabs={[
          {
            value: 'Amenities',
            label: t`Amenities`,
            content: (
              <AmenitiesFields value={draft.amenities} onChange={(amenities) => update({ amenities })} />
            ),
          },
          {
            value: 'Location',
            label: t`Location`,
            content: <LocationFields city={draft.city} state={draft.state} onChange={update} />,
          },
          {
            value: 'Area',
            label: t`Area`,
            content: <AreaFields minArea={draft.minArea} maxArea={draft.maxArea} onChange={update} />,
          },
        ]}
      />
      <PanelActions
        onReset={() =>
          setDraft({
            amenities: [],
            city: '',
            state: '',
            minArea: '',
            maxArea: '',
            rera: false,
            priceDropped: false,
          })
        }
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
 * focus back to the button. Its draft starts from the filters each time it opens.
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
    <Popover anchor={anchor} onClose={onClose} label={label} id={id} width={WIDTHS[kind]}>
      {kind === 'bedsBaths' && <BedsBathsPanel filters={filters} onChange={onChange} close={onClose} />}
      {kind === 'homeType' && <HomeTypeFields type={filters.type} onChange={(type) => onChange({ type })} />}
      {kind === 'price' && <PricePanel filters={filters} onChange={onChange} close={onClose} />}
      {kind === 'more' && <MorePanel filters={filters} onChange={onChange} close={onClose} />}
    </Popover>
  );
}
