import { ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { fieldError, useEnquiryForm } from '../lib/enquiry-form';
import styles from './enquiry-form.module.css';
import { SentMessage } from './sent-message';

type TContactForm = Extract<TEnquiryRequestInput, { kind: 'contact' }>;

/** The Contact page's message form (admin §2.13): sent as a 'contact' enquiry. */
export function ContactForm() {
  const { form, submit, error, isSent, reset } = useEnquiryForm<TContactForm>({
    defaultValues: { kind: 'contact', name: '', email: '', subject: '', message: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  if (isSent) {
    return (
      <SentMessage
        title="Message sent"
        message={ENQUIRY_MSG.thanks}
        againLabel="Send another message"
        onAgain={reset}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Send us a message" className={styles.form}>
      {error && <Alert severity="error">{error}</Alert>}
      <div className={styles.pair}>
        <Field label="Full Name" isRequired error={fieldError(errors, 'name')}>
          <TextInput autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Email Address" isRequired error={fieldError(errors, 'email')}>
          <TextInput type="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <Field
        label="Subject"
        help="For example: listing not approved, visit scheduling, documents"
        error={fieldError(errors, 'subject')}
      >
        <TextInput {...register('subject')} />
      </Field>
      <Field label="Message" isRequired error={fieldError(errors, 'message')}>
        <Textarea rows={6} {...register('message')} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" busy={isSubmitting} busyLabel="Sending...">
          Send Message
        </Button>
      </div>
    </form>
  );
}
