import { useLingui } from '@lingui/react/macro';
import { ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { useEffect } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { useEnquiryForm } from '../lib/enquiry-form';

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
  /** What the visitor was looking at: 'Interior Design' or 'Architecture Services', in the page's language. */
  service: string;
}) {
  const { t } = useLingui();
  // A field the visitor sees and may edit: in the page's language.
  const subject = t`Design consultation: ${service}`;
  const { form, submit, error, errorOf, isSent, reset, say } = useEnquiryForm<TConsultationForm>({
    defaultValues: { kind: 'contact', name: '', email: '', phone: '', subject, message: '' },
  });
  const {
    register,
    setValue,
    formState: { isSubmitting, isDirty },
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
      title={t`Book a design consultation`}
      description={t`A 45-minute call with a Nivaas designer, free of charge. Tell us about the home and we will call you to fix a time.`}
      onSubmit={submit}
      submitLabel={t`Book Consultation`}
      busyLabel={t`Booking...`}
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      error={error}
      success={isSent ? { title: t`Consultation requested`, message: say(ENQUIRY_MSG.thanks) } : null}
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
      <Field label={t`Subject`} error={errorOf('subject')}>
        <TextInput {...register('subject')} />
      </Field>
      <Field label={t`About your home`} isRequired error={errorOf('message')}>
        <Textarea
          rows={4}
          placeholder={t`City, flat or plot size (for example 2 BHK, 950 sq ft carpet), rooms to design, budget, and when you get possession`}
          {...register('message')}
        />
      </Field>
    </FormDialog>
  );
}
