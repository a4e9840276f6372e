import { useLingui } from '@lingui/react/macro';
import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { LocationPicker } from './location-picker';

/** The address (country prefilled India) and the map pin. */
export function AddressSection({ isLocalityRequired }: { isLocalityRequired: boolean }) {
  const { t } = useLingui();
  return (
    <FormSection
      id="address"
      title={t`Address`}
      description={t`Buyers see the locality and city; the pin places it on the map.`}
    >
      <FieldGrid columns={2}>
        <FormTextField
          name="line1"
          label={t`Address line 1`}
          hint={t`Flat or house number, wing, floor`}
          autoComplete="address-line1"
        />
        <FormTextField name="street" label={t`Street address`} isRequired autoComplete="address-line2" />
        <FormTextField
          name="locality"
          label={t`Locality`}
          isRequired={isLocalityRequired}
          placeholder={t`e.g. Gangapur Road`}
        />
        <FormTextField name="city" label={t`City`} isRequired autoComplete="address-level2" />
        <FormTextField name="state" label={t`State`} isRequired autoComplete="address-level1" />
        <FormTextField
          name="zipCode"
          label={t`Zip code (PIN)`}
          isRequired
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <FormTextField name="country" label={t`Country`} isRequired autoComplete="country-name" />
      </FieldGrid>
      <LocationPicker />
    </FormSection>
  );
}
