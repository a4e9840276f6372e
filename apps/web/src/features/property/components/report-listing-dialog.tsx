import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  REPORT_MESSAGE_MAX,
  REPORT_MSG,
  REPORT_REASONS,
  type TReportReason,
  ZListingReportRequest,
} from '@nivaas/shared/listing-report';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { richText } from '../../../lib/i18n/rich-text';
import { useReportListing } from '../api/report-listing';

type TErrors = Partial<Record<'reason' | 'message' | 'email', string>>;
const FAILED = msg`Could not send your report. Please try again.`;

const REASON: Record<TReportReason, ReturnType<typeof msg>> = {
  fake: msg`Fake or fraud`,
  sold: msg`Already sold or rented`,
  'wrong-price': msg`Wrong price`,
  'wrong-photos': msg`Wrong photos`,
  duplicate: msg`Duplicate of another listing`,
  other: msg`Something else`,
};

/** The schema's and the server's texts about a report (REPORT_MSG), said in the page's language. */
const KNOWN: Record<string, ReturnType<typeof msg>> = {
  [REPORT_MSG.reasonRequired]: msg`Please choose what is wrong with this listing`,
  [REPORT_MSG.messageRequired]: msg`Please tell us what is wrong`,
  [REPORT_MSG.messageTooLong]: msg`Please keep your message under 1,000 characters`,
  [REPORT_MSG.emailRequired]: msg`Please enter your email so we can follow up`,
  [REPORT_MSG.thanks]: msg`Thank you. Our team will review this listing.`,
  [REPORT_MSG.alreadyReported]: msg`You have already reported this listing. Our team is reviewing it.`,
  'Please enter a valid email': msg`Please enter a valid email`,
};
const FIELD_IDS = { reason: 'report-reason', message: 'report-message', email: 'report-email' } as const;

/**
 * Report this listing: what is wrong, a few words, and (for a guest) an email to follow up on.
 * Checked with the shared schema the server uses; the server's answer (a second report, a listing
 * gone) is shown in the dialog.
 */
export function ReportListingDialog({
  open,
  onClose,
  propertyId,
  title,
}: {
  open: boolean;
  onClose: () => void;
  propertyId: string;
  title: string;
}) {
  const { t, i18n } = useLingui();
  const say = (text: string) => {
    const known = KNOWN[text];
    return known ? i18n._(known) : text;
  };
  const { user } = useAuth();
  const send = useReportListing();
  const [reason, setReason] = useState<TReportReason | ''>('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ title: string; message?: string } | null>(null);

  const close = () => {
    if (send.isPending) return;
    onClose();
    // Fresh for the next time it opens.
    setReason('');
    setMessage('');
    setEmail('');
    setErrors({});
    setError(null);
    setDone(null);
    send.reset();
  };

  const focusFirst = (found: TErrors) => {
    const first = (['reason', 'message', 'email'] as const).find((k) => found[k]);
    if (!first) return;
    const el =
      first === 'reason'
        ? document.querySelector<HTMLInputElement>(`#${FIELD_IDS.reason} input`)
        : document.getElementById(FIELD_IDS[first]);
    el?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = ZListingReportRequest.safeParse({ reason, message, email: user ? undefined : email });
    const found: TErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof TErrors;
        found[key] ??= say(issue.message);
      }
    }
    if (!user && !email.trim()) found.email = say(REPORT_MSG.emailRequired);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    send.mutate(
      { propertyId, ...parsed.data },
      {
        onSuccess: (res) =>
          setDone({ title: say(res.message), message: t`Thank you for helping keep Nivaas honest.` }),
        onError: (err) => {
          if (err instanceof HttpError && err.status === 409) {
            setDone({ title: say(err.message || REPORT_MSG.alreadyReported) });
            return;
          }
          if (err instanceof HttpError && Object.keys(err.errors).length) {
            const said = Object.fromEntries(
              Object.entries(err.errors).map(([k, v]) => [k, say(String(v))]),
            ) as TErrors;
            setErrors(said);
            focusFirst(said);
          }
          setError(
            i18n.locale === 'en' ? errorMessage(err, i18n._(FAILED)) : say(errorMessage(err, i18n._(FAILED))),
          );
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t`Report this listing`}
      description={richText(i18n, msg`Tell us what is wrong with {title}. Our team reviews every report.`, {
        title: <strong>{title}</strong>,
      })}
      onSubmit={onSubmit}
      submitLabel={t`Send report`}
      busyLabel={t`Sending...`}
      isSubmitting={send.isPending}
      isDirty={!!reason || !!message.trim() || !!email.trim()}
      error={error}
      success={done}
    >
      <div id={FIELD_IDS.reason}>
        <RadioGroup
          label={t`What is wrong?`}
          name="reason"
          isRequired
          value={reason}
          onChange={(next) => {
            setReason(next);
            setErrors((e) => ({ ...e, reason: undefined, message: undefined }));
          }}
          options={REPORT_REASONS.map((r) => ({ value: r, label: i18n._(REASON[r]) }))}
          error={errors.reason}
        />
      </div>
      <Field
        id={FIELD_IDS.message}
        label={t`Tell us more`}
        isRequired={reason === 'other'}
        isOptional={reason !== 'other'}
        help={t`${message.length.toLocaleString('en-IN')} / ${REPORT_MESSAGE_MAX.toLocaleString('en-IN')} characters`}
        error={errors.message}
      >
        <Textarea
          rows={4}
          value={message}
          maxLength={REPORT_MESSAGE_MAX}
          onChange={(e) => {
            setMessage(e.target.value);
            setErrors((x) => ({ ...x, message: undefined }));
          }}
        />
      </Field>
      {!user && (
        <Field
          id={FIELD_IDS.email}
          label={t`Your email`}
          isRequired
          help={t`Only to follow up on this report; it is not shown to the agent.`}
          error={errors.email}
        >
          <TextInput
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((x) => ({ ...x, email: undefined }));
            }}
          />
        </Field>
      )}
    </FormDialog>
  );
}
