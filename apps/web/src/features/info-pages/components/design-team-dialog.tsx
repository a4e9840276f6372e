import TextField from '@mui/material/TextField';
import { DESIGN_SPECIALTIES, ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { FormDialog } from '../../../components/form-dialog';
import { fieldState, useEnquiryForm } from '../lib/enquiry-form';

type TDesignTeamForm = Extract<TEnquiryRequestInput, { kind: 'design-team' }>;

const SPECIALTY_LABELS: Record<(typeof DESIGN_SPECIALTIES)[number], string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  hospitality: 'Hospitality',
  other: 'Other',
};

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
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        autoFocus
        {...fieldState(errors, 'name')}
        {...register('name')}
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
        label="Years of Experience"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...fieldState(errors, 'details.experienceYears')}
        {...register('details.experienceYears')}
      />
      <TextField
        select
        label="Specialty"
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        {...fieldState(errors, 'details.specialty')}
        {...register('details.specialty')}
      >
        <option value="">Choose your specialty</option>
        {DESIGN_SPECIALTIES.map((s) => (
          <option key={s} value={s}>
            {SPECIALTY_LABELS[s]}
          </option>
        ))}
      </TextField>
      <TextField
        label="Portfolio"
        multiline
        minRows={3}
        {...fieldState(
          errors,
          'details.portfolio',
          'A link to your portfolio, or a few lines on projects you have led',
        )}
        {...register('details.portfolio')}
      />
    </FormDialog>
  );
}
