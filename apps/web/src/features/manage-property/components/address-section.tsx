import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { LocationPicker } from './location-picker';

/** The address (country prefilled India) and the map pin. */
export function AddressSection({ isLocalityRequired }: { isLocalityRequired: boolean }) {
  return (
    <FormSection
      id="address"
      title="Address"
      description="Buyers see the locality and city; the pin places it on the map."
    >
      <FieldGrid columns={2}>
        <FormTextField
          name="line1"
          label="Address line 1"
          hint="Flat or house number, wing, floor"
          autoComplete="address-line1"
        />
        <FormTextField name="street" label="Street address" isRequired autoComplete="address-line2" />
        <FormTextField
          name="locality"
          label="Locality"
          isRequired={isLocalityRequired}
          placeholder="e.g. Gangapur Road"
        />
        <FormTextField name="city" label="City" isRequired autoComplete="address-level2" />
        <FormTextField name="state" label="State" isRequired autoComplete="address-level1" />
        <FormTextField
          name="zipCode"
          label="Zip code (PIN)"
          isRequired
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <FormTextField name="country" label="Country" isRequired autoComplete="country-name" />
      </FieldGrid>
      <LocationPicker />
    </FormSection>
  );
}
