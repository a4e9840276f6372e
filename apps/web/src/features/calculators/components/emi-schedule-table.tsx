import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type TEmiInput, yearlySchedule } from '@nivaas/shared/emi';
import { formatIndianNumber, formatInr } from '@nivaas/shared/format-price';
import { useId, useMemo } from 'react';

const cellSx = {
  px: { xs: 0.75, sm: 2 },
  fontSize: { xs: 13, sm: 14 },
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** The amortisation schedule summed per year: what each year repays and what is still owed after it. */
export function EmiScheduleTable({ input }: { input: TEmiInput }) {
  const years = useMemo(() => yearlySchedule(input), [input]);
  const totals = years.reduce(
    (sum, row) => ({ principal: sum.principal + row.principal, interest: sum.interest + row.interest }),
    { principal: 0, interest: 0 },
  );
  const captionId = useId();

  return (
    <>
      <Typography id={captionId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {formatInr(input.loanAmount)} over {input.tenureYears} years at {input.annualRate}% a year. All
        amounts in rupees; the downloaded file has every month.
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={captionId} stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell sx={cellSx}>Year</TableCell>
              <TableCell sx={cellSx} align="right">
                Principal
              </TableCell>
              <TableCell sx={cellSx} align="right">
                Interest
              </TableCell>
              <TableCell sx={cellSx} align="right">
                Balance
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {years.map((row) => (
              <TableRow key={row.year} hover>
                <TableCell sx={cellSx} component="th" scope="row">
                  {row.year}
                </TableCell>
                <TableCell sx={cellSx} align="right">
                  {formatIndianNumber(row.principal)}
                </TableCell>
                <TableCell sx={cellSx} align="right">
                  {formatIndianNumber(row.interest)}
                </TableCell>
                <TableCell sx={cellSx} align="right">
                  {formatIndianNumber(row.balance)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell
                sx={{ ...cellSx, fontWeight: 700, color: 'text.primary' }}
                component="th"
                scope="row"
              >
                Total
              </TableCell>
              <TableCell sx={{ ...cellSx, fontWeight: 700, color: 'text.primary' }} align="right">
                {formatIndianNumber(totals.principal)}
              </TableCell>
              <TableCell sx={{ ...cellSx, fontWeight: 700, color: 'text.primary' }} align="right">
                {formatIndianNumber(totals.interest)}
              </TableCell>
              <TableCell sx={cellSx} />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </>
  );
}
