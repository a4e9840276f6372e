import { AMENITIES, type TAmenity } from '@nivaas/shared/property-options';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldMessages } from '../../../components/ui/field';
import { useDetailWords } from '../../property/lib/detail-words';
import type { TPropertyFormValues } from '../lib/form-values';
import { FormSection } from './form-section';
import styles from './property-form.module.css';
import { useFieldError } from './use-form-field';

/** Every amenity of the option list (all 15, on add and on edit), as a group of checkboxes. */
export function AmenitiesSection() {
  const { t } = useLingui();
  const words = useDetailWords();
  const { control } = useFormContext<TPropertyFormValues>();
  const message = useFieldError('amenities');
  const id = useId();
  return (
    <FormSection id="amenities" title={t`Amenities`}>
      <Controller
        control={control}
        name="amenities"
        render={({ field }) => {
          const selected = new Set<TAmenity>(field.value);
          // Kept in the option list's order, whatever order they were ticked in.
          const toggle = (amenity: TAmenity, isOn: boolean) =>
            field.onChange(AMENITIES.filter((a) => (a === amenity ? isOn : selected.has(a))));
          return (
            <fieldset className={styles.group} aria-describedby={message ? `${id}-error` : undefined}>
              <legend className={styles.legend}>{t`Tick everything the property or society offers.`}</legend>
              <div className={styles.checks}>
                {AMENITIES.map((amenity, i) => (
                  <Checkbox
                    key={amenity}
                    ref={i === 0 ? field.ref : undefined}
                    label={words.amenity(amenity)}
                    checked={selected.has(amenity)}
                    onChange={(e) => toggle(amenity, e.target.checked)}
                    onBlur={field.onBlur}
                  />
                ))}
              </div>
              <FieldMessages helpId={`${id}-help`} error={message ?? null} errorId={`${id}-error`} />
            </fieldset>
          );
        }}
      />
    </FormSection>
  );
}
