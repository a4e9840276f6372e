import InputAdornment from '@mui/material/InputAdornment';
import { useFormContext, useWatch } from 'react-hook-form';
import { pricePreview } from '../lib/field-format';
import type { TPropertyFormValues } from '../lib/form-values';
import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { useTextField } from './use-form-field';

const end = (unit: string) => ({
  input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
});

/** Price, rooms, area, building, floor, age and possession date. */
export function PriceSizeSection() {
  const { control } = useFormContext<TPropertyFormValues>();
  const [price, status] = useWatch({ control, name: ['price', 'status'] });
  const preview = pricePreview(price, status);
  const priceField = useTextField('price', preview ?? 'The full amount in rupees, e.g. 4500000');
  const bedrooms = useTextField('bedrooms');
  const bathrooms = useTextField('bathrooms');
  const area = useTextField('area');
  const buildingName = useTextField('buildingName');
  const floorNumber = useTextField('floorNumber');
  const ageOfProperty = useTextField('ageOfProperty', 'Leave blank for a new property');
  const possessionDate = useTextField('possessionDate');

  return (
    <FormSection id="price-size" title="Price and size">
      <FieldGrid columns={2}>
        <FormTextField
          {...priceField}
          label={status === 'For Rent' || status === 'Rented' ? 'Rent per month' : 'Price'}
          required
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            formHelperText: { 'aria-live': 'polite' } as Record<string, string>,
          }}
        />
        <FormTextField
          {...area}
          label="Area"
          required
          slotProps={{ ...end('sq ft'), htmlInput: { inputMode: 'decimal' } }}
        />
      </FieldGrid>
      <FieldGrid columns={4} isCompactOnPhones>
        <FormTextField
          {...bedrooms}
          label="Bedrooms"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          {...bathrooms}
          label="Bathrooms"
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          {...floorNumber}
          label="Floor number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          {...ageOfProperty}
          label="Age of property"
          slotProps={{ ...end('years'), htmlInput: { inputMode: 'numeric' } }}
        />
      </FieldGrid>
      <FieldGrid columns={2}>
        <FormTextField {...buildingName} label="Building or society name" />
        <FormTextField {...possessionDate} label="Possession date" type="date" />
      </FieldGrid>
    </FormSection>
  );
}
