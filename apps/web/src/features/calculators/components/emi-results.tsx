import { useLingui } from '@lingui/react/macro';
import type { TEmiInput, TEmiResult } from '@nivaas/shared/emi';
import { formatInr } from '@nivaas/shared/format-price';
import layout from '../../../components/ui/layout.module.css';
import { shortInr } from '../lib/money-text';
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
  const { i18n } = useLingui();
  const short = shortInr(amount, i18n.locale);
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
  const { t, i18n } = useLingui();
  // A Hindi page names the amount in lakh or crore ('₹ 80 लाख'); English keeps every rupee.
  const amount = i18n.locale === 'hi' ? shortInr(input.loanAmount, 'hi') : formatInr(input.loanAmount);
  const years = input.tenureYears;
  const months = result.months;
  const rate = String(input.annualRate);
  return (
    <div>
      <p className={styles.label}>{t`Your monthly EMI`}</p>
      <p data-testid="monthly-emi" className={`${layout.price} ${styles.emi}`}>
        {formatInr(result.emi)}
      </p>
      <p className={styles.terms}>{t`${amount} for ${years} years (${months} months) at ${rate}% a year`}</p>

      <div className={styles.split}>
        <EmiDonutChart
          principal={result.loanAmount}
          interest={result.totalInterest}
          principalPercentage={result.principalPercentage}
          interestPercentage={result.interestPercentage}
        />
        <div>
          <ul aria-label={t`Chart legend`} className={styles.legend}>
            <LegendItem
              tone="principal"
              label={t`Principal amount`}
              percentage={result.principalPercentage}
            />
            <LegendItem tone="interest" label={t`Total interest`} percentage={result.interestPercentage} />
          </ul>
          <p className={styles.label}>{t`Total amount payable`}</p>
          <p data-testid="total-payable" className={`${layout.price} ${styles.total}`}>
            {formatInr(result.totalAmount)}
          </p>
        </div>
      </div>

      <h3 className={styles.summaryTitle}>{t`Loan summary`}</h3>
      <dl className={styles.summary}>
        <SummaryRow label={t`Monthly EMI`} amount={result.emi} />
        <SummaryRow label={t`Principal amount`} amount={result.loanAmount} />
        <SummaryRow label={t`Total interest`} amount={result.totalInterest} />
        <SummaryRow label={t`Total amount`} amount={result.totalAmount} isStrong />
      </dl>
    </div>
  );
}
