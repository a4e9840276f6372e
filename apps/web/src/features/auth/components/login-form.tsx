import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type TLoginRequest, ZLoginRequest } from '@nivaas/shared/auth';
import type { TUser } from '@nivaas/shared/auth';
import { MSG } from '@nivaas/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';

/** Email and password, 'Logging in...' while busy, the server's message in an alert on failure. */
export function LoginForm({ onSuccess }: { onSuccess: (user: TUser) => void }) {
  const { login } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      onSuccess(await login(values));
    } catch (err) {
      setError(errorMessage(err, MSG.loginFailed));
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
        label="Email Address"
        type="email"
        autoComplete="email"
        autoFocus
        required
        error={!!errors.email}
        helperText={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={!!errors.password}
        helperText={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </Box>
  );
}
