import { useLingui } from '@lingui/react/macro';
import type { TCurrentUser } from '@nivaas/shared/auth';
import { MSG } from '@nivaas/shared/messages';
import { OTP_MSG, ZIndianMobile } from '@nivaas/shared/otp';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useSayKnown } from '../../../lib/i18n/known-messages';
import { requestOtp, verifyOtp } from '../api/otp';
import styles from './auth-form.module.css';

/**
 * Sign in with a code: the mobile number (+91), then the 6-digit code sent to it, and a name when
 * the number has no account yet (the server says so).
 */
export function MobileSignInForm({ onSuccess }: { onSuccess: (user: TCurrentUser) => void }) {
  const { signInWith } = useAuth();
  const { t } = useLingui();
  const say = useSayKnown();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isNameNeeded, setNameNeeded] = useState(false);
  const [errors, setErrors] = useState<{ mobile?: string; code?: string; name?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const send = useMutation({ mutationFn: requestOtp });
  const verify = useMutation({ mutationFn: verifyOtp });

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = ZIndianMobile.safeParse(mobile);
    if (!parsed.success) {
      setErrors({ mobile: parsed.error.issues[0]?.message ?? OTP_MSG.mobileInvalid });
      return;
    }
    setErrors({});
    send.mutate(
      { mobile },
      {
        onSuccess: (answer) => {
          setSentTo(mobile);
          setNotice(answer.message);
          setCode('');
          requestAnimationFrame(() => codeRef.current?.focus());
        },
        onError: (err) => {
          if (err instanceof HttpError && err.errors.mobile) setErrors({ mobile: err.errors.mobile });
          setError(errorMessage(err, MSG.loginFailed));
        },
      },
    );
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problems: typeof errors = {};
    if (!/^\d{6}$/.test(code.trim())) problems.code = OTP_MSG.codeRequired;
    if (isNameNeeded && !name.trim()) problems.name = OTP_MSG.nameNeeded;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    verify.mutate(
      { mobile: sentTo ?? mobile, code: code.trim(), name: isNameNeeded ? name : undefined },
      {
        onSuccess: (answer) => onSuccess(signInWith(answer)),
        onError: (err) => {
          if (err instanceof HttpError && err.status === 422 && err.errors.name) {
            setNameNeeded(true);
            setNotice(t`This number has no account yet. Tell us your name to create one.`);
            return;
          }
          setError(errorMessage(err, MSG.loginFailed));
        },
      },
    );
  };

  if (!sentTo) {
    return (
      <form noValidate onSubmit={onSend} aria-busy={send.isPending} className={styles.form}>
        {error && <Alert severity="error">{say(error)}</Alert>}
        <Field
          label={t`Mobile Number`}
          isRequired
          help={t`10 digits; we send a code by SMS`}
          error={say(errors.mobile)}
        >
          <TextInput
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            autoFocus
            startIcon={<span className={styles.prefix}>+91</span>}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="lg" busy={send.isPending} busyLabel={t`Sending...`}>
            {t`Send code`}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onVerify} aria-busy={verify.isPending} className={styles.form}>
      {notice && <Alert severity="info">{say(notice)}</Alert>}
      {error && <Alert severity="error">{say(error)}</Alert>}
      <Field label={t`6-digit code`} isRequired error={say(errors.code)}>
        <TextInput
          ref={codeRef}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      {isNameNeeded && (
        <Field label={t`Full Name`} isRequired error={say(errors.name)}>
          <TextInput autoComplete="name" autoFocus value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            setSentTo(null);
            setNotice(null);
            setNameNeeded(false);
            setError(null);
          }}
        >
          {t`Change number`}
        </Button>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          busy={verify.isPending}
          busyLabel={t`Signing in...`}
        >
          {isNameNeeded ? t`Create account` : t`Sign in`}
        </Button>
      </div>
    </form>
  );
}
