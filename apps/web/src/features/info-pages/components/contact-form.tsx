import { useLingui } from '@lingui/react/macro';
import { ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { useEnquiryForm } from '../lib/enquiry-form';
import styles from './enquiry-form.module.css';
import { SentMessage } from './sent-message';

type TContactForm = Extract<TEnquiryRequestInput, { kind: 'contact' }>;

/** The Contact page's message form (admin §2.13): sent as a 'contact' enquiry. */
export function ContactForm() {
  const { t } = useLingui();
  const { form, submit, error, errorOf, isSent, reset, say } = useEnquiryForm<TContactForm>({
    defaultValues: { kind: 'contact', name: '', email: '', subject: '', message: '' },
  });
  const {
    register,
    formState: { isSubmitting },
  } = form;

  if (isSent) {
    return (
      <SentMessage
        title={t`Message sent`}
        message={say(ENQUIRY_MSG.thanks)}
        againLabel={t`Send another message`}
        onAgain={reset}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t`Send us a message`} className={styles.form}>
      {error && <Alert severity="error">{error}</Alert>}
      <div className={styles.pair}>
        <Field label={t`Full Name`} isRequired error={errorOf('name')}>
          <TextInput autoComplete="name" {...register('name')} />
        </Field>
        <Field label={t`Email Address`} isRequired error={errorOf('email')}>
          <TextInput type="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <Field
        label={t`Subject`}
        help={t`For example: listing not approved, visit scheduling, documents`}
        error={errorOf('subject')}
      >
        <TextInput {...register('subject')} />
      </Field>
      <Field label={t`Message`} isRequired error={errorOf('message')}>
        <Textarea rows={6} {...register('message')} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" busy={isSubmitting} busyLabel={t`Sending...`}>
          {t`Send Message`}
        </Button>
      </div>
    </form>
  );
}
