import { describe, expect, it } from 'vitest';
import {
  amortizationSchedule,
  calculateEmi,
  EMI_DEFAULTS,
  EMI_TENURE_OPTIONS,
  isDefaultEmiInput,
  scheduleToCsv,
  type TEmiInput,
  yearlySchedule,
  ZEmiInput,
} from './emi';

const sum = (ns: readonly number[]): number => ns.reduce((a, b) => a + b, 0);

describe('EMI constants', () => {
  it('has the spec defaults and tenure options', () => {
    expect(EMI_DEFAULTS).toEqual({ loanAmount: 8_000_000, tenureYears: 15, annualRate: 8.15 });
    expect(EMI_TENURE_OPTIONS).toEqual([5, 10, 15, 20, 25, 30]);
  });
});

describe('calculateEmi', () => {
  it('gives the default result: 80 lakh at 8.15 % for 15 years', () => {
    expect(calculateEmi(EMI_DEFAULTS)).toEqual({
      emi: 77_147,
      totalInterest: 5_886_460,
      totalAmount: 13_886_460,
      principalPercentage: 57.61,
      interestPercentage: 42.39,
      loanAmount: 8_000_000,
      months: 180,
    });
  });

  it('gives 44,986 for 50 lakh at 9 % for 20 years', () => {
    const result = calculateEmi({ loanAmount: 5_000_000, tenureYears: 20, annualRate: 9 });
    expect(result.emi).toBe(44_986);
    expect(result.months).toBe(240);
    expect(result.totalInterest).toBe(44_986 * 240 - 5_000_000);
  });

  it('follows total interest = EMI × months − principal', () => {
    for (const tenureYears of EMI_TENURE_OPTIONS) {
      for (const annualRate of [0.5, 6.5, 8.15, 12, 50]) {
        const r = calculateEmi({ loanAmount: 3_456_789, tenureYears, annualRate });
        expect(Number.isInteger(r.emi)).toBe(true);
        expect(r.totalInterest).toBe(r.emi * tenureYears * 12 - 3_456_789);
        expect(r.totalAmount).toBe(r.emi * tenureYears * 12);
        expect(r.principalPercentage + r.interestPercentage).toBeCloseTo(100, 10);
      }
    }
  });

  it('handles a 1-year tenure', () => {
    const r = calculateEmi({ loanAmount: 1_200_000, tenureYears: 1, annualRate: 10 });
    expect(r.months).toBe(12);
    // 12,00,000 × r(1+r)^12 / ((1+r)^12 − 1) with r = 10/1200 ≈ 1,05,499.06
    expect(r.emi).toBe(105_499);
    expect(r.totalInterest).toBe(105_499 * 12 - 1_200_000);
  });

  it('divides the principal evenly at 0 %', () => {
    const r = calculateEmi({ loanAmount: 8_000_000, tenureYears: 15, annualRate: 0 });
    expect(r.emi).toBe(44_444);
    expect(r.totalInterest).toBe(0);
    expect(r.totalAmount).toBe(8_000_000);
    expect(r.principalPercentage).toBe(100);
    expect(r.interestPercentage).toBe(0);
    expect(calculateEmi({ loanAmount: 600_000, tenureYears: 5, annualRate: 0 }).emi).toBe(10_000);
  });

  it('handles huge amounts', () => {
    const r = calculateEmi({ loanAmount: 1e10, tenureYears: 30, annualRate: 8.15 });
    const rate = 8.15 / 1200;
    const growth = (1 + rate) ** 360;
    expect(r.emi).toBe(Math.round((1e10 * rate * growth) / (growth - 1)));
    expect(r.totalInterest).toBe(r.emi * 360 - 1e10);
    const max = calculateEmi({ loanAmount: 1e11, tenureYears: 30, annualRate: 50 });
    expect(Number.isFinite(max.emi)).toBe(true);
    expect(max.emi).toBeGreaterThan(1e11 * (50 / 1200));
  });

  it('handles tiny amounts without negative interest', () => {
    const r = calculateEmi({ loanAmount: 1, tenureYears: 30, annualRate: 0.01 });
    expect(r.emi).toBe(0);
    expect(r.totalInterest).toBe(0);
    expect(r.totalAmount).toBe(1);
  });

  it('gives zeros for a zero loan', () => {
    expect(calculateEmi({ loanAmount: 0, tenureYears: 15, annualRate: 8.15 })).toMatchObject({
      emi: 0,
      totalInterest: 0,
      totalAmount: 0,
      months: 180,
    });
  });

  it('rejects invalid input', () => {
    expect(() => calculateEmi({ loanAmount: -1, tenureYears: 15, annualRate: 8 })).toThrow(RangeError);
    expect(() => calculateEmi({ loanAmount: Number.NaN, tenureYears: 15, annualRate: 8 })).toThrow(
      RangeError,
    );
    expect(() => calculateEmi({ loanAmount: 1e6, tenureYears: 0, annualRate: 8 })).toThrow(RangeError);
    expect(() => calculateEmi({ loanAmount: 1e6, tenureYears: 15, annualRate: -1 })).toThrow(RangeError);
  });
});

