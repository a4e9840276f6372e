import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type TRegisterRequest, type TUser, ZRegisterRequest } from '@nivaas/shared/auth';
import { MSG } from '@nivaas/shared/messages';
import { ROLE_LABELS } from '@nivaas/shared/roles';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage, HttpError } from '../../../lib/http-client';

type TFields = 'name' | 'email' | 'password' | 'role' | 'mobile' | 'occupation';

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
        for (const [field, message] of Object.entries(err.errors)) {
          setFieldError(field as TFields, { message });
        }
      }
      setError(errorMessage(err, MSG.registrationFailed));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        autoFocus
        error={!!errors.name}
        helperText={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        error={!!errors.email}
        helperText={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        error={!!errors.password}
        helperText={errors.password?.message ?? 'At least 6 characters'}
        {...register('password')}
      />
      <TextField
        label="Mobile Number (optional)"
        type="tel"
        autoComplete="tel"
        error={!!errors.mobile}
        helperText={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextField
        label="Occupation (optional)"
        error={!!errors.occupation}
        helperText={errors.occupation?.message ?? 'What do you do?'}
        {...register('occupation')}
      />
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <FormControl error={!!errors.role}>
            <FormLabel id="account-type-label">Account Type</FormLabel>
            <RadioGroup row aria-labelledby="account-type-label" {...field}>
              <FormControlLabel value="buyer" control={<Radio />} label={ROLE_LABELS.buyer} />
              <FormControlLabel value="agent" control={<Radio />} label={ROLE_LABELS.agent} />
            </RadioGroup>
            {errors.role && <FormHelperText>{errors.role.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </Box>
  );
}
