import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import layout from '../../../components/ui/layout.module.css';
import { richText } from '../../../lib/i18n/rich-text';
import styles from './home-loan-guide.module.css';

function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <div className={styles.text}>{children}</div>
    </section>
  );
}

/** The static explanatory texts of admin §2.11: how the EMI is worked out and what to know about home loans. */
export function HomeLoanGuide() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="loan-guide-heading">
      <h2 id="loan-guide-heading" className={`${layout.h2} ${styles.title}`}>
        {t`Understanding your home loan`}
      </h2>
      <div className={styles.grid}>
        <GuideSection title={t`How the EMI is calculated`}>
          <p>
            {t`An EMI (equated monthly instalment) is the fixed amount you pay the lender every month until the loan is repaid. The calculator uses the standard reducing-balance formula that banks and housing finance companies use:`}
          </p>
          <div
            role="math"
            aria-label={t`EMI equals P times r times (1 plus r) to the power n, divided by (1 plus r) to the power n, minus 1`}
            className={styles.formula}
          >
            <span aria-hidden="true">{t`EMI =`}</span>
            <span aria-hidden="true" className={styles.fraction}>
              {/* The formula's letters are the same in every language. */}
              <span>
                {'P × r × (1 + r)'}
                <sup>{'n'}</sup>
              </span>
              <span className={styles.denominator}>
                {'(1 + r)'}
                <sup>{'n'}</sup> − 1
              </span>
            </span>
          </div>
          <p>
            {t`Here P is the loan amount, r is the monthly rate (the annual rate divided by 12 and by 100) and n is the number of months. The EMI is rounded to whole rupees; the total interest is the EMI times the number of months, minus the loan amount.`}
          </p>
          <p>
            {t`In the early years most of each EMI goes towards interest, because interest is charged on the outstanding balance. The year-by-year schedule shows how that shifts towards principal over time.`}
          </p>
        </GuideSection>

        <GuideSection title={t`The RBI repo rate and your interest rate`}>
          <p>
            {t`Since October 2019, new floating-rate home loans from banks are linked to an external benchmark, almost always the RBI repo rate. Your rate is the repo rate plus a spread fixed by the bank for your profile (credit score, income, loan-to-value).`}
          </p>
          <p>
            {t`When the RBI's Monetary Policy Committee changes the repo rate, your rate changes at the next reset, at least once every three months. Housing finance companies set their own benchmark rates, which tend to follow the repo rate more slowly.`}
          </p>
        </GuideSection>

        <GuideSection title={t`Floating or fixed rate?`}>
          <ul>
            <li>
              {richText(
                i18n,
                msg`{term} rates move with the benchmark. They usually start lower and most home loans in India are floating. When rates rise, lenders often extend the tenure instead of raising the EMI; ask for the EMI to be raised if you would rather not pay interest for longer.`,
                { term: <strong>{t`Floating`}</strong> },
              )}
            </li>
            <li>
              {richText(
                i18n,
                msg`{term} rates are typically 1 to 2.5 percentage points higher and many are fixed only for the first few years before turning floating. They suit you if a predictable EMI matters more than the lowest cost.`,
                { term: <strong>{t`Fixed`}</strong> },
              )}
            </li>
          </ul>
        </GuideSection>

        <GuideSection title={t`Tax benefits`}>
          <ul>
            <li>
              <strong>{t`Section 24(b):`}</strong>{' '}
              {t`interest paid on a loan for a self-occupied home is deductible up to ₹ 2 lakh a year. For a let-out property all the interest is deductible, but the loss you can set off against other income is capped at ₹ 2 lakh a year. Interest paid before possession is deducted in five equal parts from the year construction is completed.`}
            </li>
            <li>
              <strong>{t`Section 80C:`}</strong>{' '}
              {t`principal repaid counts towards the ₹ 1.5 lakh limit of 80C, as do stamp duty and registration charges in the year you pay them. Selling the house within five years of possession reverses the 80C deduction.`}
            </li>
            <li>
              {t`These deductions are available under the old tax regime. Under the new regime, interest on a self-occupied home and section 80C are not deductible. Check with your tax adviser.`}
            </li>
          </ul>
        </GuideSection>

        <GuideSection title={t`Prepaying your loan`}>
          <p>
            {t`RBI rules do not allow banks and housing finance companies to charge a penalty when an individual prepays or forecloses a floating-rate home loan. Fixed-rate loans may carry a charge, commonly 2 to 3 percent of the amount prepaid.`}
          </p>
          <p>
            {t`A part-payment can lower your EMI or shorten your tenure. Shortening the tenure saves far more interest: even one extra EMI a year can take several years off a 20-year loan. Prepaying early in the loan saves the most, as that is when the balance, and so the interest, is highest.`}
          </p>
        </GuideSection>

        <GuideSection title={t`Before you apply`}>
          <ul>
            <li>
              {t`Lenders finance at most 90% of the property value for loans up to ₹ 30 lakh, 80% up to ₹ 75 lakh and 75% above that. Stamp duty and registration are not financed, so plan for them from your savings.`}
            </li>
            <li>
              {t`Most lenders keep all your EMIs together under 40 to 50% of your take-home pay. A co-applicant with income, often a spouse or parent, raises the amount you can borrow.`}
            </li>
            <li>
              {t`A credit score of 750 or more gets the best spreads. Compare the processing fee, the spread over the repo rate and the reset frequency, not just the headline rate.`}
            </li>
            <li>
              {t`For an under-construction flat, check that the project is registered with RERA and that the lender has approved it; disbursement then follows the construction stages.`}
            </li>
          </ul>
        </GuideSection>
      </div>
      <p className={styles.disclaimer}>
        {t`The figures here are estimates for planning. Your lender's sanction letter and loan agreement decide the actual rate, EMI and charges.`}
      </p>
    </section>
  );
}
