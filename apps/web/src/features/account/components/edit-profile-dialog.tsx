import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { useSayAccount } from '../lib/account-words';
import { avatarFileError, type TProfileFormInput, ZProfileForm } from '../lib/profile-form';
import styles from './edit-profile-dialog.module.css';

export const PROFILE_UPDATED = msg`Profile updated successfully`;
const PROFILE_UPDATE_FAILED = msg`Failed to update profile`;
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
  const { t, i18n } = useLingui();
  const say = useSayAccount();
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
          notify(i18n._(PROFILE_UPDATED), 'success');
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
          setError(errorMessage(err, i18n._(PROFILE_UPDATE_FAILED)));
        },
      },
    );
  });

  const shownAvatar = preview ?? (removeAvatar ? null : user.avatar);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t`Edit Profile`}
      onSubmit={onSubmit}
      submitLabel={t`Save changes`}
      busyLabel={t`Saving...`}
      isSubmitting={update.isPending}
      isDirty={isDirty || !!avatarFile || removeAvatar}
      error={say(error)}
    >
      <Field label={t`Full Name`} isRequired error={say(errors.name?.message)}>
        <TextInput autoComplete="name" {...register('name')} />
      </Field>
      <Field
        label={t`Mobile Number`}
        isOptional
        help={t`Agents use it to call or WhatsApp you back`}
        error={say(errors.mobile?.message)}
      >
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
      {isAgent && (
        <Field
          label={t`RERA licence number`}
          isOptional
          help={t`Your registration as an agent with your state's RERA authority, e.g. A51700012345`}
          error={say(errors.licenseNumber?.message)}
        >
          <TextInput autoComplete="off" {...register('licenseNumber')} />
        </Field>
      )}
      <div className={styles.photo}>
        <span className={styles.preview}>
          <Avatar name={user.name} src={shownAvatar} size={72} />
          <span className={styles.previewText} role="status">
            {preview ? t`New photo chosen` : shownAvatar ? t`Your photo` : t`No photo yet`}
          </span>
        </span>
        <FileInput
          label={t`Photo`}
          files={avatarFile ? [avatarFile] : []}
          onChange={onPick}
          accept={IMAGE_MIME_TYPES.join(',')}
          buttonLabel={shownAvatar ? t`Change photo` : t`Upload photo`}
          dropText={t`Drag a photo here or`}
          help={t`JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.`}
          error={say(avatarError)}
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
            {t`Remove photo`}
          </Button>
        )}
      </div>
    </FormDialog>
  );
}
