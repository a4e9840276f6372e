import { zodResolver } from '@hookform/resolvers/zod';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { calculateEmi, EMI_DEFAULTS, EMI_TENURE_OPTIONS, type TEmiInput } from '@nivaas/shared/emi';
import { formatInr } from '@nivaas/shared/format-price';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useAuth } from '../../../lib/auth/auth-context';
import { notify } from '../../../lib/notify';
import {
  EMI_FORM_DEFAULTS,
  parseEmiForm,
  sameEmiInput,
  type TEmiFormValues,
  ZEmiForm,
} from '../lib/emi-form';
import { decideEmiCalculation, GUEST_DEFAULT_NOTE, LOCKED_NOTE, resolveEmiView } from '../lib/emi-guest-rule';
import { buildScheduleCsvFile, downloadTextFile } from '../lib/emi-schedule-file';
import { ApplyLoanDialog } from './apply-loan-dialog';
import { EmiLoginDialog } from './emi-login-dialog';
import { EmiResults } from './emi-results';
import { EmiScheduleTable } from './emi-schedule-table';
import { LoanAmountField } from './loan-amount-field';
import { visuallyHiddenSx } from '../../../components/visually-hidden';

const touchSx = { minHeight: 44 } as const;

/**
 * The home-loan EMI calculator (admin §2.11) with the guest rule of §4: a guest sees the default
 * calculation; custom values need a login, asked for in a dialog, after which they are calculated.
 */
export function EmiCalculator() {
  const { user } = useAuth();
  const isSignedIn = user !== null;
  const [shown, setShown] = useState<TEmiInput>({ ...EMI_DEFAULTS });
  const [pending, setPending] = useState<TEmiInput | null>(null);
  const [isLoginOpen, setLoginOpen] = useState(false);
  const [isLoanOpen, setLoanOpen] = useState(false);
  const [isScheduleShown, setScheduleShown] = useState(false);

  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TEmiFormValues, unknown, TEmiInput>({
    resolver: zodResolver(ZEmiForm),
    defaultValues: EMI_FORM_DEFAULTS,
  });

  const view = resolveEmiView({ isSignedIn, shown, pending });
  const result = useMemo(() => calculateEmi(view.input), [view.input]);
  const typed = parseEmiForm({ ...EMI_FORM_DEFAULTS, ...useWatch({ control }) });
  const isStale = view.kind !== 'locked' && typed !== null && !sameEmiInput(typed, view.input);
  const isLocked = view.kind === 'locked';

  const onCalculate = handleSubmit((input) => {
    if (decideEmiCalculation({ isSignedIn, input }) === 'calculate') {
      setShown(input);
      setPending(null);
      return;
    }
    setPending(input);
    setLoginOpen(true);
  });

  const onDownload = () => {
    downloadTextFile(buildScheduleCsvFile(view.input));
    setScheduleShown(true);
    notify('EMI schedule downloaded. The year-by-year view is below the results.', 'success');
  };

  return (
    <>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card component="section" aria-labelledby="emi-form-heading">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="emi-form-heading" variant="h3" component="h2" sx={{ mb: 3 }}>
                Loan details
              </Typography>
              <Box component="form" noValidate onSubmit={onCalculate} sx={{ display: 'grid', gap: 2.5 }}>
                <Controller
                  control={control}
                  name="loanAmount"
                  render={({ field }) => (
                    <LoanAmountField
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={errors.loanAmount?.message}
                    />
                  )}
                />
                <TextField
                  select
                  label="Loan tenure"
                  error={!!errors.tenureYears}
                  helperText={errors.tenureYears?.message}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  {...register('tenureYears')}
                >
                  {EMI_TENURE_OPTIONS.map((years) => (
                    <option key={years} value={String(years)}>
                      {years} years
                    </option>
                  ))}
                </TextField>
                <TextField
                  label="Interest rate (per annum)"
                  autoComplete="off"
                  error={!!errors.annualRate}
                  helperText={errors.annualRate?.message ?? 'Floating rates move with the RBI repo rate'}
                  slotProps={{
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                    htmlInput: { inputMode: 'decimal' },
                  }}
                  {...register('annualRate')}
                />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  startIcon={<CalculateOutlined />}
                  sx={{ minHeight: 48 }}
                >
                  Calculate EMI
                </Button>
                {isStale && (
                  <Typography variant="body2" color="text.secondary" role="status">
                    You have changed the values. Press Calculate EMI to update the results.
                  </Typography>
                )}
              </Box>
            </CardContent>
          </Card>
        </Grid>

        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="section" aria-labelledby="emi-results-heading" sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="emi-results-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
                Your EMI
              </Typography>
              {view.kind === 'guest-default' && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {GUEST_DEFAULT_NOTE}
                </Alert>
              )}
              <Box sx={{ position: 'relative' }}>
                <Box
                  inert={isLocked}
                  aria-hidden={isLocked || undefined}
                  sx={
                    isLocked
                      ? { filter: 'blur(7px)', userSelect: 'none', pointerEvents: 'none', opacity: 0.7 }
                      : undefined
                  }
                  data-testid="emi-results"
                  data-locked={isLocked}
                >
                  <EmiResults input={view.input} result={result} />
                </Box>
                {isLocked && (
                  <Box
                    sx={{
                      position: 'absolute',
                      inset: 0,
                      display: 'grid',
                      placeContent: 'center',
                      justifyItems: 'center',
                      gap: 2,
                      textAlign: 'center',
                      px: 2,
                    }}
                  >
                    <LockOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
                    <Typography variant="h4" component="p">
                      {LOCKED_NOTE}
                    </Typography>
                    <Button variant="contained" onClick={() => setLoginOpen(true)} sx={touchSx}>
                      Login
                    </Button>
                  </Box>
                )}
                <Typography role="status" sx={visuallyHiddenSx}>
                  {isLocked ? LOCKED_NOTE : `Monthly EMI ${formatInr(result.emi)}`}
                </Typography>
              </Box>

              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
                <Button
                  variant="outlined"
                  startIcon={<DownloadOutlined />}
                  disabled={!isSignedIn}
                  onClick={onDownload}
                  sx={{ ...touchSx, flex: { xs: '1 1 100%', sm: '1 1 0' } }}
                >
                  Download EMI Schedule
                </Button>
                <Button
                  variant="contained"
                  color="primary"
                  startIcon={<RequestQuoteOutlined />}
                  disabled={!isSignedIn}
                  onClick={() => setLoanOpen(true)}
                  sx={{ ...touchSx, flex: { xs: '1 1 100%', sm: '1 1 0' } }}
                >
                  Apply for Loan
                </Button>
              </Box>
              {!isSignedIn && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Log in to download the month-by-month schedule or apply for a loan.
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>

        {isSignedIn && isScheduleShown && (
          <Grid size={12}>
            <Card component="section" aria-labelledby="emi-schedule-heading">
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography id="emi-schedule-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
                  EMI schedule, year by year
                </Typography>
                <EmiScheduleTable input={view.input} />
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>

      <EmiLoginDialog
        open={isLoginOpen && !isSignedIn}
        onClose={() => setLoginOpen(false)}
        onLoggedIn={(loggedIn) => {
          if (pending) setShown(pending);
          setPending(null);
          setLoginOpen(false);
          notify(`Welcome back, ${loggedIn.name}. Here is the EMI for your values.`, 'success');
        }}
      />
      {user && isLoanOpen && (
        <ApplyLoanDialog user={user} input={view.input} result={result} onClose={() => setLoanOpen(false)} />
      )}
    </>
  );
}
