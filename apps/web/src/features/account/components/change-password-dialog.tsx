import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type TChangePasswordForm, ZChangePasswordForm } from '@nivaas/shared/account';
import { PASSWORD_MIN_LENGTH } from '@nivaas/shared/constants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { useSayAccount } from '../lib/account-words';

const CHANGE_FAILED = msg`Failed to change password`;
const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (PUT /auth/password): the current one, then the new one typed twice. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const say = useSayAccount();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isDirty },
  } = useForm<TChangePasswordForm>({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });

  // Each opening starts empty: passwords are never kept in a closed form.
  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    setError(null);
  }, [open, reset]);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    setError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          notify(say(answer.message), 'success');
          onClose();
        },
        onError: (err) => {
          if (err instanceof HttpError && err.status === 422) {
            let isFirst = true;
            for (const name of FIELDS) {
              const message = err.errors[name];
              if (!message) continue;
              setFieldError(name, { message }, { shouldFocus: isFirst });
              isFirst = false;
            }
          }
          setError(errorMessage(err, i18n._(CHANGE_FAILED)));
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t`Change password`}
      description={t`Other devices signed in to your account will be signed out.`}
      onSubmit={onSubmit}
      submitLabel={t`Change password`}
      busyLabel={t`Saving...`}
      isSubmitting={change.isPending}
      isDirty={isDirty}
      error={say(error)}
      maxWidth="xs"
    >
      <Field label={t`Current Password`} isRequired error={say(errors.currentPassword?.message)}>
        <TextInput type="password" autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Field
        label={t`New Password`}
        isRequired
        help={t`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={say(errors.newPassword?.message)}
      >
        <TextInput type="password" autoComplete="new-password" {...register('newPassword')} />
      </Field>
      <Field label={t`Confirm New Password`} isRequired error={say(errors.confirmPassword?.message)}>
        <TextInput type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
    </FormDialog>
  );
}