describe('isDefaultEmiInput', () => {
  it('is true only for the untouched defaults', () => {
    expect(isDefaultEmiInput(EMI_DEFAULTS)).toBe(true);
    expect(isDefaultEmiInput({ loanAmount: 8_000_000, tenureYears: 15, annualRate: 8.15 })).toBe(true);
    expect(isDefaultEmiInput({ ...EMI_DEFAULTS, loanAmount: 8_000_001 })).toBe(false);
    expect(isDefaultEmiInput({ ...EMI_DEFAULTS, tenureYears: 20 })).toBe(false);
    expect(isDefaultEmiInput({ ...EMI_DEFAULTS, annualRate: 8.1 })).toBe(false);
  });
});

describe('amortizationSchedule', () => {
  const checkSchedule = (input: TEmiInput): void => {
    const { emi, totalInterest, months } = calculateEmi(input);
    const rows = amortizationSchedule(input);
    expect(rows).toHaveLength(months);
    expect(rows.map((r) => r.month)).toEqual(Array.from({ length: months }, (_, i) => i + 1));
    expect(rows.at(-1)?.balance).toBe(0);
    expect(sum(rows.map((r) => r.principal))).toBeCloseTo(input.loanAmount, 6);
    for (const row of rows) {
      expect(row.emi).toBe(row.principal + row.interest);
      expect(row.principal).toBeGreaterThanOrEqual(0);
      expect(row.interest).toBeGreaterThanOrEqual(0);
      expect(row.balance).toBeGreaterThanOrEqual(0);
    }
    const last = rows.at(-1);
    if (input.annualRate > 0 && last) {
      // every row but the last pays the EMI; the last one absorbs the EMI's rounding
      expect(rows.slice(0, -1).every((r) => r.emi === emi)).toBe(true);
      expect(sum(rows.map((r) => r.interest))).toBe(totalInterest + (last.emi - emi));
      expect(Math.abs(last.emi - emi)).toBeLessThan(Math.max(emi * 0.5, 10));
    }
  };

  it('amortizes the default loan exactly', () => {
    checkSchedule(EMI_DEFAULTS);
    const rows = amortizationSchedule(EMI_DEFAULTS);
    const first = rows[0];
    // 80,00,000 × 8.15 % / 12 = 54,333.33 → 54,333
    expect(first).toEqual({
      month: 1,
      emi: 77_147,
      principal: 77_147 - 54_333,
      interest: 54_333,
      balance: 8_000_000 - (77_147 - 54_333),
    });
    // the EMI was rounded up by about 47 paise, so the last payment is a little smaller
    expect(rows.at(-1)).toEqual({ month: 180, emi: 76_973, principal: 76_454, interest: 519, balance: 0 });
    expect(sum(rows.map((r) => r.interest))).toBe(5_886_286);
  });

  it('makes the last payment larger when the EMI was rounded down', () => {
    const rows = amortizationSchedule({ loanAmount: 5_000_000, tenureYears: 20, annualRate: 9 });
    expect(rows.at(-2)?.emi).toBe(44_986);
    expect(rows.at(-1)).toEqual({ month: 240, emi: 45_164, principal: 44_828, interest: 336, balance: 0 });
  });

  it('keeps the balance decreasing and interest falling', () => {
    const rows = amortizationSchedule(EMI_DEFAULTS);
    for (let i = 1; i < rows.length; i += 1) {
      const prev = rows[i - 1];
      const row = rows[i];
      if (!prev || !row) throw new Error('missing row');
      expect(row.balance).toBeLessThan(prev.balance);
      expect(row.interest).toBeLessThanOrEqual(prev.interest);
    }
  });

  it.each([
    { loanAmount: 5_000_000, tenureYears: 20, annualRate: 9 },
    { loanAmount: 1_200_000, tenureYears: 1, annualRate: 10 },
    { loanAmount: 1e10, tenureYears: 30, annualRate: 8.15 },
    { loanAmount: 1e11, tenureYears: 5, annualRate: 50 },
    { loanAmount: 123_457, tenureYears: 25, annualRate: 7.35 },
  ])('balances for %o', (input) => {
    checkSchedule(input);
  });

  it('lets the last row absorb rounding at 0 %', () => {
    checkSchedule({ loanAmount: 8_000_000, tenureYears: 15, annualRate: 0 });
    const rows = amortizationSchedule({ loanAmount: 8_000_000, tenureYears: 15, annualRate: 0 });
    expect(rows[0]).toEqual({ month: 1, emi: 44_444, principal: 44_444, interest: 0, balance: 7_955_556 });
    // 179 × 44,444 = 79,55,476 paid before; 44,524 left
    expect(rows.at(-1)).toEqual({ month: 180, emi: 44_524, principal: 44_524, interest: 0, balance: 0 });
    expect(sum(rows.map((r) => r.interest))).toBe(0);
  });

  it('stops repaying once the balance is cleared early', () => {
    // 100 over 60 months at 0 %: EMI rounds to 2, so 50 payments clear it
    const rows = amortizationSchedule({ loanAmount: 100, tenureYears: 5, annualRate: 0 });
    expect(rows).toHaveLength(60);
    expect(rows[49]).toEqual({ month: 50, emi: 2, principal: 2, interest: 0, balance: 0 });
    expect(rows.slice(50).every((r) => r.emi === 0 && r.balance === 0)).toBe(true);
    expect(sum(rows.map((r) => r.principal))).toBe(100);
  });

  it('gives no rows for a zero loan', () => {
    expect(amortizationSchedule({ loanAmount: 0, tenureYears: 5, annualRate: 8 })).toEqual([]);
  });
});

