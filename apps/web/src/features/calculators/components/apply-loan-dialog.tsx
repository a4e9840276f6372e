import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
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
import { useSayKnown } from '../../../lib/i18n/known-messages';
import { useApplyForLoan } from '../api/apply-for-loan';
import styles from './apply-loan-dialog.module.css';
import { useCatalogPart } from '../../../lib/i18n/i18n';

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

/** Apply for Loan: the user's contact details, prefilled, and the loan as calculated. */
export function ApplyLoanDialog({ open, user, input, result, onClose }: TProps) {
  const mutation = useApplyForLoan();
  const [error, setError] = useState<string | null>(null);
  useCatalogPart('forms');
  const { t } = useLingui();
  const say = useSayKnown();
  // The subject goes to the home-loan desk, who read English; the page shows the line in its language.
  const subjectLine = `${formatInr(input.loanAmount)} for ${input.tenureYears} years at ${input.annualRate}% (EMI ${formatInr(result.emi)})`;
  const amount = formatInr(input.loanAmount);
  const years = input.tenureYears;
  const rate = String(input.annualRate);
  const emi = formatInr(result.emi);
  const loanLine = t`${amount} for ${years} years at ${rate}% (EMI ${emi})`;
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
      subject: `Home loan: ${subjectLine}`,
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
      setError(errorMessage(err, t`Could not send your application. Please try again.`));
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
      title={t`Apply for a home loan`}
      description={t`Share how to reach you and our home-loan desk will compare offers from partner banks and housing finance companies for this loan. There is no charge for this.`}
      onSubmit={onSubmit}
      submitLabel={t`Send application`}
      busyLabel={t`Sending...`}
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      error={say(error ?? loanError)}
      success={
        mutation.isSuccess
          ? {
              title: t`Application sent`,
              message: `${say(ENQUIRY_MSG.thanks)} ${t`A home-loan advisor will call you about ${loanLine}.`}`,
            }
          : null
      }
    >
      <div className={styles.loan}>
        <p className={styles.loanLabel}>{t`Loan you calculated`}</p>
        <p className={styles.loanLine}>{loanLine}</p>
      </div>
      <Field label={t`Full Name`} isRequired error={say(errors.name?.message)}>
        <TextInput autoComplete="name" {...register('name')} />
      </Field>
      <Field label={t`Email Address`} isRequired error={say(errors.email?.message)}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        label={t`Phone Number`}
        isRequired
        help={t`The advisor will call you on this number`}
        error={say(errors.phone?.message)}
      >
        <TextInput type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field label={t`City of the property`} isOptional error={say(errors.details?.city?.message)}>
        <TextInput autoComplete="address-level2" {...register('details.city')} />
      </Field>
      <Field label={t`Anything we should know?`} isOptional error={say(errors.message?.message)}>
        <Textarea
          rows={3}
          placeholder={t`Salaried or self-employed, property under construction or ready, an existing loan to transfer...`}
          {...register('message')}
        />
      </Field>
    </FormDialog>
  );
}
