import { useLingui } from '@lingui/react/macro';
import { formatIndianNumber, RUPEE } from '@nivaas/shared/format-price';
import { type Ref, useLayoutEffect, useRef } from 'react';
import { Field } from '../../../components/ui/field';
import { LazySlider } from '../../../components/ui/lazy-slider';
import { TextInput } from '../../../components/ui/text-input';
import { amountDigits } from '../lib/emi-form';
import { amountInWords } from '../lib/money-text';
import { AMOUNT_SLIDER, amountFromSlider, amountValueText, clampToSlider } from '../lib/emi-sliders';
import styles from './slider-field.module.css';

type TProps = {
  /** Digits only, as the form keeps them ('8000000'). */
  value: string;
  onChange: (digits: string) => void;
  onBlur: () => void;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
};

/** Caret position just after the `digitCount`-th digit of `text`. */
function caretAfterDigits(text: string, digitCount: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (seen === digitCount) return i;
    if (/\d/.test(text.charAt(i))) seen += 1;
  }
  return text.length;
}

/**
 * The loan amount, grouped the Indian way as it is typed (80,00,000) and spelt out in words
 * under the field ('Eighty Lakh Rupees'), with a slider in step with it (₹ 1 lakh to ₹ 5 crore,
 * a lakh a step). The caret stays after the digit it was after.
 */
export function LoanAmountField({ value, onChange, onBlur, name, inputRef, error }: TProps) {
  const { t, i18n } = useLingui();
  const ownRef = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  const amount = value === '' ? null : Number(value);
  const display = amount === null ? '' : formatIndianNumber(amount);
  const words = amount === null ? '' : amountInWords(amount, i18n.locale);
  const valueText = (v: number) => amountValueText(v, i18n.locale);

  useLayoutEffect(() => {
    const input = ownRef.current;
    const digits = caretDigits.current;
    caretDigits.current = null;
    if (!input || digits === null || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterDigits(display, digits);
    input.setSelectionRange(position, position);
  });

  return (
    <div className={styles.group}>
      <Field label={t`Loan amount`} help={words || undefined} error={error}>
        <TextInput
          name={name}
          value={display}
          inputMode="numeric"
          autoComplete="off"
          className={styles.value}
          startIcon={<span className={styles.unit}>{RUPEE}</span>}
          onChange={(event) => {
            const typed = event.target.value;
            const caret = event.target.selectionStart ?? typed.length;
            caretDigits.current = amountDigits(typed.slice(0, caret), Number.POSITIVE_INFINITY).length;
            onChange(amountDigits(typed));
          }}
          onBlur={onBlur}
          ref={(el: HTMLInputElement | null) => {
            ownRef.current = el;
            if (typeof inputRef === 'function') inputRef(el);
            else if (inputRef) inputRef.current = el;
          }}
        />
      </Field>
      <LazySlider
        label={t`Amount`}
        isLabelHidden
        isValueHidden
        {...AMOUNT_SLIDER}
        value={clampToSlider(amount ?? AMOUNT_SLIDER.min, AMOUNT_SLIDER)}
        onChange={(v) => onChange(amountFromSlider(v))}
        formatValue={valueText}
      />
      <div className={styles.scale} aria-hidden="true">
        <span>{valueText(AMOUNT_SLIDER.min)}</span>
        <span>{valueText(AMOUNT_SLIDER.max)}</span>
      </div>
    </div>
  );
}
