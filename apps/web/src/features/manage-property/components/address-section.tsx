import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { LocationPicker } from './location-picker';
import { useTextField } from './use-form-field';

/** The address (country prefilled India) and the map pin. */
export function AddressSection({ isLocalityRequired }: { isLocalityRequired: boolean }) {
  const line1 = useTextField('line1', 'Flat or house number, wing, floor');
  const street = useTextField('street');
  const locality = useTextField('locality');
  const city = useTextField('city');
  const state = useTextField('state');
  const zipCode = useTextField('zipCode');
  const country = useTextField('country');

  return (
    <FormSection
      id="address"
      title="Address"
      description="Buyers see the locality and city; the pin places it on the map."
    >
      <FieldGrid columns={2}>
        <FormTextField {...line1} label="Address line 1" autoComplete="address-line1" />
        <FormTextField {...street} label="Street address" required autoComplete="address-line2" />
        <FormTextField
          {...locality}
          label="Locality"
          required={isLocalityRequired}
          placeholder="e.g. Gangapur Road"
        />
        <FormTextField {...city} label="City" required autoComplete="address-level2" />
        <FormTextField {...state} label="State" required autoComplete="address-level1" />
        <FormTextField
          {...zipCode}
          label="Zip code (PIN)"
          required
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField {...country} label="Country" required autoComplete="country-name" />
      </FieldGrid>
      <LocationPicker />
    </FormSection>
  );
}
