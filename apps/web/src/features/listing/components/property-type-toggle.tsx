import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TListingPropertyType } from '../lib/filters';
import { PROPERTY_TYPE_TOGGLE } from '../lib/options';

/** All / Buy / Rent (spec §2), sending no status, 'For Sale' or 'For Rent'. */
export function PropertyTypeToggle({
  value,
  onChange,
  fullWidth = false,
}: {
  value: TListingPropertyType;
  onChange: (value: TListingPropertyType) => void;
  fullWidth?: boolean;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_e, next: TListingPropertyType | null) => next && onChange(next)}
      aria-label="Buy or rent"
      fullWidth={fullWidth}
      color="primary"
      sx={{ bgcolor: 'background.paper' }}
    >
      {PROPERTY_TYPE_TOGGLE.map((o) => (
        <ToggleButton key={o.value} value={o.value} sx={{ minHeight: 44, px: 2, fontWeight: 700 }}>
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
