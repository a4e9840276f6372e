import { ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { useEffect } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { fieldError, useEnquiryForm } from '../lib/enquiry-form';

type TConsultationForm = Extract<TEnquiryRequestInput, { kind: 'contact' }>;

/**
 * Book Consultation on the Design Studio page: a design enquiry with a 'consultation' subject,
 * sent to the team as a 'contact' enquiry.
 */
export function ConsultationDialog({
  open,
  onClose,
  service,
}: {
  open: boolean;
  onClose: () => void;
  /** What the visitor was looking at: 'Interior Design' or 'Architecture Services'. */
  service: string;
}) {
  const subject = `Design consultation: ${service}`;
  const { form, submit, error, isSent, reset } = useEnquiryForm<TConsultationForm>({
    defaultValues: { kind: 'contact', name: '', email: '', phone: '', subject, message: '' },
  });
  const {
    register,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  // Opened again from the other tab: follow it, unless the visitor has edited the subject.
  useEffect(() => {
    if (open && !form.getFieldState('subject').isDirty) setValue('subject', subject);
  }, [open, subject, setValue, form]);

  const close = () => {
    reset();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Book a design consultation"
      description="A 45-minute call with a Nivaas designer, free of charge. Tell us about the home and we will call you to fix a time."
      onSubmit={submit}
      submitLabel="Book Consultation"
      busyLabel="Booking..."
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      error={error}
      success={isSent ? { title: 'Consultation requested', message: ENQUIRY_MSG.thanks } : null}
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
      <Field label="Subject" error={fieldError(errors, 'subject')}>
        <TextInput {...register('subject')} />
      </Field>
      <Field label="About your home" isRequired error={fieldError(errors, 'message')}>
        <Textarea
          rows={4}
          placeholder="City, flat or plot size (for example 2 BHK, 950 sq ft carpet), rooms to design, budget, and when you get possession"
          {...register('message')}
        />
      </Field>
    </FormDialog>
  );
}
