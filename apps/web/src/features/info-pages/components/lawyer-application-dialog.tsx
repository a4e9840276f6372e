import { ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { fieldError, useEnquiryForm } from '../lib/enquiry-form';

type TLawyerForm = Extract<TEnquiryRequestInput, { kind: 'lawyer' }>;

/** The lawyer application of the Legal Consultancy page, sent as a 'lawyer' enquiry. */
export function LawyerApplicationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, submit, error, isSent, reset } = useEnquiryForm<TLawyerForm>({
    defaultValues: {
      kind: 'lawyer',
      name: '',
      email: '',
      phone: '',
      subject: 'Application to join the legal panel',
      details: { barCouncilId: '', experienceYears: '', practiceAreas: '', city: '' },
    },
  });
  const {
    register,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const close = () => {
    reset();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Join our legal panel"
      description="We are building a panel of advocates for property matters in every city we list in. Tell us about your practice."
      onSubmit={submit}
      submitLabel="Submit application"
      busyLabel="Submitting..."
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      error={error}
      success={isSent ? { title: 'Application received', message: ENQUIRY_MSG.thanks } : null}
    >
      <Field label="Full Name" isRequired error={fieldError(errors, 'name')}>
        <TextInput autoComplete="name" {...register('name')} />
      </Field>
      <Field label="Email Address" isRequired error={fieldError(errors, 'email')}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Phone Number" isOptional error={fieldError(errors, 'phone')}>
        <TextInput type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Field
        label="Bar Council enrolment number"
        help="For example MAH/1234/2012"
        error={fieldError(errors, 'details.barCouncilId')}
      >
        <TextInput {...register('details.barCouncilId')} />
      </Field>
      <Field label="Years of practice" error={fieldError(errors, 'details.experienceYears')}>
        <TextInput inputMode="numeric" {...register('details.experienceYears')} />
      </Field>
      <Field
        label="Areas of practice"
        help="For example: title search, sale deeds, RERA complaints, tenancy, succession"
        error={fieldError(errors, 'details.practiceAreas')}
      >
        <Textarea rows={2} {...register('details.practiceAreas')} />
      </Field>
      <Field label="City of practice" error={fieldError(errors, 'details.city')}>
        <TextInput autoComplete="address-level2" {...register('details.city')} />
      </Field>
    </FormDialog>
  );
}
