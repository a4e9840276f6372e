import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MSG } from '@nivaas/shared/admin';
import {
  ADMIN_USER_MSG,
  type TAdminUserUpdate,
  type TAdminUserUpdateInput,
  ZAdminUserUpdate,
} from '@nivaas/shared/admin-user';
import type { TUser } from '@nivaas/shared/auth';
import { ROLES } from '@nivaas/shared/roles';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useUpdateUser } from '../api/update-user';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { useAdminWords } from '../lib/admin-words';

type TFields = { name: string; email: string; mobile: string; role: TUser['role']; occupation: string };
const FIELDS: readonly (keyof TFields)[] = ['name', 'email', 'mobile', 'role', 'occupation'];

function valuesOf(user: TUser | null): TFields {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    role: user?.role ?? 'buyer',
    occupation: user?.occupation ?? '',
  };
}

/**
 * The Edit User dialog (admin spec §2.4, §5): name, email and role required, email of email
 * type, mobile and occupation optional. 'Failed to update user' or the server's message; the
 * server's field messages under their fields.
 */
export function EditUserDialog({
  user,
  open,
  onClose,
}: {
  user: TUser | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { say, serverOr, role: roleName } = useAdminWords();
  const roleOptions = ROLES.map((role) => ({ value: role, label: roleName(role) }));
  const update = useUpdateUser();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<TAdminUserUpdateInput, unknown, TAdminUserUpdate>({
    resolver: zodResolver(ZAdminUserUpdate),
    defaultValues: valuesOf(user),
  });

  useEffect(() => {
    if (open) {
      reset(valuesOf(user));
      setError(null);
    }
  }, [open, user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    if (!user) {
      setError(say(ADMIN_USER_MSG.noUserSelected));
      return;
    }
    try {
      await update.mutateAsync({ id: user._id, body: values });
      notify(say(ADMIN_MSG.userUpdated), 'success');
      onClose();
    } catch (err) {
      if (err instanceof HttpError) {
        let isFirst = true;
        for (const name of FIELDS) {
          const message = err.errors[name];
          if (!message) continue;
          setFieldError(name, { message }, { shouldFocus: isFirst });
          isFirst = false;
        }
      }
      setError(serverOr(err, ADMIN_ERRORS.updateUser));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t`Edit User`}
      description={user ? undefined : say(ADMIN_USER_MSG.noUserSelected)}
      onSubmit={onSubmit}
      submitLabel={t`Save changes`}
      busyLabel={t`Saving...`}
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      error={error}
      maxWidth="xs"
    >
      <Field label={t`Name`} isRequired error={say(errors.name?.message)}>
        <TextInput autoComplete="off" {...register('name')} />
      </Field>
      <Field label={t`Email`} isRequired error={say(errors.email?.message)}>
        <TextInput type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label={t`Mobile`} isOptional error={say(errors.mobile?.message)}>
        <TextInput type="tel" autoComplete="off" {...register('mobile')} />
      </Field>
      <Field label={t`Role`} isRequired error={say(errors.role?.message)}>
        <Select options={roleOptions} {...register('role')} />
      </Field>
      <Field label={t`Occupation`} isOptional error={say(errors.occupation?.message)}>
        <TextInput autoComplete="off" {...register('occupation')} />
      </Field>
    </FormDialog>
  );
}
