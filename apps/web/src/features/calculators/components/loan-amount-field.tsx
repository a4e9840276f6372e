import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatIndianNumber, RUPEE } from '@nivaas/shared/format-price';
import { amountInIndianWords } from '@nivaas/shared/number-words';
import { type Ref, useLayoutEffect, useRef } from 'react';
import { amountDigits } from '../lib/emi-form';

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
 * under the field ('Eighty Lakh Rupees'). The caret stays after the digit it was after.
 */
export function LoanAmountField({ value, onChange, onBlur, name, inputRef, error }: TProps) {
  const ownRef = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  const display = value === '' ? '' : formatIndianNumber(Number(value));
  const words = value === '' ? '' : amountInIndianWords(Number(value));

  useLayoutEffect(() => {
    const input = ownRef.current;
    const digits = caretDigits.current;
    caretDigits.current = null;
    if (!input || digits === null || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterDigits(display, digits);
    input.setSelectionRange(position, position);
  });

  return (
    <TextField
      label="Loan amount"
      name={name}
      value={display}
      onChange={(event) => {
        const typed = event.target.value;
        const caret = event.target.selectionStart ?? typed.length;
        caretDigits.current = amountDigits(typed.slice(0, caret), Number.POSITIVE_INFINITY).length;
        onChange(amountDigits(typed));
      }}
      onBlur={onBlur}
      inputRef={(el: HTMLInputElement | null) => {
        ownRef.current = el;
        if (typeof inputRef === 'function') inputRef(el);
        else if (inputRef) inputRef.current = el;
      }}
      error={!!error}
      helperText={error ?? (words || ' ')}
      autoComplete="off"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{RUPEE}</InputAdornment> },
        htmlInput: { inputMode: 'numeric' },
      }}
      sx={{ '& input': { fontVariantNumeric: 'tabular-nums', fontWeight: 600 } }}
    />
  );
}
