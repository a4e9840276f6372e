import { useLingui } from '@lingui/react/macro';
import { type TEmiInput, yearlySchedule } from '@nivaas/shared/emi';
import { formatIndianNumber, formatInr } from '@nivaas/shared/format-price';
import { useId, useMemo } from 'react';
import styles from './emi-schedule-table.module.css';

/** The amortisation schedule summed per year: what each year repays and what is still owed after it. */
export function EmiScheduleTable({ input }: { input: TEmiInput }) {
  const years = useMemo(() => yearlySchedule(input), [input]);
  const totals = years.reduce(
    (sum, row) => ({ principal: sum.principal + row.principal, interest: sum.interest + row.interest }),
    { principal: 0, interest: 0 },
  );
  const captionId = useId();
  const { t } = useLingui();
  const amount = formatInr(input.loanAmount);
  const tenure = input.tenureYears;
  const rate = String(input.annualRate);

  return (
    <>
      <p id={captionId} className={styles.caption}>
        {t`${amount} over ${tenure} years at ${rate}% a year. All amounts in rupees; the downloaded file has every month.`}
      </p>
      {/* A scrolling region a keyboard can reach, so a narrow screen can still read every column. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className={styles.scroller} tabIndex={0} aria-labelledby={captionId}>
        <table className={styles.table} aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{t`Year`}</th>
              <th scope="col" className={styles.number}>
                {t`Principal`}
              </th>
              <th scope="col" className={styles.number}>
                {t`Interest`}
              </th>
              <th scope="col" className={styles.number}>
                {t`Balance`}
              </th>
            </tr>
          </thead>
          <tbody>
            {years.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                <td className={styles.number}>{formatIndianNumber(row.principal)}</td>
                <td className={styles.number}>{formatIndianNumber(row.interest)}</td>
                <td className={styles.number}>{formatIndianNumber(row.balance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t`Total`}</th>
              <td className={styles.number}>{formatIndianNumber(totals.principal)}</td>
              <td className={styles.number}>{formatIndianNumber(totals.interest)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}
