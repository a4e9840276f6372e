import { zodResolver } from '@hookform/resolvers/zod';
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
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useApplyForLoan } from '../api/apply-for-loan';
import styles from './apply-loan-dialog.module.css';

type TLoanForm = Extract<TEnquiryRequestInput, { kind: 'loan' }>;

// One schema checks every kind of enquiry; this form only ever holds a loan enquiry.
const loanResolver = zodResolver(ZEnquiryRequest) as unknown as Resolver<TLoanForm, unknown, TEnquiryRequest>;

type TProps = {
  open: boolean;
  user: TUser;
  input: TEmiInput;
  result: TEmiResult;
  onClose: () => void;
};

const FAILED = 'Could not send your application. Please try again.';

/** Apply for Loan: the user's contact details, prefilled, and the loan as calculated. */
export function ApplyLoanDialog({ open, user, input, result, onClose }: TProps) {
  const mutation = useApplyForLoan();
  const [error, setError] = useState<string | null>(null);
  const loanLine = `${formatInr(input.loanAmount)} for ${input.tenureYears} years at ${input.annualRate}% (EMI ${formatInr(result.emi)})`;
  const {
    register,
    handleSubmit,
    reset,
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

  const close = () => {
    reset();
    mutation.reset();
    setError(null);
    onClose();
  };

  // The loan figures are not fields here; if the server's limits reject them, say so above the form.
  const loanError =
    errors.details?.loanAmount?.message ??
    errors.details?.tenureYears?.message ??
    errors.details?.interestRate?.message;

  return (
    <FormDialog
      open={open}
      onClose={close}
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
      <div className={styles.loan}>
        <p className={styles.loanLabel}>Loan you calculated</p>
        <p className={styles.loanLine}>{loanLine}</p>
      </div>
      <Field label="Full Name" isRequired error={errors.name?.message}>
        <TextInput autoComplete="name" {...register('name')} />
      </Field>
      <Field label="Email Address" isRequired error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        label="Phone Number"
        isRequired
        help="The advisor will call you on this number"
        error={errors.phone?.message}
      >
        <TextInput type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field label="City of the property" isOptional error={errors.details?.city?.message}>
        <TextInput autoComplete="address-level2" {...register('details.city')} />
      </Field>
      <Field label="Anything we should know?" isOptional error={errors.message?.message}>
        <Textarea
          rows={3}
          placeholder="Salaried or self-employed, property under construction or ready, an existing loan to transfer..."
          {...register('message')}
        />
      </Field>
    </FormDialog>
  );
}
