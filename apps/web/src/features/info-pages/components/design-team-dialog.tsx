import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DESIGN_SPECIALTIES, ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { useEnquiryForm } from '../lib/enquiry-form';

type TDesignTeamForm = Extract<TEnquiryRequestInput, { kind: 'design-team' }>;

const SPECIALTY_LABELS = {
  residential: msg`Residential`,
  commercial: msg`Commercial`,
  hospitality: msg`Hospitality`,
  other: msg`Other`,
} as const satisfies Record<(typeof DESIGN_SPECIALTIES)[number], unknown>;

/** 'Join Our Design Team' (admin §2.12): an application sent as a 'design-team' enquiry. */
export function DesignTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { form, submit, error, errorOf, isSent, reset, say } = useEnquiryForm<TDesignTeamForm>({
    defaultValues: {
      kind: 'design-team',
      name: '',
      email: '',
      // For the team that reads the applications (in English); not a field of the form.
      subject: 'Application to join the design team',
      // No specialty yet: the select starts on 'Choose your specialty' and the schema asks for one.
      details: { experienceYears: '', portfolio: '' },
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
  const specialtyOptions = DESIGN_SPECIALTIES.map((s) => ({ value: s, label: i18n._(SPECIALTY_LABELS[s]) }));

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t`Join Our Design Team`}
      description={t`Architects and interior designers who have delivered homes, offices or hotels in India: tell us about your work and we will be in touch.`}
      onSubmit={submit}
      submitLabel={t`Submit`}
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
      <Field label={t`Years of Experience`} error={errorOf('details.experienceYears')}>
        <TextInput inputMode="numeric" {...register('details.experienceYears')} />
      </Field>
      <Field label={t`Specialty`} isRequired error={errorOf('details.specialty')}>
        <Select
          options={specialtyOptions}
          placeholder={t`Choose your specialty`}
          {...register('details.specialty')}
        />
      </Field>
      <Field
        label={t`Portfolio`}
        help={t`A link to your portfolio, or a few lines on projects you have led`}
        error={errorOf('details.portfolio')}
      >
        <Textarea rows={3} {...register('details.portfolio')} />
      </Field>
    </FormDialog>
  );
}
