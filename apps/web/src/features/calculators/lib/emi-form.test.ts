import { EMI_DEFAULTS } from '@nivaas/shared/emi';
import { describe, expect, it } from 'vitest';
import { amountDigits, EMI_FORM_DEFAULTS, parseEmiForm, ZEmiForm } from './emi-form';

describe('the EMI form schema', () => {
  it('reads the default text back as the defaults', () => {
    expect(parseEmiForm(EMI_FORM_DEFAULTS)).toEqual(EMI_DEFAULTS);
  });

  it('accepts grouped amounts and trims the rate', () => {
    expect(parseEmiForm({ loanAmount: '45,00,000', tenureYears: '20', annualRate: ' 8.5 ' })).toEqual({
      loanAmount: 4_500_000,
      tenureYears: 20,
      annualRate: 8.5,
    });
  });

  it('reports blank fields with their own messages', () => {
    const result = ZEmiForm.safeParse({ loanAmount: '', tenureYears: '15', annualRate: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'loanAmount: Please enter the loan amount',
      'annualRate: Please enter the interest rate',
    ]);
  });

  it('rejects a tenure that is not one of the options', () => {
    expect(parseEmiForm({ ...EMI_FORM_DEFAULTS, tenureYears: '12' })).toBeNull();
  });
});

describe('amountDigits', () => {
  it('keeps digits only, without leading zeros, at most 12', () => {
    expect(amountDigits('₹ 80,00,000')).toBe('8000000');
    expect(amountDigits('007')).toBe('7');
    expect(amountDigits('0')).toBe('0');
    expect(amountDigits('1234567890123456')).toBe('123456789012');
    expect(amountDigits('abc')).toBe('');
  });
});
