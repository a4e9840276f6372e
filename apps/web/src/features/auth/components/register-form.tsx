import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type TRegisterRequest, type TCurrentUser, ZRegisterRequest } from '@nivaas/shared/auth';
import { PASSWORD_MIN_LENGTH } from '@nivaas/shared/constants';
import { MSG } from '@nivaas/shared/messages';
import { REGISTER_ROLES } from '@nivaas/shared/roles';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextInput } from '../../../components/ui/text-input';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useSayKnown } from '../../../lib/i18n/known-messages';
import styles from './auth-form.module.css';

const FIELDS = ['name', 'email', 'password', 'mobile', 'occupation', 'role'] as const;
/** The roles' names (ROLE_LABELS, said in the page's language). */
const ROLE_NAMES: Record<(typeof REGISTER_ROLES)[number], MessageDescriptor> = {
  buyer: msg`Buyer`,
  agent: msg`Real Estate Agent`,
};

/**
 * Register (public-site §2, §5): Full Name, Email Address, Password, Mobile Number (optional),
 * Occupation (optional, 'What do you do?'), Account Type (Buyer or Real Estate Agent). The shared
 * schema gives the rules and texts; the server's field messages (a common password) show under
 * their field.
 */
export function RegisterForm({ onSuccess }: { onSuccess: (user: TCurrentUser) => void }) {
  const { register: registerUser } = useAuth();
  const { t, i18n } = useLingui();
  const say = useSayKnown();
  const accountTypes = REGISTER_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_NAMES[role]) }));
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<TRegisterRequest>({
    resolver: zodResolver(ZRegisterRequest),
    defaultValues: { name: '', email: '', password: '', role: 'buyer', mobile: '', occupation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      onSuccess(await registerUser(values));
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        let isFirst = true;
        for (const name of FIELDS) {
          const message = err.errors[name];
          if (!message) continue;
          setFieldError(name, { message }, { shouldFocus: isFirst });
          isFirst = false;
        }
      }
      setError(errorMessage(err, MSG.registrationFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className={styles.form}>
      {error && <Alert severity="error">{say(error)}</Alert>}
      <Field label={t`Full Name`} isRequired error={say(errors.name?.message)}>
        <TextInput autoComplete="name" autoFocus {...register('name')} />
      </Field>
      <Field label={t`Email Address`} isRequired error={say(errors.email?.message)}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        label={t`Password`}
        isRequired
        help={t`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={say(errors.password?.message)}
      >
        <TextInput type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label={t`Mobile Number`} isOptional error={say(errors.mobile?.message)}>
        <TextInput type="tel" autoComplete="tel" {...register('mobile')} />
      </Field>
      <Field
        label={t`Occupation`}
        isOptional
        help={t`What do you do?`}
        error={say(errors.occupation?.message)}
      >
        <TextInput autoComplete="organization-title" {...register('occupation')} />
      </Field>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <RadioGroup
            label={t`Account Type`}
            name={field.name}
            isRequired
            orientation="horizontal"
            options={accountTypes}
            value={field.value}
            onChange={field.onChange}
            error={say(errors.role?.message)}
          />
        )}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          busy={isSubmitting}
          busyLabel={t`Creating account...`}
        >
          {t`Create Account`}
        </Button>
      </div>
    </form>
  );
}
