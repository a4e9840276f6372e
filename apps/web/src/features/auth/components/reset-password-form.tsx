import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type TResetPasswordForm, ZResetPasswordForm } from '@nivaas/shared/account';
import { PASSWORD_MIN_LENGTH } from '@nivaas/shared/constants';
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
import { useResetPassword } from '../api/reset-password';
import styles from './auth-form.module.css';

/**
 * The new password, typed twice, for the emailed link's token. A link the server refuses (used,
 * expired, mistyped) says so, with the way to ask for a new one.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const reset = useResetPassword();
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const say = useSayKnown();
  const [error, setError] = useState<{ message: string; isLinkBad: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setError(null);
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: (answer) => onDone(answer.message),
        onError: (err) => {
          const isHttp = err instanceof HttpError;
          const message = isHttp ? err.errors.password : undefined;
          if (message) setFieldError('password', { message }, { shouldFocus: true });
          const isLinkBad = isHttp && (err.status === 400 || !!err.errors.token);
          setError({ message: errorMessage(err, MSG.genericError), isLinkBad });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={reset.isPending} className={styles.form}>
      {error && (
        <Alert severity="error">
          {say(error.message)}
          {error.isLinkBad && (
            <>
              {' '}
              <RouterLink to={localize(paths.forgotPassword)}>{t`Ask for a new link`}</RouterLink>
            </>
          )}
        </Alert>
      )}
      <Field
        label={t`New Password`}
        isRequired
        help={t`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={say(errors.password?.message)}
      >
        <TextInput type="password" autoComplete="new-password" autoFocus {...register('password')} />
      </Field>
      <Field label={t`Confirm New Password`} isRequired error={say(errors.confirmPassword?.message)}>
        <TextInput type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" busy={reset.isPending} busyLabel={t`Saving...`}>
          {t`Set new password`}
        </Button>
      </div>
    </form>
  );
}
