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
import { ADMIN_ERRORS, serverMessageOr } from '../lib/admin-messages';
import { ADMIN_ROLE_LABELS } from '../lib/status-colors';

type TFields = { name: string; email: string; mobile: string; role: TUser['role']; occupation: string };
const FIELDS: readonly (keyof TFields)[] = ['name', 'email', 'mobile', 'role', 'occupation'];
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }));

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
      setError(ADMIN_USER_MSG.noUserSelected);
      return;
    }
    try {
      await update.mutateAsync({ id: user._id, body: values });
      notify(ADMIN_MSG.userUpdated, 'success');
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
      setError(serverMessageOr(err, ADMIN_ERRORS.updateUser));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Edit User"
      description={user ? undefined : ADMIN_USER_MSG.noUserSelected}
      onSubmit={onSubmit}
      submitLabel="Save changes"
      busyLabel="Saving..."
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      error={error}
      maxWidth="xs"
    >
      <Field label="Name" isRequired error={errors.name?.message}>
        <TextInput autoComplete="off" {...register('name')} />
      </Field>
      <Field label="Email" isRequired error={errors.email?.message}>
        <TextInput type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label="Mobile" isOptional error={errors.mobile?.message}>
        <TextInput type="tel" autoComplete="off" {...register('mobile')} />
      </Field>
      <Field label="Role" isRequired error={errors.role?.message}>
        <Select options={ROLE_OPTIONS} {...register('role')} />
      </Field>
      <Field label="Occupation" isOptional error={errors.occupation?.message}>
        <TextInput autoComplete="off" {...register('occupation')} />
      </Field>
    </FormDialog>
  );
}
