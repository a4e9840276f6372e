import { zodResolver } from '@hookform/resolvers/zod';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TUser } from '@nivaas/shared/auth';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useUpdateMe } from '../api/update-me';
import { avatarFileError, initials, type TProfileFormInput, ZProfileForm } from '../lib/profile-form';

export const PROFILE_UPDATED = 'Profile updated successfully';
const PROFILE_UPDATE_FAILED = 'Failed to update profile';
const AVATAR_PREVIEW = 96;

type TFields = keyof TProfileFormInput;

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
  const fileInputId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
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
  } = useForm<TProfileFormInput>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: { name: user.name, mobile: user.mobile ?? '', occupation: user.occupation ?? '' },
  });

  // Each opening starts from the saved profile.
  useEffect(() => {
    if (!open) return;
    reset({ name: user.name, mobile: user.mobile ?? '', occupation: user.occupation ?? '' });
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

  const onPickFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = avatarFileError(file);
    setAvatarError(problem);
    if (problem) return;
    setAvatarFile(file);
    setRemoveAvatar(false);
  };

  const onSubmit = handleSubmit((values) => {
    setError(null);
    update.mutate(
      {
        name: values.name,
        mobile: values.mobile ?? '',
        occupation: values.occupation ?? '',
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
            for (const [field, message] of Object.entries(err.errors)) {
              if (field === 'name' || field === 'mobile' || field === 'occupation') {
                setFieldError(field as TFields, { message });
              }
            }
          }
          setError(errorMessage(err, PROFILE_UPDATE_FAILED));
        },
      },
    );
  });

  const shownAvatar = preview ?? (removeAvatar ? undefined : (user.avatar ?? undefined));
  const hasPhoto = !!shownAvatar;

  return (
    <FormDialog
      open={open}
      onClose={() => {
        if (!update.isPending) onClose();
      }}
      title="Edit Profile"
      onSubmit={onSubmit}
      submitLabel="Save changes"
      busyLabel="Saving..."
      isSubmitting={update.isPending}
      isDirty={isDirty || !!avatarFile || removeAvatar}
      error={error}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar
          src={shownAvatar}
          alt={hasPhoto ? (preview ? 'Preview of your new photo' : 'Your photo') : ''}
          sx={{ width: AVATAR_PREVIEW, height: AVATAR_PREVIEW, bgcolor: 'primary.main', fontSize: 32 }}
        >
          {initials(user.name)}
        </Avatar>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <input
            ref={fileInputRef}
            id={fileInputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            onChange={onPickFile}
            hidden
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<CameraAltOutlined />}
              onClick={() => fileInputRef.current?.click()}
              disabled={update.isPending}
            >
              {hasPhoto ? 'Change photo' : 'Upload photo'}
            </Button>
            {hasPhoto && (
              <Button
                color="error"
                onClick={() => {
                  setAvatarFile(null);
                  setRemoveAvatar(!!user.avatar);
                }}
                disabled={update.isPending}
              >
                Remove photo
              </Button>
            )}
          </Box>
          {avatarError ? (
            <FormHelperText error role="alert">
              {avatarError}
            </FormHelperText>
          ) : (
            <Typography variant="caption" color="text.secondary">
              JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.
            </Typography>
          )}
        </Box>
      </Box>
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={!!errors.name}
        helperText={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Mobile Number"
        type="tel"
        autoComplete="tel"
        error={!!errors.mobile}
        helperText={errors.mobile?.message ?? 'Agents use it to call or WhatsApp you back'}
        {...register('mobile')}
      />
      <TextField
        label="Occupation"
        error={!!errors.occupation}
        helperText={errors.occupation?.message ?? 'What do you do?'}
        {...register('occupation')}
      />
    </FormDialog>
  );
}
