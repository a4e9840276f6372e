import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Ref, useId } from 'react';

export type TFailure = { message: string; details: string[] };

/**
 * The bar at the foot of the form, kept in view: why a save failed, the upload's progress, and
 * Cancel and the primary action on the right (DESIGN 'Forms'; the action fills the row on phones).
 */
export function FormActions({
  failure,
  failureRef,
  progress,
  submitLabel,
  isBusy,
  isDone,
  onCancel,
}: {
  failure: TFailure | null;
  failureRef: Ref<HTMLDivElement>;
  /** 0..1 while files upload; null when nothing uploads. */
  progress: number | null;
  submitLabel: string;
  isBusy: boolean;
  isDone: boolean;
  onCancel: () => void;
}) {
  const progressId = useId();
  return (
    <Paper
      elevation={0}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 3 },
        py: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: { xs: 0, sm: 3 },
        display: 'grid',
        gap: 1.5,
      }}
    >
      {failure && (
        <Alert severity="error" ref={failureRef} tabIndex={-1}>
          <AlertTitle sx={{ mb: failure.details.length ? 0.5 : 0 }}>{failure.message}</AlertTitle>
          {failure.details.map((detail) => (
            <div key={detail}>{detail}</div>
          ))}
        </Alert>
      )}
      {progress !== null && (
        <Box>
          <Typography id={progressId} variant="body2" sx={{ mb: 0.5 }}>
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Processing images…'}
          </Typography>
          <LinearProgress
            aria-labelledby={progressId}
            variant={progress < 1 ? 'determinate' : 'indeterminate'}
            value={Math.round(progress * 100)}
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel} disabled={isBusy} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isBusy || isDone}
          sx={{ minHeight: 44, minWidth: { sm: 180 }, flex: { xs: 1, sm: '0 0 auto' } }}
        >
          {isBusy ? 'Saving...' : isDone ? 'Saved' : submitLabel}
        </Button>
      </Box>
    </Paper>
  );
}
