import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { FILTER_AMENITIES } from '@nivaas/shared/property-options';
import { digitsOnly } from '../lib/filters';

/** Amenities of the filter (spec §3): all selected must match. */
export function AmenitiesFields({
  value,
  onChange,
}: {
  value: string[];
  onChange: (amenities: string[]) => void;
}) {
  return (
    <FormGroup aria-label="Amenities" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}>
      {FILTER_AMENITIES.map((amenity) => (
        <FormControlLabel
          key={amenity}
          control={
            <Checkbox
              checked={value.includes(amenity)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, amenity] : value.filter((a) => a !== amenity))
              }
            />
          }
          label={amenity}
          sx={{ minHeight: 44, mr: 0 }}
        />
      ))}
    </FormGroup>
  );
}

/** City and state as free text (spec §5). */
export function LocationFields({
  city,
  state,
  onChange,
}: {
  city: string;
  state: string;
  onChange: (patch: { city?: string; state?: string }) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="City"
        value={city}
        onChange={(e) => onChange({ city: e.target.value })}
        autoComplete="address-level2"
      />
      <TextField
        label="State"
        value={state}
        onChange={(e) => onChange({ state: e.target.value })}
        autoComplete="address-level1"
      />
    </Box>
  );
}

/** Area range in square feet; numeric inputs (spec §5). */
export function AreaFields({
  minArea,
  maxArea,
  onChange,
}: {
  minArea: string;
  maxArea: string;
  onChange: (patch: { minArea?: string; maxArea?: string }) => void;
}) {
  const unit = { input: { endAdornment: <InputAdornment position="end">sq ft</InputAdornment> } };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      <TextField
        label="Min area"
        value={minArea}
        onChange={(e) => onChange({ minArea: digitsOnly(e.target.value) })}
        slotProps={{ ...unit, htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Max area"
        value={maxArea}
        onChange={(e) => onChange({ maxArea: digitsOnly(e.target.value) })}
        slotProps={{ ...unit, htmlInput: { inputMode: 'numeric' } }}
      />
    </Box>
  );
}
