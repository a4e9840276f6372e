import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import {
  ADMIN_USER_MSG,
  type TAdminUserUpdate,
  type TAdminUserUpdateInput,
  ZAdminUserUpdate,
} from '@nivaas/shared/admin-user';
import type { TUser } from '@nivaas/shared/auth';
import { ADMIN_MSG } from '@nivaas/shared/admin';
import { ROLES } from '@nivaas/shared/roles';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useUpdateUser } from '../api/update-user';
import { ADMIN_ERRORS, serverMessageOr } from '../lib/admin-messages';
import { ADMIN_ROLE_LABELS } from '../lib/status-colors';

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
 * type, mobile and occupation optional. 'Failed to update user' or the server's message.
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
    control,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<TAdminUserUpdateInput, unknown, TAdminUserUpdate>({
    resolver: zodResolver(ZAdminUserUpdate),
    defaultValues: valuesOf(user),
  });

  /** register() for MUI: the ref goes to the input, so the first invalid field can be focused. */
  const field = (name: 'name' | 'email' | 'mobile' | 'occupation') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: !!errors[name], helperText: errors[name]?.message };
  };

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
      if (err instanceof HttpError && err.status === 422) {
        for (const [field, message] of Object.entries(err.errors)) {
          if ((FIELDS as readonly string[]).includes(field))
            setFieldError(field as keyof TFields, { message });
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
      <TextField label="Name" required autoComplete="off" {...field('name')} />
      <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
      <TextField label="Mobile (optional)" type="tel" autoComplete="off" {...field('mobile')} />
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <TextField
            select
            label="Role"
            required
            // Native: its list is not a second modal layer over the dialog's.
            slotProps={{ select: { native: true } }}
            error={!!errors.role}
            helperText={errors.role?.message}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ADMIN_ROLE_LABELS[role]}
              </option>
            ))}
          </TextField>
        )}
      />
      <TextField label="Occupation (optional)" autoComplete="off" {...field('occupation')} />
    </FormDialog>
  );
}
