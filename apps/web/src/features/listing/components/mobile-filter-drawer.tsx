import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { BottomSheet, BottomSheetBody, BottomSheetFooter } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { EMPTY_FILTERS, orderRange, type TListingFilters } from '../lib/filters';
import { BedsBathsFields } from './beds-baths-fields';
import { HomeTypeFields } from './home-type-fields';
import styles from './mobile-filter-drawer.module.css';
import { AmenitiesFields, AreaFields, LocationFields, PriceDroppedField, ReraField } from './more-fields';
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
  | 'rera'
  | 'priceDropped'
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
  rera: f.rera,
  priceDropped: f.priceDropped,
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The sheet's content; mounted only while it is open, so each opening starts from the filters. */
function FilterSheetContent({
  filters,
  onApply,
  onClose,
}: {
  filters: TListingFilters;
  onApply: (patch: Partial<TListingFilters>) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(filters));
  const update = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const apply = () => {
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
  };

  return (
    <>
      <BottomSheetBody>
        <Section title={t`Beds & Baths`}>
          <BedsBathsFields bedrooms={draft.bedrooms} bathrooms={draft.bathrooms} onChange={update} />
        </Section>
        <Section title={t`Home Type`}>
          <HomeTypeFields type={draft.type} onChange={(type) => update({ type })} />
        </Section>
        <Section title={t`Price`}>
          <PriceFields
            propertyType={filters.propertyType}
            priceMin={draft.priceMin}
            priceMax={draft.priceMax}
            onChange={update}
          />
        </Section>
        <Section title={t`RERA`}>
          <ReraField value={draft.rera} onChange={(rera) => update({ rera })} />
        </Section>
        <Section title={t`Price drops`}>
          <PriceDroppedField
            value={draft.priceDropped}
            onChange={(priceDropped) => update({ priceDropped })}
          />
        </Section>
        <Section title={t`Amenities`}>
          <AmenitiesFields value={draft.amenities} onChange={(amenities) => update({ amenities })} />
        </Section>
        <Section title={t`Location`}>
          <LocationFields city={draft.city} state={draft.state} onChange={update} />
        </Section>
        <Section title={t`Area`}>
          <AreaFields minArea={draft.minArea} maxArea={draft.maxArea} onChange={update} />
        </Section>
      </BottomSheetBody>
      <BottomSheetFooter>
        <Button
          variant="secondary"
          size="lg"
          className={styles.reset}
          onClick={() => setDraft(draftOf(EMPTY_FILTERS))}
        >
          {t`Reset`}
        </Button>
        <Button variant="primary" size="lg" className={styles.apply} onClick={apply}>
          {t`Show results`}
        </Button>
      </BottomSheetFooter>
    </>
  );
}

export type TMobileFilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  filters: TListingFilters;
  onApply: (patch: Partial<TListingFilters>) => void;
};

/**
 * The phone's filters (spec §2 'Mobile', §9: up to 90% of the viewport height), a sheet from the
 * bottom, applied together on 'Show results'. Loaded on first use (mobile-filter-bar.tsx).
 */
export default function MobileFilterDrawer({ open, onClose, filters, onApply }: TMobileFilterDrawerProps) {
  const { t } = useLingui();
  return (
    <BottomSheet open={open} onClose={onClose} title={t`Filters`} closeLabel={t`Close filters`}>
      <FilterSheetContent filters={filters} onApply={onApply} onClose={onClose} />
    </BottomSheet>
  );
}
