import { EMI_DEFAULTS, type TEmiInput, ZEmiInput } from '@nivaas/shared/emi';
import { z } from 'zod';

/** The calculator form holds text, as typed; the schema turns it into a checked `TEmiInput`. */
export type TEmiFormValues = { loanAmount: string; tenureYears: string; annualRate: string };

/** Blank or unreadable text becomes NaN, which the number schemas report with their own message. */
const toNumber = (text: string): number => {
  const clean = text.trim().replace(/,/g, '');
  return clean === '' ? Number.NaN : Number(clean);
};

export const ZEmiForm = z.object({
  loanAmount: z.string().transform(toNumber).pipe(ZEmiInput.shape.loanAmount),
  tenureYears: z.string().transform(toNumber).pipe(ZEmiInput.shape.tenureYears),
  annualRate: z.string().transform(toNumber).pipe(ZEmiInput.shape.annualRate),
});

export const toEmiFormValues = (input: TEmiInput): TEmiFormValues => ({
  loanAmount: String(input.loanAmount),
  tenureYears: String(input.tenureYears),
  annualRate: String(input.annualRate),
});

export const EMI_FORM_DEFAULTS: TEmiFormValues = toEmiFormValues(EMI_DEFAULTS);

/** The input the form holds now, or null while it is not valid. */
export function parseEmiForm(values: TEmiFormValues): TEmiInput | null {
  const parsed = ZEmiForm.safeParse(values);
  return parsed.success ? parsed.data : null;
}

export const sameEmiInput = (a: TEmiInput, b: TEmiInput): boolean =>
  a.loanAmount === b.loanAmount && a.tenureYears === b.tenureYears && a.annualRate === b.annualRate;

/** Keeps digits only, without leading zeros, at most `maxDigits` long: '80,00,000' → '8000000'. */
export function amountDigits(text: string, maxDigits = 12): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxDigits);
}
