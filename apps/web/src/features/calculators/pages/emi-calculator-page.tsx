import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../lib/use-page-title';
import { AreaConverter } from '../components/area-converter';
import { EmiCalculator } from '../components/emi-calculator';
import { HomeLoanGuide } from '../components/home-loan-guide';
import { PageContainer } from '../../../components/page-container';

/** /emi-calculator: the home-loan EMI calculator, the area converter and what to know about home loans. */
export default function EmiCalculatorPage() {
  usePageTitle(
    'Home Loan EMI Calculator and Area Converter',
    'Work out the monthly EMI, total interest and repayment schedule of a home loan, and convert land units like guntha, bigha, cent and marla.',
  );
  return (
    <Box sx={{ bgcolor: 'grey.50', pb: 2 }}>
      <PageContainer spacing="md">
        <Typography variant="h1" sx={{ fontSize: { xs: 28, sm: 40 }, mb: 1 }}>
          Home loan EMI calculator
        </Typography>
        <Typography color="text.secondary" sx={{ mb: { xs: 3, sm: 4 }, maxWidth: 720 }}>
          See what a home loan will cost you each month and over its life, before you speak to a bank. Change
          the amount, tenure and rate to compare offers.
        </Typography>
        <EmiCalculator />
        <Box sx={{ mt: { xs: 4, sm: 6 } }}>
          <AreaConverter />
        </Box>
        <Box sx={{ mt: { xs: 5, sm: 8 } }}>
          <HomeLoanGuide />
        </Box>
      </PageContainer>
    </Box>
  );
}
