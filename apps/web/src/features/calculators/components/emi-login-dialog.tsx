import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type TLoginRequest, type TUser, ZLoginRequest } from '@nivaas/shared/auth';
import { MSG } from '@nivaas/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';
import { useSayKnown } from '../../../lib/i18n/known-messages';
import styles from './emi-login-dialog.module.css';
import { useCatalogPart } from '../../../lib/i18n/i18n';

type TProps = {
  open: boolean;
  onClose: () => void;
  onLoggedIn: (user: TUser) => void;
};

/** 'Login Required' (admin §4, §5, §8): email and password, both required, without leaving the page. */
export function EmiLoginDialog({ open, onClose, onLoggedIn }: TProps) {
  const { login } = useAuth();
  useCatalogPart('forms');
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const say = useSayKnown();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const close = () => {
    setError(null);
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const user = await login(values);
      reset();
      onLoggedIn(user);
    } catch (err) {
      setError(errorMessage(err, MSG.loginFailed));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t`Login Required`}
      description={t`Log in to calculate the EMI for your own loan amount, tenure and rate. Your values stay as you entered them.`}
      onSubmit={onSubmit}
      submitLabel={t`Login`}
      busyLabel={t`Logging in...`}
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      error={say(error)}
      maxWidth="xs"
    >
      <Field label={t`Email Address`} isRequired error={say(errors.email?.message)}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label={t`Password`} isRequired error={say(errors.password?.message)}>
        <TextInput type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <p className={styles.register}>
        {t`New to Nivaas?`}{' '}
        <RouterLink to={localize(paths.register)} className={styles.registerLink}>
          {t`Create an account`}
        </RouterLink>
      </p>
    </FormDialog>
  );
}