describe('yearlySchedule', () => {
  it('sums months into years', () => {
    const monthly = amortizationSchedule(EMI_DEFAULTS);
    const yearly = yearlySchedule(EMI_DEFAULTS);
    expect(yearly).toHaveLength(15);
    expect(yearly.map((y) => y.year)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const firstYear = monthly.slice(0, 12);
    expect(yearly[0]).toEqual({
      year: 1,
      principal: sum(firstYear.map((r) => r.principal)),
      interest: sum(firstYear.map((r) => r.interest)),
      balance: firstYear.at(-1)?.balance,
    });
    expect(yearly.at(-1)?.balance).toBe(0);
    expect(sum(yearly.map((y) => y.principal))).toBe(8_000_000);
    expect(sum(yearly.map((y) => y.interest))).toBe(5_886_286);
    for (const y of yearly.slice(0, -1)) expect(y.principal + y.interest).toBe(77_147 * 12);
    expect(yearly.at(-1)).toMatchObject({ year: 15, balance: 0 });
    expect((yearly.at(-1)?.principal ?? 0) + (yearly.at(-1)?.interest ?? 0)).toBe(77_147 * 11 + 76_973);
  });

  it('has one row for a 1-year loan', () => {
    const yearly = yearlySchedule({ loanAmount: 1_200_000, tenureYears: 1, annualRate: 10 });
    expect(yearly).toEqual([{ year: 1, principal: 1_200_000, interest: 65_990, balance: 0 }]);
  });

  it('keeps a part year as its own row', () => {
    const input = { loanAmount: 1_000_000, tenureYears: 1.5, annualRate: 9 };
    const yearly = yearlySchedule(input);
    expect(amortizationSchedule(input)).toHaveLength(18);
    expect(yearly.map((y) => y.year)).toEqual([1, 2]);
    expect(yearly[1]?.balance).toBe(0);
    expect(sum(yearly.map((y) => y.principal))).toBe(1_000_000);
  });
});

describe('scheduleToCsv', () => {
  it('writes a monthly schedule with a header line', () => {
    const rows = amortizationSchedule(EMI_DEFAULTS);
    const csv = scheduleToCsv(rows);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Month,EMI,Principal,Interest,Balance');
    expect(lines[1]).toBe(`1,77147,22814,54333,7977186`);
    expect(lines).toHaveLength(rows.length + 2); // header + rows + trailing empty
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-2)?.endsWith(',0')).toBe(true);
  });

  it('writes a yearly schedule', () => {
    const csv = scheduleToCsv(yearlySchedule(EMI_DEFAULTS));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Year,Principal,Interest,Balance');
    expect(lines).toHaveLength(16);
    expect(lines[1]?.startsWith('1,')).toBe(true);
  });

  it('writes only the header for no rows', () => {
    expect(scheduleToCsv([])).toBe('Month,EMI,Principal,Interest,Balance\r\n');
  });

  it('never groups digits or adds currency signs', () => {
    const csv = scheduleToCsv(amortizationSchedule({ loanAmount: 1e10, tenureYears: 5, annualRate: 9 }));
    expect(csv).not.toMatch(/₹|\d,\d{3},/);
    expect(csv).not.toMatch(/e\+/);
  });
});

