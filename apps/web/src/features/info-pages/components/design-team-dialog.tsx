import { DESIGN_SPECIALTIES, ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { fieldError, useEnquiryForm } from '../lib/enquiry-form';

type TDesignTeamForm = Extract<TEnquiryRequestInput, { kind: 'design-team' }>;

const SPECIALTY_LABELS: Record<(typeof DESIGN_SPECIALTIES)[number], string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  hospitality: 'Hospitality',
  other: 'Other',
};
const SPECIALTY_OPTIONS = DESIGN_SPECIALTIES.map((s) => ({ value: s, label: SPECIALTY_LABELS[s] }));

/** 'Join Our Design Team' (admin §2.12): an application sent as a 'design-team' enquiry. */
export function DesignTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, submit, error, isSent, reset } = useEnquiryForm<TDesignTeamForm>({
    defaultValues: {
      kind: 'design-team',
      name: '',
      email: '',
      subject: 'Application to join the design team',
      // No specialty yet: the select starts on 'Choose your specialty' and the schema asks for one.
      details: { experienceYears: '', portfolio: '' },
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
      title="Join Our Design Team"
      description="Architects and interior designers who have delivered homes, offices or hotels in India: tell us about your work and we will be in touch."
      onSubmit={submit}
      submitLabel="Submit"
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
      <Field label="Years of Experience" error={fieldError(errors, 'details.experienceYears')}>
        <TextInput inputMode="numeric" {...register('details.experienceYears')} />
      </Field>
      <Field label="Specialty" isRequired error={fieldError(errors, 'details.specialty')}>
        <Select
          options={SPECIALTY_OPTIONS}
          placeholder="Choose your specialty"
          {...register('details.specialty')}
        />
      </Field>
      <Field
        label="Portfolio"
        help="A link to your portfolio, or a few lines on projects you have led"
        error={fieldError(errors, 'details.portfolio')}
      >
        <Textarea rows={3} {...register('details.portfolio')} />
      </Field>
    </FormDialog>
  );
}
