import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type TAdminUserCreate,
  type TAdminUserUpdate,
  ZAdminUserCreate,
  ZAdminUserUpdate,
} from '@nivaas/shared/admin-user';
import { PASSWORD_MIN_LENGTH } from '@nivaas/shared/constants';
import { ROLES } from '@nivaas/shared/roles';
import { useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { mergeSpecializations, SPECIALIZATION_SUGGESTIONS, type TAgentFormValues } from '../lib/agent-form';
import { ADMIN_ROLE_LABELS } from '../lib/status-colors';
import { FormSection } from './form-section';

export type TAgentFormSubmit =
  | { mode: 'create'; values: TAdminUserCreate }
  | { mode: 'edit'; values: TAdminUserUpdate; isVerified: boolean };

const FIELD_NAMES: readonly FieldPath<TAgentFormValues>[] = [
  'name',
  'email',
  'password',
  'role',
  'mobile',
  'company',
  'licenseNumber',
  'specializations',
  'isVerified',
];

/**
 * The agent form of /admin/users/new-agent and /admin/users/{id}/edit: the shared schemas give
 * the rules and messages (ZAdminUserCreate with role agent; ZAdminUserUpdate when editing, with
 * no password). A failed save keeps the input and shows the server's message above the fields,
 * and its field messages under the fields.
 */
export function AgentForm({
  mode,
  defaultValues,
  onSubmit,
  submitLabel,
  busyLabel,
  cancelTo,
  failureMessage,
  isVerifiedLocked = false,
}: {
  mode: 'create' | 'edit';
  defaultValues: TAgentFormValues;
  onSubmit: (submit: TAgentFormSubmit) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  cancelTo: string;
  failureMessage: string;
  /** The user is verified already: there is no call to withdraw it. */
  isVerifiedLocked?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const [specializationText, setSpecializationText] = useState('');
  const schema = mode === 'create' ? ZAdminUserCreate : ZAdminUserUpdate;
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<TAgentFormValues, unknown, TAdminUserCreate | TAdminUserUpdate>({
    resolver: zodResolver(schema) as unknown as Resolver<
      TAgentFormValues,
      unknown,
      TAdminUserCreate | TAdminUserUpdate
    >,
    defaultValues,
  });

  /** register() for MUI: the ref goes to the input, so the first invalid field can be focused. */
  const field = (name: 'name' | 'email' | 'password' | 'mobile' | 'company' | 'licenseNumber') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: !!errors[name], helperText: errors[name]?.message };
  };

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      if (mode === 'create') {
        await onSubmit({ mode, values: { ...(values as TAdminUserCreate), role: 'agent' } });
      } else {
        await onSubmit({ mode, values: values as TAdminUserUpdate, isVerified: getValues('isVerified') });
      }
    } catch (err) {
      if (err instanceof HttpError) {
        for (const [name, message] of Object.entries(err.errors)) {
          if ((FIELD_NAMES as readonly string[]).includes(name)) {
            setFieldError(name as FieldPath<TAgentFormValues>, { message }, { shouldFocus: true });
          }
        }
        if (err.status === 409) setFieldError('email', { message: err.message }, { shouldFocus: true });
      }
      setError(
        err instanceof HttpError && err.status === 422 ? failureMessage : errorMessage(err, failureMessage),
      );
    }
  });

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-busy={isSubmitting}
        sx={{ display: 'grid', gap: 3 }}
      >
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <FormSection title="Account">
          <TextField label="Full Name" required autoComplete="off" {...field('name')} />
          <TextField label="Email Address" type="email" required autoComplete="off" {...field('email')} />
          {mode === 'create' && (
            <TextField
              label="Password"
              type="password"
              required
              autoComplete="new-password"
              {...field('password')}
              helperText={
                errors.password?.message ??
                `At least ${PASSWORD_MIN_LENGTH} characters; share it with the agent`
              }
            />
          )}
          <TextField label="Mobile Number (optional)" type="tel" autoComplete="off" {...field('mobile')} />
          {mode === 'edit' && (
            <Controller
              control={control}
              name="role"
              render={({ field: f }) => (
                <TextField
                  select
                  label="Role"
                  required
                  name={f.name}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  inputRef={f.ref}
                  error={!!errors.role}
                  helperText={errors.role?.message ?? 'Changing the role changes what this person can do.'}
                >
                  {ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {ADMIN_ROLE_LABELS[role]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
        </FormSection>

        <FormSection title="Professional details">
          <TextField label="Company (optional)" autoComplete="organization" {...field('company')} />
          <TextField
            label="Licence Number (optional)"
            autoComplete="off"
            {...field('licenseNumber')}
            helperText={errors.licenseNumber?.message ?? 'RERA agent registration number'}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="specializations"
              render={({ field: f }) => (
                <Autocomplete
                  multiple
                  freeSolo
                  options={SPECIALIZATION_SUGGESTIONS as readonly string[]}
                  value={f.value}
                  inputValue={specializationText}
                  onInputChange={(_e, text) => {
                    // A comma ends a chip, as Enter does.
                    if (text.includes(',')) {
                      f.onChange(mergeSpecializations(f.value, [text]));
                      setSpecializationText('');
                    } else setSpecializationText(text);
                  }}
                  onChange={(_e, value) => f.onChange(mergeSpecializations([], value))}
                  onBlur={() => {
                    if (specializationText.trim()) {
                      f.onChange(mergeSpecializations(f.value, [specializationText]));
                      setSpecializationText('');
                    }
                    f.onBlur();
                  }}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={f.ref}
                      label="Specializations (optional)"
                      error={!!errors.specializations}
                      helperText={
                        errors.specializations?.message ??
                        'Pick one or type your own; press Enter or a comma after each.'
                      }
                    />
                  )}
                />
              )}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="isVerified"
              render={({ field: f }) => (
                <>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={f.value}
                        onChange={(e) => f.onChange(e.target.checked)}
                        onBlur={f.onBlur}
                        inputRef={f.ref}
                        disabled={isVerifiedLocked}
                      />
                    }
                    label="Verified agent"
                  />
                  <FormHelperText sx={{ mt: 0 }}>
                    {isVerifiedLocked
                      ? 'This agent is verified.'
                      : 'Verified agents show a badge on their listings. Check their licence first.'}
                  </FormHelperText>
                </>
              )}
            />
          </Box>
        </FormSection>

        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            justifyContent: 'flex-end',
            gap: 1,
          }}
        >
          <Button component={RouterLink} to={cancelTo} disabled={isSubmitting} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            sx={{ minHeight: 44, minWidth: 160 }}
          >
            {isSubmitting ? busyLabel : submitLabel}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