describe('ZEmiInput', () => {
  it('accepts the defaults and the limits', () => {
    expect(ZEmiInput.parse(EMI_DEFAULTS)).toEqual(EMI_DEFAULTS);
    expect(ZEmiInput.safeParse({ loanAmount: 1, tenureYears: 5, annualRate: 0 }).success).toBe(true);
    expect(ZEmiInput.safeParse({ loanAmount: 1e11, tenureYears: 30, annualRate: 50 }).success).toBe(true);
  });

  const messageFor = (input: unknown, field: string): string | undefined => {
    const result = ZEmiInput.safeParse(input);
    expect(result.success).toBe(false);
    return result.error?.issues.find((i) => i.path[0] === field)?.message;
  };

  it('explains a bad loan amount', () => {
    expect(messageFor({ ...EMI_DEFAULTS, loanAmount: 0 }, 'loanAmount')).toBe(
      'Loan amount must be at least ₹ 1',
    );
    expect(messageFor({ ...EMI_DEFAULTS, loanAmount: 1e11 + 1 }, 'loanAmount')).toBe(
      'Loan amount must be at most ₹ 10,000 Cr',
    );
    expect(messageFor({ ...EMI_DEFAULTS, loanAmount: Number.NaN }, 'loanAmount')).toBe(
      'Please enter the loan amount',
    );
    expect(messageFor({ ...EMI_DEFAULTS, loanAmount: '80' }, 'loanAmount')).toBe(
      'Please enter the loan amount',
    );
  });

  it('explains a bad tenure', () => {
    expect(messageFor({ ...EMI_DEFAULTS, tenureYears: 12 }, 'tenureYears')).toBe(
      'Please choose a tenure of 5, 10, 15, 20, 25 or 30 years',
    );
    expect(messageFor({ ...EMI_DEFAULTS, tenureYears: undefined }, 'tenureYears')).toBe(
      'Please choose a tenure of 5, 10, 15, 20, 25 or 30 years',
    );
  });

  it('explains a bad rate', () => {
    expect(messageFor({ ...EMI_DEFAULTS, annualRate: -0.5 }, 'annualRate')).toBe(
      'Interest rate cannot be negative',
    );
    expect(messageFor({ ...EMI_DEFAULTS, annualRate: 50.01 }, 'annualRate')).toBe(
      'Interest rate must be at most 50%',
    );
    expect(messageFor({ ...EMI_DEFAULTS, annualRate: null }, 'annualRate')).toBe(
      'Please enter the interest rate',
    );
  });
});
