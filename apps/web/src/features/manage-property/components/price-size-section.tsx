import { useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { shownPrice } from '../lib/field-format';
import type { TPropertyFormValues } from '../lib/form-values';
import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';

/** Price, rooms, area, building, floor, age and possession date. */
export function PriceSizeSection() {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<TPropertyFormValues>();
  const [price, status] = useWatch({ control, name: ['price', 'status'] });
  const shown = shownPrice(price, status, i18n.locale === 'hi' ? 'hi' : 'en');
  const preview = shown && t`Shown as ${shown}`;

  return (
    <FormSection id="price-size" title={t`Price and size`}>
      <FieldGrid columns={2}>
        <FormTextField
          name="price"
          label={status === 'For Rent' || status === 'Rented' ? t`Rent per month` : t`Price`}
          isRequired
          prefix="₹"
          inputMode="decimal"
          autoComplete="off"
          // The price as buyers will see it, read out as it changes.
          hint={<span aria-live="polite">{preview || t`The full amount in rupees, e.g. 4500000`}</span>}
        />
        <FormTextField name="area" label={t`Area`} isRequired unit={t`sq ft`} inputMode="decimal" />
      </FieldGrid>
      <FieldGrid columns={4} isCompactOnPhones>
        <FormTextField name="bedrooms" label={t`Bedrooms`} isRequired inputMode="numeric" />
        <FormTextField name="bathrooms" label={t`Bathrooms`} isRequired inputMode="numeric" />
        <FormTextField name="floorNumber" label={t`Floor number`} inputMode="numeric" />
        <FormTextField
          name="ageOfProperty"
          label={t`Age of property`}
          unit={t`years`}
          inputMode="numeric"
          hint={t`Leave blank for a new property`}
        />
      </FieldGrid>
      <FieldGrid columns={2}>
        <FormTextField name="buildingName" label={t`Building or society name`} />
        <FormTextField name="possessionDate" label={t`Possession date`} type="date" />
      </FieldGrid>
    </FormSection>
  );
}
