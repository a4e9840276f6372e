import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Field } from '../../../components/ui/field';
import { LazySlider } from '../../../components/ui/lazy-slider';
import { TextInput } from '../../../components/ui/text-input';
import { clampToSlider, RATE_SLIDER, rateFromSlider, rateValueText } from '../lib/emi-sliders';
import styles from './slider-field.module.css';

/** The annual interest rate as typed ('8.15'), with a slider in step with it (1 % to 20 %, 0.05 a step). */
export function RateField({
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
}) {
  const { t } = useLingui();
  const typed = Number(value.trim());
  const rate = value.trim() !== '' && Number.isFinite(typed) ? typed : RATE_SLIDER.min;
  return (
    <div className={styles.group}>
      <Field
        label={t`Interest rate (per annum)`}
        help={t`Floating rates move with the RBI repo rate`}
        error={error}
      >
        <TextInput
          ref={inputRef}
          name={name}
          value={value}
          inputMode="decimal"
          autoComplete="off"
          className={styles.value}
          endAdornment={<span className={styles.suffix}>%</span>}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </Field>
      <LazySlider
        label={t`Rate`}
        isLabelHidden
        isValueHidden
        {...RATE_SLIDER}
        value={clampToSlider(rate, RATE_SLIDER)}
        onChange={(v) => onChange(rateFromSlider(v))}
        formatValue={rateValueText}
      />
      <div className={styles.scale} aria-hidden="true">
        <span>{rateValueText(RATE_SLIDER.min)}</span>
        <span>{rateValueText(RATE_SLIDER.max)}</span>
      </div>
    </div>
  );
}
