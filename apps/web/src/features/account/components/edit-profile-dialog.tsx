import { zodResolver } from '@hookform/resolvers/zod';
import type { TUser } from '@nivaas/shared/auth';
import { IMAGE_MIME_TYPES } from '@nivaas/shared/property-options';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FileInput } from '../../../components/ui/file-input';
import { TextInput } from '../../../components/ui/text-input';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useUpdateMe } from '../api/update-me';
import { avatarFileError, type TProfileFormInput, ZProfileForm } from '../lib/profile-form';
import styles from './edit-profile-dialog.module.css';

export const PROFILE_UPDATED = 'Profile updated successfully';
const PROFILE_UPDATE_FAILED = 'Failed to update profile';
const FIELDS = ['name', 'mobile', 'occupation', 'licenseNumber'] as const;

const valuesOf = (user: TUser): TProfileFormInput => ({
  name: user.name,
  mobile: user.mobile ?? '',
  occupation: user.occupation ?? '',
  licenseNumber: user.licenseNumber ?? '',
});

/** Edit Profile: name, mobile, occupation and a photo with a preview (PUT /auth/me). */
export function EditProfileDialog({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: TUser;
}) {
  const update = useUpdateMe();
  const isAgent = user.role === 'agent';
  const [error, setError] = useState<string | null>(null);
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isDirty },
  } = useForm<TProfileFormInput>({ resolver: zodResolver(ZProfileForm), defaultValues: valuesOf(user) });

  // Each opening starts from the saved profile.
  useEffect(() => {
    if (!open) return;
    reset(valuesOf(user));
    setAvatarFile(null);
    setAvatarError(null);
    setRemoveAvatar(false);
    setError(null);
  }, [open, user, reset]);

  // The preview is an object URL of the chosen file, released when it changes.
  useEffect(() => {
    if (!avatarFile) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(avatarFile);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatarFile]);

  const onPick = (files: File[]) => {
    const file = files.at(-1) ?? null;
    const problem = file ? avatarFileError(file) : null;
    setAvatarError(problem);
    setAvatarFile(problem ? null : file);
    if (file && !problem) setRemoveAvatar(false);
  };

  const onSubmit = handleSubmit((values) => {
    setError(null);
    update.mutate(
      {
        name: values.name,
        mobile: values.mobile ?? '',
        occupation: values.occupation ?? '',
        ...(isAgent ? { licenseNumber: values.licenseNumber ?? '' } : {}),
        avatar: avatarFile,
        removeAvatar: removeAvatar && !avatarFile,
      },
      {
        onSuccess: () => {
          notify(PROFILE_UPDATED, 'success');
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
            if (err.errors.avatar) setAvatarError(err.errors.avatar);
          }
          setError(errorMessage(err, PROFILE_UPDATE_FAILED));
        },
      },
    );
  });

  const shownAvatar = preview ?? (removeAvatar ? null : user.avatar);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Edit Profile"
      onSubmit={onSubmit}
      submitLabel="Save changes"
      busyLabel="Saving..."
      isSubmitting={update.isPending}
      isDirty={isDirty || !!avatarFile || removeAvatar}
      error={error}
    >
      <Field label="Full Name" isRequired error={errors.name?.message}>
        <TextInput autoComplete="name" {...register('name')} />
      </Field>
      <Field
        label="Mobile Number"
        isOptional
        help="Agents use it to call or WhatsApp you back"
        error={errors.mobile?.message}
      >
        <TextInput type="tel" autoComplete="tel" {...register('mobile')} />
      </Field>
      <Field label="Occupation" isOptional help="What do you do?" error={errors.occupation?.message}>
        <TextInput autoComplete="organization-title" {...register('occupation')} />
      </Field>
      {isAgent && (
        <Field
          label="RERA licence number"
          isOptional
          help="Your registration as an agent with your state's RERA authority, e.g. A51700012345"
          error={errors.licenseNumber?.message}
        >
          <TextInput autoComplete="off" {...register('licenseNumber')} />
        </Field>
      )}
      <div className={styles.photo}>
        <span className={styles.preview}>
          <Avatar name={user.name} src={shownAvatar} size={72} />
          <span className={styles.previewText} role="status">
            {preview ? 'New photo chosen' : shownAvatar ? 'Your photo' : 'No photo yet'}
          </span>
        </span>
        <FileInput
          label="Photo"
          files={avatarFile ? [avatarFile] : []}
          onChange={onPick}
          accept={IMAGE_MIME_TYPES.join(',')}
          buttonLabel={shownAvatar ? 'Change photo' : 'Upload photo'}
          dropText="Drag a photo here or"
          help="JPEG, PNG or WebP, up to 5 MB. It is cropped to a square."
          error={avatarError}
          isDisabled={update.isPending}
          className={styles.file}
        />
        {shownAvatar && !preview && (
          <Button
            variant="ghost"
            size="sm"
            className={styles.remove}
            onClick={() => setRemoveAvatar(true)}
            disabled={update.isPending}
          >
            Remove photo
          </Button>
        )}
      </div>
    </FormDialog>
  );
}
