import { activeDropdowns, type TListingFilters } from '../lib/filters';
import { priceButtonLabel } from '../lib/price';
import { FilterDropdown } from './filter-dropdown';

type TProps = { filters: TListingFilters; onChange: (patch: Partial<TListingFilters>) => void };

/** The four filter dropdowns of the desktop bar, each with its dot when active. */
export function FilterDropdowns({ filters, onChange }: TProps) {
  const active = activeDropdowns(filters);
  return (
    <>
      <FilterDropdown
        kind="bedsBaths"
        label="Beds & Baths"
        isActive={active.bedsBaths}
        filters={filters}
        onChange={onChange}
      />
      <FilterDropdown
        kind="homeType"
        label="Home Type"
        isActive={active.homeType}
        filters={filters}
        onChange={onChange}
      />
      <FilterDropdown
        kind="price"
        label={priceButtonLabel(filters.propertyType, filters.priceMin, filters.priceMax)}
        isActive={active.price}
        filters={filters}
        onChange={onChange}
      />
      <FilterDropdown kind="more" label="More" isActive={active.more} filters={filters} onChange={onChange} />
    </>
  );
}
