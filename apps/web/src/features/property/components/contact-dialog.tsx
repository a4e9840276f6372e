import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TProperty } from '@nivaas/shared/property';
import { CONTACT_METHODS, type TContactMethod } from '@nivaas/shared/property-options';
import { type FormEvent, type ReactElement, useEffect, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { TFromState } from '../../../components/route-guards';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useContactAgent } from '../api/contact-agent';
import {
  CONTACT_MSG,
  canSend,
  contactMessageError,
  contactSuccessText,
  DEFAULT_CONTACT_METHOD,
  defaultContactMessage,
  isDuplicateContact,
  needsMessage,
  telLink,
  whatsAppLink,
} from '../lib/contact';
import { displayTitle, FALLBACK } from '../lib/property-display';

const METHOD_LABELS: Record<TContactMethod, { label: string; icon: ReactElement }> = {
  email: { label: 'Email', icon: <EmailOutlined fontSize="small" /> },
  whatsapp: { label: 'WhatsApp', icon: <WhatsApp fontSize="small" /> },
  phone: { label: 'Phone', icon: <PhoneOutlined fontSize="small" /> },
};

type TSuccess = { text: string; method: TContactMethod; link: string | null };

/**
 * Contact the agent (spec §4, §5, §8): by email, WhatsApp or phone. The request is recorded
 * first; WhatsApp and phone then open the chat or the call. Anonymous users are asked to log in.
 */
export function ContactDialog({
  open,
  onClose,
  property,
}: {
  open: boolean;
  onClose: () => void;
  property: TProperty | undefined;
}) {
  const { user } = useAuth();
  const location = useLocation();
  const isPhone = useMediaQuery('(max-width: 639.95px)');
  const titleId = useId();
  const messageId = useId();
  const contact = useContactAgent();
  const [method, setMethod] = useState<TContactMethod>(DEFAULT_CONTACT_METHOD);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<TSuccess | null>(null);

  const title = displayTitle(property);
  const agentPhone = property?.agent?.mobile || property?.agent?.phone || null;
  const hasPhone = !!telLink(agentPhone);

  // The message is prefilled each time the dialog opens.
  useEffect(() => {
    if (open) setMessage(defaultContactMessage(property?.title));
  }, [open, property?.title]);

  const close = () => {
    if (contact.isPending) return;
    // Cancel or Close: back to email, no success state (spec §4).
    setMethod(DEFAULT_CONTACT_METHOD);
    setSuccess(null);
    setError(null);
    setFieldError(null);
    contact.reset();
    onClose();
  };

  const finish = (wasDuplicate: boolean) => {
    const link =
      method === 'whatsapp'
        ? whatsAppLink(agentPhone, message)
        : method === 'phone'
          ? telLink(agentPhone)
          : null;
    setSuccess({ text: contactSuccessText(method, wasDuplicate), method, link });
    if (!link) return;
    if (method === 'whatsapp') window.open(link, '_blank', 'noopener,noreferrer');
    else window.location.href = link;
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!property?._id) {
      setError(CONTACT_MSG.propertyMissing);
      return;
    }
    const problem = contactMessageError(method, message);
    setFieldError(problem);
    if (problem) return;
    contact.mutate(
      { propertyId: property._id, contactMethod: method, message: message.trim() },
      {
        onSuccess: () => finish(false),
        onError: (err) => {
          if (err instanceof HttpError && isDuplicateContact(err.status, err.body)) {
            finish(true);
            return;
          }
          if (err instanceof HttpError && err.errors.message) setFieldError(err.errors.message);
          setError(errorMessage(err, CONTACT_MSG.failed));
        },
      },
    );
  };

  const from = `${location.pathname}${location.search}${location.hash}`;
  const canSubmit = canSend(method, message) && !contact.isPending;
  // The button is disabled while a needed message is blank; the field says why (spec §5).
  const messageError = fieldError ?? contactMessageError(method, message);

  let body: ReactElement;
  if (!user) {
    body = (
      <>
        <DialogContent>
          <Typography>{CONTACT_MSG.loginFirst}</Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close}>Cancel</Button>
          <Button
            component={RouterLink}
            to={paths.login}
            state={{ from } satisfies TFromState}
            variant="contained"
            sx={{ minHeight: 44 }}
          >
            Login
          </Button>
        </DialogActions>
      </>
    );
  } else if (success) {
    body = (
      <>
        <DialogContent>
          <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
            <CheckCircleOutline color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
            <Typography variant="h4" component="p" gutterBottom>
              {success.text}
            </Typography>
            <Typography color="text.secondary">
              {success.method === 'email'
                ? `${property?.agent?.name?.trim() || 'The agent'} will get back to you soon.`
                : success.link
                  ? `If nothing opened, use the button below.`
                  : 'The agent will get back to you soon.'}
            </Typography>
            {success.link && (
              <Button
                href={success.link}
                target={success.method === 'whatsapp' ? '_blank' : undefined}
                rel={success.method === 'whatsapp' ? 'noopener noreferrer' : undefined}
                variant="outlined"
                startIcon={METHOD_LABELS[success.method].icon}
                sx={{ mt: 2, minHeight: 44 }}
              >
                {success.method === 'whatsapp' ? 'Open WhatsApp' : `Call ${agentPhone ?? 'the agent'}`}
              </Button>
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button variant="contained" onClick={close} autoFocus fullWidth={isPhone} sx={{ minHeight: 44 }}>
            Close
          </Button>
        </DialogActions>
      </>
    );
  } else {
    body = (
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={contact.isPending}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
          <Typography color="text.secondary">
            About <strong>{title}</strong>
            {property?.agent?.name ? ` · ${property.agent.name}` : ` · ${FALLBACK.seller}`}
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <FormControl>
            <FormLabel id={`${titleId}-method`}>How should the agent reach you?</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-method`}
              value={method}
              onChange={(e) => {
                setMethod(e.target.value as TContactMethod);
                setFieldError(null);
              }}
            >
              {CONTACT_METHODS.map((m) => (
                <FormControlLabel
                  key={m}
                  value={m}
                  disabled={m !== 'email' && !hasPhone}
                  control={<Radio />}
                  label={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      {METHOD_LABELS[m].icon}
                      {METHOD_LABELS[m].label}
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {!hasPhone && <FormHelperText>The agent has not shared a phone number.</FormHelperText>}
          </FormControl>
          <TextField
            id={messageId}
            label={needsMessage(method) ? 'Message' : 'Message (optional)'}
            multiline
            minRows={4}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              if (fieldError) setFieldError(null);
            }}
            required={needsMessage(method)}
            error={!!messageError}
            helperText={messageError ?? ' '}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions
          sx={{
            px: 3,
            pb: 3,
            gap: 1,
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
          }}
        >
          <Button onClick={close} disabled={contact.isPending} fullWidth={isPhone} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSubmit}
            fullWidth={isPhone}
            sx={{ minHeight: 44 }}
          >
            {contact.isPending
              ? 'Sending...'
              : method === 'email'
                ? 'Send'
                : method === 'whatsapp'
                  ? 'Continue to WhatsApp'
                  : 'Call agent'}
          </Button>
        </DialogActions>
      </Box>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={() => close()}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 8, typography: 'h4' }}>
        Contact agent
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={close}
        disabled={contact.isPending}
        sx={{ position: 'absolute', right: 8, top: 8, width: 44, height: 44 }}
      >
        <CloseIcon />
      </IconButton>
      {body}
    </Dialog>
  );
}
