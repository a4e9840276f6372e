import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TUser } from '@nivaas/shared/auth';
import type { TEmiInput, TEmiResult } from '@nivaas/shared/emi';
import {
  ENQUIRY_MSG,
  type TEnquiryRequest,
  type TEnquiryRequestInput,
  ZEnquiryRequest,
} from '@nivaas/shared/enquiry';
import { formatInr } from '@nivaas/shared/format-price';
import { useState } from 'react';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useApplyForLoan } from '../api/apply-for-loan';

type TLoanForm = Extract<TEnquiryRequestInput, { kind: 'loan' }>;

// One schema checks every kind of enquiry; this form only ever holds a loan enquiry.
const loanResolver = zodResolver(ZEnquiryRequest) as unknown as Resolver<TLoanForm, unknown, TEnquiryRequest>;

type TProps = {
  user: TUser;
  input: TEmiInput;
  result: TEmiResult;
  onClose: () => void;
};

const FAILED = 'Could not send your application. Please try again.';

/** Apply for Loan: the user's contact details, prefilled, and the loan as calculated. */
export function ApplyLoanDialog({ user, input, result, onClose }: TProps) {
  const mutation = useApplyForLoan();
  const [error, setError] = useState<string | null>(null);
  const loanLine = `${formatInr(input.loanAmount)} for ${input.tenureYears} years at ${input.annualRate}% (EMI ${formatInr(result.emi)})`;
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TLoanForm, unknown, TEnquiryRequest>({
    resolver: loanResolver,
    defaultValues: {
      kind: 'loan',
      name: user.name,
      email: user.email,
      phone: user.mobile ?? user.phone ?? '',
      subject: `Home loan: ${loanLine}`,
      message: '',
      details: {
        loanAmount: input.loanAmount,
        tenureYears: input.tenureYears,
        interestRate: input.annualRate,
        city: '',
      },
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (values.kind !== 'loan') return;
    setError(null);
    try {
      await mutation.mutateAsync(values);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        for (const [field, message] of Object.entries(err.errors)) {
          setFieldError(field as Path<TLoanForm>, { message });
        }
      }
      setError(errorMessage(err, FAILED));
    }
  });

  // The loan figures are not fields here; if the server's limits reject them, say so above the form.
  const loanError =
    errors.details?.loanAmount?.message ??
    errors.details?.tenureYears?.message ??
    errors.details?.interestRate?.message;

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Apply for a home loan"
      description="Share how to reach you and our home-loan desk will compare offers from partner banks and housing finance companies for this loan. There is no charge for this."
      onSubmit={onSubmit}
      submitLabel="Send application"
      busyLabel="Sending..."
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      error={error ?? loanError}
      success={
        mutation.isSuccess
          ? {
              title: 'Application sent',
              message: `${ENQUIRY_MSG.thanks} A home-loan advisor will call you about ${loanLine}.`,
            }
          : null
      }
    >
      <Box sx={{ bgcolor: 'grey.50', borderRadius: 2, p: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Loan you calculated
        </Typography>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{loanLine}</Typography>
      </Box>
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={!!errors.name}
        helperText={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        error={!!errors.email}
        helperText={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
        error={!!errors.phone}
        helperText={errors.phone?.message ?? 'The advisor will call you on this number'}
        {...register('phone')}
      />
      <TextField
        label="City of the property (optional)"
        autoComplete="address-level2"
        error={!!errors.details?.city}
        helperText={errors.details?.city?.message}
        {...register('details.city')}
      />
      <TextField
        label="Anything we should know? (optional)"
        multiline
        minRows={3}
        placeholder="Salaried or self-employed, property under construction or ready, an existing loan to transfer..."
        error={!!errors.message}
        helperText={errors.message?.message}
        {...register('message')}
      />
    </FormDialog>
  );
}
