import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/** The success state of an inline form: what happens next and a way to send another. */
export function SentMessage({
  title,
  message,
  againLabel,
  onAgain,
}: {
  title: string;
  message: string;
  againLabel: string;
  onAgain: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The form that had focus is gone; move focus to the outcome so keyboard and screen-reader users hear it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="status"
      sx={{
        textAlign: 'center',
        py: 4,
        px: 2,
        outline: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      <CheckCircleOutline color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography variant="h3" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button variant="outlined" onClick={onAgain} sx={{ minHeight: 44 }}>
        {againLabel}
      </Button>
    </Box>
  );
}
