import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { TEmiInput, TEmiResult } from '@nivaas/shared/emi';
import { abbreviateInr, formatInr } from '@nivaas/shared/format-price';
import { priceSx } from '../../../app/theme';
import { EmiDonutChart } from './emi-donut-chart';

function LegendItem({ color, label, percentage }: { color: string; label: string; percentage: number }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
      <Typography component="span" sx={{ flex: 1 }}>
        {label}
      </Typography>
      <Typography component="span" sx={priceSx}>
        {percentage}%
      </Typography>
    </Box>
  );
}

function SummaryRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  const short = abbreviateInr(amount);
  const full = formatInr(amount);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 1 }}>
      <Typography
        component="dt"
        color={strong ? 'text.primary' : 'text.secondary'}
        fontWeight={strong ? 600 : 400}
      >
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
        <Typography component="span" sx={{ ...priceSx, display: 'block' }}>
          {short}
        </Typography>
        {full !== short && (
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ ...priceSx, fontWeight: 400 }}
          >
            {full}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Monthly EMI, the donut of principal and interest with its legend and total, and the loan summary. */
export function EmiResults({ input, result }: { input: TEmiInput; result: TEmiResult }) {
  return (
    <Box>
      <Typography color="text.secondary">Your monthly EMI</Typography>
      <Typography
        component="p"
        data-testid="monthly-emi"
        sx={{ ...priceSx, fontSize: { xs: 32, sm: 40 }, lineHeight: 1.2, color: 'primary.main' }}
      >
        {formatInr(result.emi)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatInr(input.loanAmount)} for {input.tenureYears} years ({result.months} months) at{' '}
        {input.annualRate}% a year
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
          gap: 3,
          alignItems: 'center',
          mt: 3,
        }}
      >
        <EmiDonutChart
          principal={result.loanAmount}
          interest={result.totalInterest}
          principalPercentage={result.principalPercentage}
          interestPercentage={result.interestPercentage}
        />
        <Box>
          <Box
            component="ul"
            aria-label="Chart legend"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            <LegendItem
              color="primary.main"
              label="Principal amount"
              percentage={result.principalPercentage}
            />
            <LegendItem
              color="secondary.main"
              label="Total interest"
              percentage={result.interestPercentage}
            />
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography color="text.secondary">Total amount payable</Typography>
          <Typography component="p" data-testid="total-payable" sx={{ ...priceSx, fontSize: 24 }}>
            {formatInr(result.totalAmount)}
          </Typography>
        </Box>
      </Box>

      <Typography variant="h4" component="h3" sx={{ mt: 4, mb: 1 }}>
        Loan summary
      </Typography>
      <Box component="dl" sx={{ m: 0, '& > div + div': { borderTop: 1, borderColor: 'divider' } }}>
        <SummaryRow label="Monthly EMI" amount={result.emi} />
        <SummaryRow label="Principal amount" amount={result.loanAmount} />
        <SummaryRow label="Total interest" amount={result.totalInterest} />
        <SummaryRow label="Total amount" amount={result.totalAmount} strong />
      </Box>
    </Box>
  );
}
