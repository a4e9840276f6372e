import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';

export type TConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** The confirm button's text while busy, e.g. 'Deleting...'. */
  busyLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button takes the error colour. */
  isDestructive?: boolean;
  isBusy?: boolean;
  /** A failure to show in the dialog, which stays open. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before an action that cannot be undone. Escape and a backdrop click close it (not while
 * busy); MUI returns focus to what opened it. Cancel takes the initial focus, so a stray Enter
 * does not delete anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  busyLabel,
  cancelLabel = 'Cancel',
  isDestructive = true,
  isBusy = false,
  error,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isBusy) onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
    >
      <DialogTitle id={titleId} variant="h4" component="h2" sx={{ pb: 1 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
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
        <Button onClick={onClose} disabled={isBusy} autoFocus fullWidth={isPhone} sx={{ minHeight: 44 }}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={isDestructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={isBusy}
          fullWidth={isPhone}
          sx={{ minHeight: 44 }}
        >
          {isBusy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
