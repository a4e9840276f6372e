import { useFormContext, useWatch } from 'react-hook-form';
import { pricePreview } from '../lib/field-format';
import type { TPropertyFormValues } from '../lib/form-values';
import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';

/** Price, rooms, area, building, floor, age and possession date. */
export function PriceSizeSection() {
  const { control } = useFormContext<TPropertyFormValues>();
  const [price, status] = useWatch({ control, name: ['price', 'status'] });
  const preview = pricePreview(price, status);

  return (
    <FormSection id="price-size" title="Price and size">
      <FieldGrid columns={2}>
        <FormTextField
          name="price"
          label={status === 'For Rent' || status === 'Rented' ? 'Rent per month' : 'Price'}
          isRequired
          prefix="₹"
          inputMode="decimal"
          autoComplete="off"
          // The price as buyers will see it, read out as it changes.
          hint={<span aria-live="polite">{preview ?? 'The full amount in rupees, e.g. 4500000'}</span>}
        />
        <FormTextField name="area" label="Area" isRequired unit="sq ft" inputMode="decimal" />
      </FieldGrid>
      <FieldGrid columns={4} isCompactOnPhones>
        <FormTextField name="bedrooms" label="Bedrooms" isRequired inputMode="numeric" />
        <FormTextField name="bathrooms" label="Bathrooms" isRequired inputMode="numeric" />
        <FormTextField name="floorNumber" label="Floor number" inputMode="numeric" />
        <FormTextField
          name="ageOfProperty"
          label="Age of property"
          unit="years"
          inputMode="numeric"
          hint="Leave blank for a new property"
        />
      </FieldGrid>
      <FieldGrid columns={2}>
        <FormTextField name="buildingName" label="Building or society name" />
        <FormTextField name="possessionDate" label="Possession date" type="date" />
      </FieldGrid>
    </FormSection>
  );
}
