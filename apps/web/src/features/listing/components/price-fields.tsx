import { useLingui } from '@lingui/react/macro';
import { RUPEE } from '@nivaas/shared/format-price';
import { Field } from '../../../components/ui/field';
import { RangeSlider } from '../../../components/ui/slider';
import { TextInput } from '../../../components/ui/text-input';
import { digitsOnly, type TListingPropertyType } from '../lib/filters';
import { priceSliderFor, rangeFromSlider, sliderMaxLabel, sliderRange, sliderValueLabel } from '../lib/price';
import fields from './filter-fields.module.css';

const RUPEE_SIGN = <span aria-hidden="true">{RUPEE}</span>;

/**
 * The price range (spec §9): a slider (buy 0..10 Cr in 5,000s, rent 0..1.5 Lac in 1,000s) and
 * Min/Max fields for exact amounts. Controlled; the caller applies on Apply.
 */
export function PriceFields({
  propertyType,
  priceMin,
  priceMax,
  onChange,
}: {
  propertyType: TListingPropertyType;
  priceMin: string;
  priceMax: string;
  onChange: (range: { priceMin: string; priceMax: string }) => void;
}) {
  const { t, i18n } = useLingui();
  const slider = priceSliderFor(propertyType);
  const [lo, hi] = sliderRange(priceMin, priceMax, slider);

  return (
    <div className={fields.stack}>
      <p className={fields.range} aria-live="polite">
        {sliderValueLabel(lo, i18n)} – {sliderMaxLabel(hi, slider, i18n)}
      </p>
      <RangeSlider
        label={t`Price range`}
        isLabelHidden
        isValueHidden
        value={[lo, hi]}
        min={slider.min}
        max={slider.max}
        step={slider.step}
        formatValue={(v) => sliderMaxLabel(v, slider, i18n)}
        thumbLabels={[t`Minimum price`, t`Maximum price`]}
        onChange={(value) => onChange(rangeFromSlider(value, slider))}
      />
      <div className={fields.pair}>
        <Field label={t`Min price`}>
          <TextInput
            value={priceMin}
            inputMode="numeric"
            placeholder={t`No min`}
            startIcon={RUPEE_SIGN}
            onChange={(e) => onChange({ priceMin: digitsOnly(e.target.value), priceMax })}
          />
        </Field>
        <Field label={t`Max price`}>
          <TextInput
            value={priceMax}
            inputMode="numeric"
            placeholder={t`No max`}
            startIcon={RUPEE_SIGN}
            onChange={(e) => onChange({ priceMin, priceMax: digitsOnly(e.target.value) })}
          />
        </Field>
      </div>
    </div>
  );
}
