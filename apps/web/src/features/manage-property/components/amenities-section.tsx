import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { AMENITIES, type TAmenity } from '@nivaas/shared/property-options';
import { Controller, useFormContext } from 'react-hook-form';
import type { TPropertyFormValues } from '../lib/form-values';
import { FormSection } from './form-section';
import { useFieldError } from './use-form-field';

/** Every amenity of the option list (all 15, on add and on edit). */
export function AmenitiesSection() {
  const { control } = useFormContext<TPropertyFormValues>();
  const message = useFieldError('amenities');
  return (
    <FormSection id="amenities" title="Amenities">
      <Controller
        control={control}
        name="amenities"
        render={({ field }) => {
          const selected = new Set<TAmenity>(field.value);
          const toggle = (amenity: TAmenity, isOn: boolean) =>
            field.onChange(AMENITIES.filter((a) => (a === amenity ? isOn : selected.has(a))));
          return (
            <FormControl component="fieldset" error={Boolean(message)}>
              <FormLabel component="legend" sx={{ mb: 1, color: 'text.secondary', fontSize: '0.875rem' }}>
                Tick everything the property or society offers.
              </FormLabel>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
                  columnGap: 2,
                }}
              >
                {AMENITIES.map((amenity, i) => (
                  <FormControlLabel
                    key={amenity}
                    sx={{ minHeight: 44, mr: 0 }}
                    control={
                      <Checkbox
                        checked={selected.has(amenity)}
                        onChange={(e) => toggle(amenity, e.target.checked)}
                        inputRef={i === 0 ? field.ref : undefined}
                      />
                    }
                    label={amenity}
                  />
                ))}
              </Box>
              {message && <FormHelperText>{message}</FormHelperText>}
            </FormControl>
          );
        }}
      />
    </FormSection>
  );
}
