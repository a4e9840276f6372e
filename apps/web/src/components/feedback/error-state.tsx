import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function ErrorState(props: {
  title: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
  action?: ReactNode;
}) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <ErrorOutline color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h3" component="h2" gutterBottom>
        {props.title}
      </Typography>
      {props.message && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {props.message}
        </Typography>
      )}
      {props.onRetry && (
        <Button variant="contained" onClick={props.onRetry}>
          {props.retryLabel ?? 'Retry'}
        </Button>
      )}
      {props.action}
    </Box>
  );
}
