import {
  REPORT_MESSAGE_MAX,
  REPORT_MSG,
  REPORT_REASON_LABELS,
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
import { useReportListing } from '../api/report-listing';

type TErrors = Partial<Record<'reason' | 'message' | 'email', string>>;
const FAILED = 'Could not send your report. Please try again.';
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
        found[key] ??= issue.message;
      }
    }
    if (!user && !email.trim()) found.email = REPORT_MSG.emailRequired;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    send.mutate(
      { propertyId, ...parsed.data },
      {
        onSuccess: (res) =>
          setDone({ title: res.message, message: 'Thank you for helping keep Nivaas honest.' }),
        onError: (err) => {
          if (err instanceof HttpError && err.status === 409) {
            setDone({ title: err.message || REPORT_MSG.alreadyReported });
            return;
          }
          if (err instanceof HttpError && Object.keys(err.errors).length) {
            setErrors(err.errors as TErrors);
            focusFirst(err.errors as TErrors);
          }
          setError(errorMessage(err, FAILED));
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Report this listing"
      description={
        <>
          Tell us what is wrong with <strong>{title}</strong>. Our team reviews every report.
        </>
      }
      onSubmit={onSubmit}
      submitLabel="Send report"
      busyLabel="Sending..."
      isSubmitting={send.isPending}
      isDirty={!!reason || !!message.trim() || !!email.trim()}
      error={error}
      success={done}
    >
      <div id={FIELD_IDS.reason}>
        <RadioGroup
          label="What is wrong?"
          name="reason"
          isRequired
          value={reason}
          onChange={(next) => {
            setReason(next);
            setErrors((e) => ({ ...e, reason: undefined, message: undefined }));
          }}
          options={REPORT_REASONS.map((r) => ({ value: r, label: REPORT_REASON_LABELS[r] }))}
          error={errors.reason}
        />
      </div>
      <Field
        id={FIELD_IDS.message}
        label="Tell us more"
        isRequired={reason === 'other'}
        isOptional={reason !== 'other'}
        help={`${message.length.toLocaleString('en-IN')} / ${REPORT_MESSAGE_MAX.toLocaleString('en-IN')} characters`}
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
          label="Your email"
          isRequired
          help="Only to follow up on this report; it is not shown to the agent."
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
