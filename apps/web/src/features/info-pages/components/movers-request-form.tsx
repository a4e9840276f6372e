import { ENQUIRY_MSG, MOVERS_PLANS, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { fieldError, useEnquiryForm } from '../lib/enquiry-form';
import styles from './enquiry-form.module.css';

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
const PLAN_OPTIONS = MOVERS_PLANS.map((p) => ({ value: p, label: PLAN_LABELS[p] }));

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
  // The date picker's earliest day is the visitor's today: set after the first render, so the
  // server's and the browser's first renders are the same whatever the clock and time zone.
  const [earliestDate, setEarliestDate] = useState<string | undefined>(undefined);
  useEffect(() => setEarliestDate(today()), []);

  useEffect(() => {
    if (plan) setValue('details.plan', plan);
  }, [plan, setValue]);

  if (isSent) {
    return (
      <div className={styles.form}>
        <Alert severity="success">
          Request received. {ENQUIRY_MSG.thanks} We will share quotes from verified movers as soon as the
          service opens in your city.
        </Alert>
        <div>
          <Button onClick={reset}>Plan another move</Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Request a move" className={styles.form}>
      {error && <Alert severity="error">{error}</Alert>}
      <div className={styles.pair}>
        <Field label="Full Name" isRequired error={fieldError(errors, 'name')}>
          <TextInput autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Phone Number" isRequired error={fieldError(errors, 'phone')}>
          <TextInput type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label="Email Address" isRequired error={fieldError(errors, 'email')}>
          <TextInput type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field
          label="Moving date"
          help="Leave blank if you are not sure yet"
          error={fieldError(errors, 'details.moveDate')}
        >
          <TextInput type="date" min={earliestDate} {...register('details.moveDate')} />
        </Field>
        <Field label="Moving from (city)" isRequired error={fieldError(errors, 'details.fromCity')}>
          <TextInput autoComplete="off" {...register('details.fromCity')} />
        </Field>
        <Field label="Moving to (city)" isRequired error={fieldError(errors, 'details.toCity')}>
          <TextInput autoComplete="off" {...register('details.toCity')} />
        </Field>
        <Field label="Home size">
          <Select options={HOME_SIZES} {...register('homeSize')} />
        </Field>
        <Field label="Plan" error={fieldError(errors, 'details.plan')}>
          <Select options={PLAN_OPTIONS} placeholder="Not sure yet" {...register('details.plan')} />
        </Field>
      </div>
      <Field label="Anything else?" isOptional error={fieldError(errors, 'message')}>
        <Textarea
          rows={3}
          placeholder="Floor and lift at both ends, a car or two-wheeler to move, fragile items, storage needed..."
          {...register('message')}
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" busy={isSubmitting} busyLabel="Sending...">
          Request a quote
        </Button>
      </div>
    </form>
  );
}
