import TextField from '@mui/material/TextField';
import { ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { FormDialog } from '../../../components/form-dialog';
import { fieldState, useEnquiryForm } from '../lib/enquiry-form';

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
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        {...fieldState(errors, 'phone')}
        {...register('phone')}
      />
      <TextField
        label="Bar Council enrolment number"
        {...fieldState(errors, 'details.barCouncilId', 'For example MAH/1234/2012')}
        {...register('details.barCouncilId')}
      />
      <TextField
        label="Years of practice"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...fieldState(errors, 'details.experienceYears')}
        {...register('details.experienceYears')}
      />
      <TextField
        label="Areas of practice"
        multiline
        minRows={2}
        {...fieldState(
          errors,
          'details.practiceAreas',
          'For example: title search, sale deeds, RERA complaints, tenancy, succession',
        )}
        {...register('details.practiceAreas')}
      />
      <TextField
        label="City of practice"
        autoComplete="address-level2"
        {...fieldState(errors, 'details.city')}
        {...register('details.city')}
      />
    </FormDialog>
  );
}
