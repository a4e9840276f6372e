import { useLingui } from '@lingui/react/macro';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AreaConverter } from '../components/area-converter';
import { EMI_PAGE_DESCRIPTION, EMI_PAGE_TITLE } from '../lib/calculator-page-meta';
import { EmiCalculator } from '../components/emi-calculator';
import { HomeLoanGuide } from '../components/home-loan-guide';
import styles from './emi-calculator-page.module.css';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

/** /emi-calculator: the home-loan EMI calculator, the area converter and what to know about home loans. */
export default function EmiCalculatorPage() {
  useCatalogPart('forms');
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  usePageTitle(i18n._(EMI_PAGE_TITLE), i18n._(EMI_PAGE_DESCRIPTION));
  return (
    <div className={styles.page}>
      <PageContainer spacing="md">
        <PageHeader
          breadcrumbs={[{ label: t`Home`, to: localize(paths.home) }, { label: t`EMI Calculator` }]}
          title={t`Home loan EMI calculator`}
          description={t`See what a home loan will cost you each month and over its life, before you speak to a bank. Change the amount, tenure and rate to compare offers.`}
        />
        <EmiCalculator />
        <div className={styles.converter}>
          <AreaConverter />
        </div>
        <div className={styles.guide}>
          <HomeLoanGuide />
        </div>
      </PageContainer>
    </div>
  );
}
