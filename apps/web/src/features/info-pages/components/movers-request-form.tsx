import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ENQUIRY_MSG, MOVERS_PLANS, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { useEnquiryForm } from '../lib/enquiry-form';
import styles from './enquiry-form.module.css';

export type TMoversPlan = (typeof MOVERS_PLANS)[number];
type TMoversForm = Extract<TEnquiryRequestInput, { kind: 'movers' }> & { homeSize: string };

/**
 * The home sizes, by the English the team reads in the request; each said in the page's language
 * ('2 BHK' is written the same in both).
 */
export const HOME_SIZES = [
  { value: '1 RK / studio', label: msg`1 RK / studio` },
  { value: '1 BHK' },
  { value: '2 BHK' },
  { value: '3 BHK' },
  { value: '4 BHK or larger', label: msg`4 BHK or larger` },
  { value: 'Villa or bungalow', label: msg`Villa or bungalow` },
  { value: 'Office', label: msg`Office` },
] as const;
export const PLAN_LABELS = {
  basic: msg`Basic`,
  standard: msg`Standard`,
  premium: msg`Premium`,
} as const satisfies Record<TMoversPlan, unknown>;

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
  const { t, i18n } = useLingui();
  const { form, submit, error, errorOf, isSent, reset, say } = useEnquiryForm<TMoversForm>({
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
    // The team reads the home size in English, whatever the page's language.
    prepare: (request, raw) => ({
      ...request,
      message: [`Home size: ${raw.homeSize}`, request.message].filter(Boolean).join('\n\n'),
    }),
  });
  const {
    register,
    setValue,
    formState: { isSubmitting },
  } = form;
  // The date picker's earliest day is the visitor's today: set after the first render, so the
  // server's and the browser's first renders are the same whatever the clock and time zone.
  const [earliestDate, setEarliestDate] = useState<string | undefined>(undefined);
  useEffect(() => setEarliestDate(today()), []);

  useEffect(() => {
    if (plan) setValue('details.plan', plan);
  }, [plan, setValue]);

  if (isSent) {
    const thanks = say(ENQUIRY_MSG.thanks);
    return (
      <div className={styles.form}>
        <Alert severity="success">
          {t`Request received. ${thanks} We will share quotes from verified movers as soon as the service opens in your city.`}
        </Alert>
        <div>
          <Button onClick={reset}>{t`Plan another move`}</Button>
        </div>
      </div>
    );
  }

  const homeSizes = HOME_SIZES.map((size) => ({
    value: size.value,
    label: 'label' in size ? i18n._(size.label) : size.value,
  }));
  const planOptions = MOVERS_PLANS.map((p) => ({ value: p, label: i18n._(PLAN_LABELS[p]) }));

  return (
    <form noValidate onSubmit={submit} aria-label={t`Request a move`} className={styles.form}>
      {error && <Alert severity="error">{error}</Alert>}
      <div className={styles.pair}>
        <Field label={t`Full Name`} isRequired error={errorOf('name')}>
          <TextInput autoComplete="name" {...register('name')} />
        </Field>
        <Field label={t`Phone Number`} isRequired error={errorOf('phone')}>
          <TextInput type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label={t`Email Address`} isRequired error={errorOf('email')}>
          <TextInput type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field
          label={t`Moving date`}
          help={t`Leave blank if you are not sure yet`}
          error={errorOf('details.moveDate')}
        >
          <TextInput type="date" min={earliestDate} {...register('details.moveDate')} />
        </Field>
        <Field label={t`Moving from (city)`} isRequired error={errorOf('details.fromCity')}>
          <TextInput autoComplete="off" {...register('details.fromCity')} />
        </Field>
        <Field label={t`Moving to (city)`} isRequired error={errorOf('details.toCity')}>
          <TextInput autoComplete="off" {...register('details.toCity')} />
        </Field>
        <Field label={t`Home size`}>
          <Select options={homeSizes} {...register('homeSize')} />
        </Field>
        <Field label={t`Plan`} error={errorOf('details.plan')}>
          <Select options={planOptions} placeholder={t`Not sure yet`} {...register('details.plan')} />
        </Field>
      </div>
      <Field label={t`Anything else?`} isOptional error={errorOf('message')}>
        <Textarea
          rows={3}
          placeholder={t`Floor and lift at both ends, a car or two-wheeler to move, fragile items, storage needed...`}
          {...register('message')}
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" busy={isSubmitting} busyLabel={t`Sending...`}>
          {t`Request a quote`}
        </Button>
      </div>
    </form>
  );
}
