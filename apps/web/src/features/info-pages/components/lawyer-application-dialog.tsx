import { useLingui } from '@lingui/react/macro';
import { ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { useEnquiryForm } from '../lib/enquiry-form';

type TLawyerForm = Extract<TEnquiryRequestInput, { kind: 'lawyer' }>;

/** The lawyer application of the Legal Consultancy page, sent as a 'lawyer' enquiry. */
export function LawyerApplicationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { form, submit, error, errorOf, isSent, reset, say } = useEnquiryForm<TLawyerForm>({
    defaultValues: {
      kind: 'lawyer',
      name: '',
      email: '',
      phone: '',
      // For the team that reads the applications (in English); not a field of the form.
      subject: 'Application to join the legal panel',
      details: { barCouncilId: '', experienceYears: '', practiceAreas: '', city: '' },
    },
  });
  const {
    register,
    formState: { isSubmitting, isDirty },
  } = form;
  const close = () => {
    reset();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t`Join our legal panel`}
      description={t`We are building a panel of advocates for property matters in every city we list in. Tell us about your practice.`}
      onSubmit={submit}
      submitLabel={t`Submit application`}
      busyLabel={t`Submitting...`}
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      error={error}
      success={isSent ? { title: t`Application received`, message: say(ENQUIRY_MSG.thanks) } : null}
    >
      <Field label={t`Full Name`} isRequired error={errorOf('name')}>
        <TextInput autoComplete="name" {...register('name')} />
      </Field>
      <Field label={t`Email Address`} isRequired error={errorOf('email')}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label={t`Phone Number`} isOptional error={errorOf('phone')}>
        <TextInput type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field
        label={t`Bar Council enrolment number`}
        help={t`For example MAH/1234/2012`}
        error={errorOf('details.barCouncilId')}
      >
        <TextInput {...register('details.barCouncilId')} />
      </Field>
      <Field label={t`Years of practice`} error={errorOf('details.experienceYears')}>
        <TextInput inputMode="numeric" {...register('details.experienceYears')} />
      </Field>
      <Field
        label={t`Areas of practice`}
        help={t`For example: title search, sale deeds, RERA complaints, tenancy, succession`}
        error={errorOf('details.practiceAreas')}
      >
        <Textarea rows={2} {...register('details.practiceAreas')} />
      </Field>
      <Field label={t`City of practice`} error={errorOf('details.city')}>
        <TextInput autoComplete="address-level2" {...register('details.city')} />
      </Field>
    </FormDialog>
  );
}
