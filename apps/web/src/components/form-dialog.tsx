import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId } from 'react';

export type TFormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line or two under the title: what the form is for. */
  description?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The submit button's text while busy, e.g. 'Sending...'. */
  busyLabel?: string;
  isSubmitting?: boolean;
  /** Unsaved input: Escape and a backdrop click no longer close the dialog (Cancel still does). */
  isDirty?: boolean;
  /** A failure to show above the fields. */
  error?: string | null;
  /** When given, the fields give way to this success view and a Close button. */
  success?: { title: string; message?: ReactNode } | null;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
};

/**
 * A form in a dialog: title, fields, Cancel and a primary action bottom-right (full width and
 * full screen on phones), a busy state, an error above the fields and a success view.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  submitLabel,
  busyLabel,
  isSubmitting = false,
  isDirty = false,
  error,
  success,
  maxWidth = 'sm',
  children,
}: TFormDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const descriptionId = useId();

  return (
    <Dialog
      open={open}
      onClose={(_event, _reason) => {
        if (isSubmitting || (isDirty && !success)) return;
        onClose();
      }}
      fullScreen={isPhone}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {/* Before the title in the DOM, so the title and the content stay adjacent (MUI's spacing rule). */}
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={isSubmitting}
        sx={{ position: 'absolute', right: 8, top: 8, width: 44, height: 44 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogTitle id={titleId} variant="h4" component="h2" sx={{ pr: 8 }}>
        {title}
      </DialogTitle>
      {success ? (
        <>
          <DialogContent>
            <Box role="status" sx={{ textAlign: 'center', py: { xs: 4, sm: 2 } }}>
              <CheckCircleOutline color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
              <Typography variant="h4" component="p" gutterBottom>
                {success.title}
              </Typography>
              {success.message && <Typography color="text.secondary">{success.message}</Typography>}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button
              variant="contained"
              onClick={onClose}
              autoFocus
              fullWidth={isPhone}
              sx={{ minHeight: 44 }}
            >
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-busy={isSubmitting}
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
        >
          <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: 0 }}>
            {description && (
              <Typography id={descriptionId} color="text.secondary">
                {description}
              </Typography>
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {/* Outlined labels sit on the border; a little room keeps the first one clear of the title. */}
            <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>{children}</Box>
          </DialogContent>
          <DialogActions
            sx={{
              px: 3,
              pb: 3,
              gap: 1,
              flexDirection: { xs: 'column-reverse', sm: 'row' },
              '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
            }}
          >
            <Button onClick={onClose} disabled={isSubmitting} fullWidth={isPhone} sx={{ minHeight: 44 }}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={isSubmitting}
              fullWidth={isPhone}
              sx={{ minHeight: 44 }}
            >
              {isSubmitting ? (busyLabel ?? submitLabel) : submitLabel}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
