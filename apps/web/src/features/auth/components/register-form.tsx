import { zodResolver } from '@hookform/resolvers/zod';
import { type TRegisterRequest, type TUser, ZRegisterRequest } from '@nivaas/shared/auth';
import { PASSWORD_MIN_LENGTH } from '@nivaas/shared/constants';
import { MSG } from '@nivaas/shared/messages';
import { REGISTER_ROLES, ROLE_LABELS } from '@nivaas/shared/roles';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextInput } from '../../../components/ui/text-input';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage, HttpError } from '../../../lib/http-client';
import styles from './auth-form.module.css';

const FIELDS = ['name', 'email', 'password', 'mobile', 'occupation', 'role'] as const;
const ACCOUNT_TYPES = REGISTER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * Register (public-site §2, §5): Full Name, Email Address, Password, Mobile Number (optional),
 * Occupation (optional, 'What do you do?'), Account Type (Buyer or Real Estate Agent). The shared
 * schema gives the rules and texts; the server's field messages (a common password) show under
 * their field.
 */
export function RegisterForm({ onSuccess }: { onSuccess: (user: TUser) => void }) {
  const { register: registerUser } = useAuth();
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
      {error && <Alert severity="error">{error}</Alert>}
      <Field label="Full Name" isRequired error={errors.name?.message}>
        <TextInput autoComplete="name" autoFocus {...register('name')} />
      </Field>
      <Field label="Email Address" isRequired error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        label="Password"
        isRequired
        help={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password?.message}
      >
        <TextInput type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Mobile Number" isOptional error={errors.mobile?.message}>
        <TextInput type="tel" autoComplete="tel" {...register('mobile')} />
      </Field>
      <Field label="Occupation" isOptional help="What do you do?" error={errors.occupation?.message}>
        <TextInput autoComplete="organization-title" {...register('occupation')} />
      </Field>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <RadioGroup
            label="Account Type"
            name={field.name}
            isRequired
            orientation="horizontal"
            options={ACCOUNT_TYPES}
            value={field.value}
            onChange={field.onChange}
            error={errors.role?.message}
          />
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" busy={isSubmitting} busyLabel="Creating account...">
          Create Account
        </Button>
      </div>
    </form>
  );
}
