import { useLingui } from '@lingui/react/macro';
import { activeDropdowns, type TListingFilters } from '../lib/filters';
import { priceButtonLabel } from '../lib/price';
import { FilterDropdown } from './filter-dropdown';

type TProps = { filters: TListingFilters; onChange: (patch: Partial<TListingFilters>) => void };

/** The four filter dropdowns of the desktop bar, each with its dot when active. */
export function FilterDropdowns({ filters, onChange }: TProps) {
  const { t, i18n } = useLingui();
  const active = activeDropdowns(filters);
  return (
    <>
      <FilterDropdown
        kind="bedsBaths"
        label={t`Beds & Baths`}
        isActive={active.bedsBaths}
        filters={filters}
        onChange={onChange}
      />
      <FilterDropdown
        kind="homeType"
        label={t`Home Type`}
        isActive={active.homeType}
        filters={filters}
        onChange={onChange}
      />
      <FilterDropdown
        kind="price"
        label={priceButtonLabel(filters.propertyType, filters.priceMin, filters.priceMax, i18n)}
        isActive={active.price}
        filters={filters}
        onChange={onChange}
      />
      <FilterDropdown
        kind="more"
        label={t`More`}
        isActive={active.more}
        filters={filters}
        onChange={onChange}
      />
    </>
  );
}
