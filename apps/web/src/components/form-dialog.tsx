import { useLingui } from '@lingui/react/macro';
import CircleCheck from 'lucide-react/icons/circle-check';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog, DialogBody, DialogFooter } from './ui/dialog';
import styles from './form-dialog.module.css';

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
  /** xs 444 px, sm 600 px (default), md 900 px. */
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
};

/**
 * A form in a dialog: title, fields, Cancel and a primary action bottom-right (full width, and the
 * dialog full screen, on phones), a busy state, an error above the fields and a success view.
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
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      closeLabel={t`Close`}
      onClose={onClose}
      title={title}
      description={success ? undefined : description}
      size={maxWidth}
      isDirty={isDirty && !success}
      isBusy={isSubmitting}
      isFullScreenOnPhone
    >
      {success ? (
        <>
          <DialogBody>
            <div role="status" className={styles.success}>
              <span className={styles.successIcon} aria-hidden="true">
                <CircleCheck size={56} strokeWidth={1.5} />
              </span>
              <p className={styles.successTitle}>{success.title}</p>
              {success.message && <p className={styles.successMessage}>{success.message}</p>}
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="primary" onClick={onClose}>
              {t`Close`}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className={styles.form}>
          <DialogBody>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              {t`Cancel`}
            </Button>
            <Button type="submit" variant="primary" busy={isSubmitting} busyLabel={busyLabel}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
