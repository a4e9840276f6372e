import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type TLoginRequest, type TCurrentUser, ZLoginRequest } from '@nivaas/shared/auth';
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
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useSayKnown } from '../../../lib/i18n/known-messages';
import styles from './auth-form.module.css';

const FIELDS = ['email', 'password'] as const;

/** What the login page hands the forgot-password page. */
export type TForgotState = { email?: string };

/**
 * Email and password (public-site §5: both required, nothing sent while either is empty),
 * 'Logging in...' while busy, the server's message in an alert on failure and its field messages
 * under the fields.
 */
export function LoginForm({ onSuccess }: { onSuccess: (user: TCurrentUser) => void }) {
  const { login } = useAuth();
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const say = useSayKnown();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      onSuccess(await login(values));
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        for (const name of FIELDS) {
          const message = err.errors[name];
          if (message) setFieldError(name, { message }, { shouldFocus: true });
        }
      }
      setError(errorMessage(err, MSG.loginFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className={styles.form}>
      {error && <Alert severity="error">{say(error)}</Alert>}
      <Field label={t`Email Address`} isRequired error={say(errors.email?.message)}>
        <TextInput type="email" autoComplete="email" autoFocus {...register('email')} />
      </Field>
      <Field label={t`Password`} isRequired error={say(errors.password?.message)}>
        <TextInput type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <p className={styles.aside}>
        {/* The address typed so far goes along, so it need not be typed again. */}
        <RouterLink
          to={localize(paths.forgotPassword)}
          state={{ email: watch('email') } satisfies TForgotState}
        >
          {t`Forgot password?`}
        </RouterLink>
      </p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" busy={isSubmitting} busyLabel={t`Logging in...`}>
          {t`Login`}
        </Button>
      </div>
    </form>
  );
}
