/**
 * The home-loan EMI calculator (admin §2.11, §3 'EMI result', §4 'EMI for a guest', §9).
 * Standard monthly compounding over tenure × 12 months; EMI rounded to whole rupees;
 * total interest = EMI × months − principal.
 */
import { z } from 'zod';

export const EMI_DEFAULTS = { loanAmount: 8_000_000, tenureYears: 15, annualRate: 8.15 } as const;
export const EMI_TENURE_OPTIONS = [5, 10, 15, 20, 25, 30] as const;
export const EMI_LOAN_MIN = 1;
export const EMI_LOAN_MAX = 100_000_000_000;
export const EMI_RATE_MIN = 0;
export const EMI_RATE_MAX = 50;

export type TEmiTenure = (typeof EMI_TENURE_OPTIONS)[number];

/** Calculator input; `calculateEmi` accepts any positive tenure, the form only the options. */
export type TEmiInput = { loanAmount: number; tenureYears: number; annualRate: number };

export type TEmiResult = {
  /** Monthly instalment in whole rupees. */
  emi: number;
  totalInterest: number;
  /** Principal plus total interest (EMI × months, except at a 0 % rate, where it is the principal). */
  totalAmount: number;
  /** Share of the total paid that is principal, two decimals; the two shares add up to 100. */
  principalPercentage: number;
  interestPercentage: number;
  loanAmount: number;
  months: number;
};

export type TAmortizationRow = {
  month: number;
  emi: number;
  principal: number;
  interest: number;
  /** Outstanding principal after this month's payment. */
  balance: number;
};

export type TYearlyRow = { year: number; principal: number; interest: number; balance: number };

const tenureMessage = `Please choose a tenure of ${EMI_TENURE_OPTIONS.slice(0, -1).join(', ')} or ${EMI_TENURE_OPTIONS.at(-1)} years`;

export const ZEmiInput = z.object({
  loanAmount: z
    .number({ error: 'Please enter the loan amount' })
    .min(EMI_LOAN_MIN, 'Loan amount must be at least ₹ 1')
    .max(EMI_LOAN_MAX, 'Loan amount must be at most ₹ 10,000 Cr'),
  tenureYears: z.literal(EMI_TENURE_OPTIONS, { error: tenureMessage }),
  annualRate: z
    .number({ error: 'Please enter the interest rate' })
    .min(EMI_RATE_MIN, 'Interest rate cannot be negative')
    .max(EMI_RATE_MAX, `Interest rate must be at most ${EMI_RATE_MAX}%`),
});
export type TEmiInputParsed = z.infer<typeof ZEmiInput>;

/** True when nothing was changed from the defaults (a guest may see these results). */
export const isDefaultEmiInput = (input: TEmiInput): boolean =>
  input.loanAmount === EMI_DEFAULTS.loanAmount &&
  input.tenureYears === EMI_DEFAULTS.tenureYears &&
  input.annualRate === EMI_DEFAULTS.annualRate;

const assertInput = ({ loanAmount, tenureYears, annualRate }: TEmiInput): number => {
  if (!Number.isFinite(loanAmount) || loanAmount < 0) {
    throw new RangeError(`Invalid loan amount: ${loanAmount}`);
  }
  if (!Number.isFinite(annualRate) || annualRate < 0) {
    throw new RangeError(`Invalid interest rate: ${annualRate}`);
  }
  const months = Math.round(tenureYears * 12);
  if (!Number.isFinite(tenureYears) || months < 1) {
    throw new RangeError(`Invalid tenure: ${tenureYears}`);
  }
  return months;
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Monthly EMI and totals. A loan of 0 gives all zeros; a 0 % rate gives principal / months
 * (rounded) and no interest. Throws RangeError for negative or non-finite input or a tenure
 * under one month.
 */
export const calculateEmi = (input: TEmiInput): TEmiResult => {
  const months = assertInput(input);
  const { loanAmount, annualRate } = input;
  const zero: TEmiResult = {
    emi: 0,
    totalInterest: 0,
    totalAmount: 0,
    principalPercentage: 0,
    interestPercentage: 0,
    loanAmount,
    months,
  };
  if (loanAmount === 0) return zero;
  const r = annualRate / 12 / 100;
  let emi: number;
  let totalInterest: number;
  if (r === 0) {
    emi = Math.round(loanAmount / months);
    totalInterest = 0;
  } else {
    const growth = (1 + r) ** months;
    emi = Math.round((loanAmount * r * growth) / (growth - 1));
    // Rounding the EMI down can leave it a rupee short of the principal on tiny loans.
    totalInterest = Math.max(0, emi * months - loanAmount);
  }
  const totalAmount = loanAmount + totalInterest;
  const principalPercentage = round2((loanAmount / totalAmount) * 100);
  return {
    emi,
    totalInterest,
    totalAmount,
    principalPercentage,
    interestPercentage: round2(100 - principalPercentage),
    loanAmount,
    months,
  };
};

/**
 * Month-by-month schedule in whole rupees: the month's interest on the outstanding balance, the
 * rest of the EMI repays principal. The last row repays whatever is left, so its payment absorbs
 * the rounding of the EMI: principal sums to the loan and the balance ends at 0, while total
 * interest may differ from `calculateEmi`'s EMI × months − principal by that rounding.
 */
export const amortizationSchedule = (input: TEmiInput): TAmortizationRow[] => {
  const { emi, months } = calculateEmi(input);
  const r = input.annualRate / 12 / 100;
  const rows: TAmortizationRow[] = [];
  if (input.loanAmount === 0) return rows;
  let balance = input.loanAmount;
  for (let month = 1; month <= months; month += 1) {
    const interest = Math.min(Math.round(balance * r), month === months ? Infinity : emi);
    const principal = month === months ? balance : Math.min(balance, emi - interest);
    balance -= principal;
    rows.push({ month, emi: principal + interest, principal, interest, balance });
  }
  return rows;
};

/** The schedule summed per year of the loan, with the balance at the end of each year. */
export const yearlySchedule = (input: TEmiInput): TYearlyRow[] => {
  const years: TYearlyRow[] = [];
  for (const row of amortizationSchedule(input)) {
    const year = Math.ceil(row.month / 12);
    const last = years.at(-1);
    if (last && last.year === year) {
      last.principal += row.principal;
      last.interest += row.interest;
      last.balance = row.balance;
    } else {
      years.push({ year, principal: row.principal, interest: row.interest, balance: row.balance });
    }
  }
  return years;
};

const MONTHLY_HEADER = ['Month', 'EMI', 'Principal', 'Interest', 'Balance'] as const;
const YEARLY_HEADER = ['Year', 'Principal', 'Interest', 'Balance'] as const;

/** Plain numbers (no ₹, no grouping) so spreadsheets read them as numbers. */
const cell = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * CSV text (RFC 4180, CRLF line ends, header line first) for a monthly or yearly schedule.
 * An empty list gives the monthly header only.
 */
export const scheduleToCsv = (rows: readonly TAmortizationRow[] | readonly TYearlyRow[]): string => {
  const first = rows[0];
  const yearly = first !== undefined && !('month' in first);
  const lines: string[] = [(yearly ? YEARLY_HEADER : MONTHLY_HEADER).join(',')];
  for (const row of rows) {
    lines.push(
      'month' in row
        ? [row.month, row.emi, row.principal, row.interest, row.balance].map(cell).join(',')
        : [row.year, row.principal, row.interest, row.balance].map(cell).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
};
