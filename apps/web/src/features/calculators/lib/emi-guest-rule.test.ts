import { EMI_DEFAULTS } from '@nivaas/shared/emi';
import { describe, expect, it } from 'vitest';
import { decideEmiCalculation, resolveEmiView } from './emi-guest-rule';

const custom = { loanAmount: 5_000_000, tenureYears: 20, annualRate: 8.5 };

describe('decideEmiCalculation', () => {
  it('lets a guest calculate the defaults', () => {
    expect(decideEmiCalculation({ isSignedIn: false, input: { ...EMI_DEFAULTS } })).toBe('calculate');
  });

  it('asks a guest who changed any one value to log in', () => {
    for (const change of [{ loanAmount: 8_000_001 }, { tenureYears: 20 }, { annualRate: 8.2 }]) {
      expect(decideEmiCalculation({ isSignedIn: false, input: { ...EMI_DEFAULTS, ...change } })).toBe(
        'login-required',
      );
    }
  });

  it('lets a signed-in user calculate any values', () => {
    expect(decideEmiCalculation({ isSignedIn: true, input: custom })).toBe('calculate');
    expect(decideEmiCalculation({ isSignedIn: true, input: { ...EMI_DEFAULTS } })).toBe('calculate');
  });
});

describe('resolveEmiView', () => {
  const shown = { ...EMI_DEFAULTS };

  it('shows a guest the default calculation with the note', () => {
    expect(resolveEmiView({ isSignedIn: false, shown, pending: null })).toEqual({
      kind: 'guest-default',
      input: shown,
    });
  });

  it('locks the results while a guest waits to log in, without revealing the custom values', () => {
    expect(resolveEmiView({ isSignedIn: false, shown, pending: custom })).toEqual({
      kind: 'locked',
      input: shown,
    });
  });

  it('runs the waiting calculation once the user is signed in', () => {
    expect(resolveEmiView({ isSignedIn: true, shown, pending: custom })).toEqual({
      kind: 'result',
      input: custom,
    });
  });

  it('shows a signed-in user the results of their last calculation', () => {
    expect(resolveEmiView({ isSignedIn: true, shown: custom, pending: null })).toEqual({
      kind: 'result',
      input: custom,
    });
  });
});
