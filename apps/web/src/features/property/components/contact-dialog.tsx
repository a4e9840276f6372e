import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TProperty } from '@nivaas/shared/property';
import { CONTACT_METHODS, type TContactMethod } from '@nivaas/shared/property-options';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import CircleCheck from 'lucide-react/icons/circle-check';
import { type FormEvent, type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { TFromState } from '../../../components/route-guards';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-class';
import { Dialog, DialogBody, DialogFooter, dialogFormClass } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Textarea } from '../../../components/ui/textarea';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useSayKnown } from '../../../lib/i18n/known-messages';
import { richText } from '../../../lib/i18n/rich-text';
import { useContactAgent } from '../api/contact-agent';
import {
  CONTACT_MSG,
  canSend,
  contactMessageError,
  contactSuccessText,
  DEFAULT_CONTACT_METHOD,
  isDuplicateContact,
  needsMessage,
  telLink,
  whatsAppLink,
} from '../lib/contact';
import { displayTitle, FALLBACK } from '../lib/property-display';
import styles from './contact-dialog.module.css';
import { useCatalogPart } from '../../../lib/i18n/i18n';

// WhatsApp is a brand: the same in every language.
const METHODS: Record<TContactMethod, { label: MessageDescriptor | string; icon: ReactNode }> = {
  email: { label: msg`Email`, icon: <Mail size={20} aria-hidden="true" /> },
  whatsapp: { label: 'WhatsApp', icon: <MessageCircle size={20} aria-hidden="true" /> },
  phone: { label: msg`Phone`, icon: <Phone size={20} aria-hidden="true" /> },
};

const SUBMIT_LABELS: Record<TContactMethod, MessageDescriptor> = {
  email: msg`Send`,
  whatsapp: msg`Continue to WhatsApp`,
  phone: msg`Call agent`,
};

const MESSAGE_MAX = 2000;

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
  useCatalogPart('forms');
  const { t, i18n } = useLingui();
  const say = useSayKnown();
  const methodLabel = (m: TContactMethod) => {
    const label = METHODS[m].label;
    return typeof label === 'string' ? label : i18n._(label);
  };
  const location = useLocation();
  const contact = useContactAgent();
  const [method, setMethod] = useState<TContactMethod>(DEFAULT_CONTACT_METHOD);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<TSuccess | null>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  const title = displayTitle(property);
  const agentPhone = property?.agent?.mobile || property?.agent?.phone || null;
  const hasPhone = !!telLink(agentPhone);
  // The message the dialog opens with (lib/contact's defaultContactMessage), in the page's language.
  const propertyName = property?.title?.trim();
  const prefilled = propertyName
    ? t`Hi, I am interested in ${propertyName}. Please share more details.`
    : t`Hi, I am interested in this property. Please share more details.`;

  // The message is prefilled each time the dialog opens (set while rendering, so the empty
  // message's error never shows, nor is announced, on opening).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMessage(prefilled);
  }

  // The sending button has gone: focus the success view's Close, so the keyboard is not lost.
  useEffect(() => {
    if (success) doneRef.current?.focus();
  }, [success]);

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
  // The button is disabled while a needed message is blank; the field says why (spec §5).
  const messageError = fieldError ?? contactMessageError(method, message);
  const agentName = property?.agent?.name?.trim();

  let body: ReactElement;
  if (!user) {
    body = (
      <>
        <DialogBody>
          <p className={styles.text}>{say(CONTACT_MSG.loginFirst)}</p>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={close}>
            {t`Cancel`}
          </Button>
          <ButtonLink to={paths.login} state={{ from } satisfies TFromState} variant="primary">
            {t`Login`}
          </ButtonLink>
        </DialogFooter>
      </>
    );
  } else if (success) {
    body = (
      <>
        <DialogBody>
          <div role="status" className={styles.success}>
            <span className={styles.successIcon} aria-hidden="true">
              <CircleCheck size={56} strokeWidth={1.5} />
            </span>
            <p className={styles.successTitle}>{say(success.text)}</p>
            <p className={styles.muted}>
              {success.method === 'email' && agentName
                ? t`${agentName} will get back to you soon.`
                : success.method !== 'email' && success.link
                  ? t`If nothing opened, use the button below.`
                  : t`The agent will get back to you soon.`}
            </p>
            {success.link && (
              <a
                href={success.link}
                target={success.method === 'whatsapp' ? '_blank' : undefined}
                rel={success.method === 'whatsapp' ? 'noopener noreferrer' : undefined}
                className={buttonClass({ variant: 'secondary' })}
              >
                {METHODS[success.method].icon}
                {success.method === 'whatsapp'
                  ? t`Open WhatsApp`
                  : agentPhone
                    ? t`Call ${agentPhone}`
                    : t`Call the agent`}
              </a>
            )}
          </div>
        </DialogBody>
        <DialogFooter>
          <Button ref={doneRef} variant="primary" onClick={close}>
            {t`Close`}
          </Button>
        </DialogFooter>
      </>
    );
  } else {
    body = (
      <form noValidate onSubmit={onSubmit} aria-busy={contact.isPending} className={dialogFormClass}>
        <DialogBody>
          <p className={styles.muted}>
            {richText(i18n, msg`About {title}`, { title: <strong>{title}</strong> })} ·{' '}
            {agentName || say(FALLBACK.seller)}
          </p>
          {error && <Alert severity="error">{say(error)}</Alert>}
          <RadioGroup
            label={t`How should the agent reach you?`}
            name="contactMethod"
            orientation="horizontal"
            value={method}
            onChange={(next) => {
              setMethod(next);
              setFieldError(null);
            }}
            options={CONTACT_METHODS.map((m) => ({
              value: m,
              label: (
                <span className={styles.method}>
                  {METHODS[m].icon}
                  {methodLabel(m)}
                </span>
              ),
              isDisabled: m !== 'email' && !hasPhone,
            }))}
            help={hasPhone ? undefined : t`The agent has not shared a phone number.`}
          />
          <Field
            label={t`Message`}
            isRequired={needsMessage(method)}
            isOptional={!needsMessage(method)}
            error={say(messageError)}
          >
            <Textarea
              value={message}
              maxLength={MESSAGE_MAX}
              onChange={(e) => {
                setMessage(e.target.value);
                if (fieldError) setFieldError(null);
              }}
            />
          </Field>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={close} disabled={contact.isPending}>
            {t`Cancel`}
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={!canSend(method, message)}
            busy={contact.isPending}
            busyLabel={t`Sending...`}
          >
            {i18n._(SUBMIT_LABELS[method])}
          </Button>
        </DialogFooter>
      </form>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Contact agent`}
      closeLabel={t`Close`}
      size="sm"
      isFullScreenOnPhone
      isBusy={contact.isPending}
      isDirty={!!user && !success && message !== prefilled}
    >
      {body}
    </Dialog>
  );
}
