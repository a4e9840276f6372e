import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useId } from 'react';

/**
 * A short announcement in a dialog (the 'coming soon' notices, the Design Studio welcome):
 * closes with Escape, a backdrop click, the close icon or its button.
 */
export function NoticeDialog({
  open,
  onClose,
  title,
  children,
  closeLabel = 'Got it',
  secondaryAction,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  closeLabel?: string;
  secondaryAction?: ReactNode;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="sm"
      fullWidth
    >
      {/* Before the title in the DOM, so the title and the content stay adjacent (MUI's spacing rule). */}
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, width: 44, height: 44 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogTitle id={titleId} variant="h4" component="h2" sx={{ pr: 8 }}>
        {title}
      </DialogTitle>
      <DialogContent id={bodyId} sx={{ color: 'text.secondary', '& p': { mt: 0 } }}>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        {secondaryAction}
        <Button variant="contained" onClick={onClose} autoFocus sx={{ minHeight: 44 }}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
