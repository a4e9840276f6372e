import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ENQUIRY_MSG, MOVERS_PLANS, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { useEffect } from 'react';
import { fieldState, useEnquiryForm } from '../lib/enquiry-form';

export type TMoversPlan = (typeof MOVERS_PLANS)[number];
type TMoversForm = Extract<TEnquiryRequestInput, { kind: 'movers' }> & { homeSize: string };

export const HOME_SIZES = [
  '1 RK / studio',
  '1 BHK',
  '2 BHK',
  '3 BHK',
  '4 BHK or larger',
  'Villa or bungalow',
  'Office',
] as const;
export const PLAN_LABELS: Record<TMoversPlan, string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};

/** Today as yyyy-mm-dd in the visitor's time zone, the earliest moving date. */
const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The movers request of the Packers and Movers page: from and to city, date, home size and plan,
 * sent as a 'movers' enquiry (the home size and notes go into the message).
 */
export function MoversRequestForm({ plan }: { plan: TMoversPlan | null }) {
  const { form, submit, error, isSent, reset } = useEnquiryForm<TMoversForm>({
    defaultValues: {
      kind: 'movers',
      name: '',
      email: '',
      phone: '',
      subject: 'Packers and movers request',
      message: '',
      homeSize: '2 BHK',
      details: { fromCity: '', toCity: '', moveDate: '', plan: plan ?? '' },
    },
    prepare: (request, raw) => ({
      ...request,
      message: [`Home size: ${raw.homeSize}`, request.message].filter(Boolean).join('\n\n'),
    }),
  });
  const {
    register,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (plan) setValue('details.plan', plan);
  }, [plan, setValue]);

  if (isSent) {
    return (
      <Box role="status" aria-live="polite">
        <Alert severity="success" sx={{ mb: 2 }}>
          Request received. {ENQUIRY_MSG.thanks} We will share quotes from verified movers as soon as the
          service opens in your city.
        </Alert>
        <Button variant="outlined" onClick={reset} sx={{ minHeight: 44 }}>
          Plan another move
        </Button>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Request a move"
      sx={{ display: 'grid', gap: 2 }}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Full Name"
          autoComplete="name"
          required
          {...fieldState(errors, 'name')}
          {...register('name')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          required
          {...fieldState(errors, 'phone')}
          {...register('phone')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          {...fieldState(errors, 'email')}
          {...register('email')}
        />
        <TextField
          label="Moving date"
          type="date"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
          {...fieldState(errors, 'details.moveDate', 'Leave blank if you are not sure yet')}
          {...register('details.moveDate')}
        />
        <TextField
          label="Moving from (city)"
          required
          autoComplete="off"
          {...fieldState(errors, 'details.fromCity')}
          {...register('details.fromCity')}
        />
        <TextField
          label="Moving to (city)"
          required
          autoComplete="off"
          {...fieldState(errors, 'details.toCity')}
          {...register('details.toCity')}
        />
        <TextField
          select
          label="Home size"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...register('homeSize')}
        >
          {HOME_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Plan"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...fieldState(errors, 'details.plan')}
          {...register('details.plan')}
        >
          <option value="">Not sure yet</option>
          {MOVERS_PLANS.map((p) => (
            <option key={p} value={p}>
              {PLAN_LABELS[p]}
            </option>
          ))}
        </TextField>
      </Box>
      <TextField
        label="Anything else? (optional)"
        multiline
        minRows={3}
        placeholder="Floor and lift at both ends, a car or two-wheeler to move, fragile items, storage needed..."
        {...fieldState(errors, 'message')}
        {...register('message')}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? 'Sending...' : 'Request a quote'}
        </Button>
      </Box>
    </Box>
  );
}
