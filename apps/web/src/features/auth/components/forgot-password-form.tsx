import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@nivaas/shared/account';
import { MSG } from '@nivaas/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useSayKnown } from '../../../lib/i18n/known-messages';
import { useForgotPassword } from '../api/forgot-password';
import styles from './auth-form.module.css';

/**
 * Forgot password: the email address, then the server's notice (the same whether or not an
 * account uses it) in place of the form.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const send = useForgotPassword();
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const say = useSayKnown();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit((values) => {
    setError(null);
    send.mutate(values, {
      onSuccess: (answer) => setNotice(answer.message),
      onError: (err) => {
        const message = err instanceof HttpError ? err.errors.email : undefined;
        if (message) setFieldError('email', { message }, { shouldFocus: true });
        setError(errorMessage(err, MSG.genericError));
      },
    });
  });

  if (notice) {
    return (
      <div className={styles.done}>
        <Alert severity="success" title={t`Check your email`}>
          {say(notice)}
        </Alert>
        <p>
          <RouterLink to={localize(paths.login)}>{t`Back to login`}</RouterLink>
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={send.isPending} className={styles.form}>
      {error && <Alert severity="error">{say(error)}</Alert>}
      <Field
        label={t`Email Address`}
        isRequired
        help={t`The address you log in with`}
        error={say(errors.email?.message)}
      >
        <TextInput type="email" autoComplete="email" autoFocus {...register('email')} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" busy={send.isPending} busyLabel={t`Sending...`}>
          {t`Send reset link`}
        </Button>
      </div>
    </form>
  );
}
