import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ENQUIRY_MSG, type TEnquiryRequestInput } from '@nivaas/shared/enquiry';
import { fieldState, useEnquiryForm } from '../lib/enquiry-form';
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
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Send us a message"
      sx={{ display: 'grid', gap: 2 }}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Full Name"
          autoComplete="name"
          required
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
      </Box>
      <TextField
        label="Subject"
        {...fieldState(errors, 'subject', 'For example: listing not approved, visit scheduling, documents')}
        {...register('subject')}
      />
      <TextField
        label="Message"
        required
        multiline
        minRows={5}
        {...fieldState(errors, 'message')}
        {...register('message')}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </Box>
    </Box>
  );
}
