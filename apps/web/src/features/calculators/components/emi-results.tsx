import type { TEmiInput, TEmiResult } from '@nivaas/shared/emi';
import { abbreviateInr, formatInr } from '@nivaas/shared/format-price';
import layout from '../../../components/ui/layout.module.css';
import { EmiDonutChart } from './emi-donut-chart';
import styles from './emi-results.module.css';

function LegendItem({
  tone,
  label,
  percentage,
}: {
  tone: 'principal' | 'interest';
  label: string;
  percentage: number;
}) {
  return (
    <li className={styles.legendItem}>
      <span aria-hidden="true" className={`${styles.swatch} ${styles[tone]}`} />
      <span className={styles.legendLabel}>{label}</span>
      <span className={layout.price}>{percentage}%</span>
    </li>
  );
}

function SummaryRow({
  label,
  amount,
  isStrong = false,
}: {
  label: string;
  amount: number;
  isStrong?: boolean;
}) {
  const short = abbreviateInr(amount);
  const full = formatInr(amount);
  return (
    <div className={styles.summaryRow}>
      <dt className={isStrong ? styles.summaryStrong : styles.summaryLabel}>{label}</dt>
      <dd className={styles.summaryAmount}>
        <span className={layout.price}>{short}</span>
        {full !== short && <span className={styles.summaryFull}>{full}</span>}
      </dd>
    </div>
  );
}

/** Monthly EMI, the donut of principal and interest with its legend and total, and the loan summary. */
export function EmiResults({ input, result }: { input: TEmiInput; result: TEmiResult }) {
  return (
    <div>
      <p className={styles.label}>Your monthly EMI</p>
      <p data-testid="monthly-emi" className={`${layout.price} ${styles.emi}`}>
        {formatInr(result.emi)}
      </p>
      <p className={styles.terms}>
        {formatInr(input.loanAmount)} for {input.tenureYears} years ({result.months} months) at{' '}
        {input.annualRate}% a year
      </p>

      <div className={styles.split}>
        <EmiDonutChart
          principal={result.loanAmount}
          interest={result.totalInterest}
          principalPercentage={result.principalPercentage}
          interestPercentage={result.interestPercentage}
        />
        <div>
          <ul aria-label="Chart legend" className={styles.legend}>
            <LegendItem tone="principal" label="Principal amount" percentage={result.principalPercentage} />
            <LegendItem tone="interest" label="Total interest" percentage={result.interestPercentage} />
          </ul>
          <p className={styles.label}>Total amount payable</p>
          <p data-testid="total-payable" className={`${layout.price} ${styles.total}`}>
            {formatInr(result.totalAmount)}
          </p>
        </div>
      </div>

      <h3 className={styles.summaryTitle}>Loan summary</h3>
      <dl className={styles.summary}>
        <SummaryRow label="Monthly EMI" amount={result.emi} />
        <SummaryRow label="Principal amount" amount={result.loanAmount} />
        <SummaryRow label="Total interest" amount={result.totalInterest} />
        <SummaryRow label="Total amount" amount={result.totalAmount} isStrong />
      </dl>
    </div>
  );
}
