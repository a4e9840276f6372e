import { useLingui } from '@lingui/react/macro';
import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import X from 'lucide-react/icons/x';
import { type ReactNode, type RefObject, useRef } from 'react';
import { iconButtonClass } from './button-class';
import { firstFieldFocus } from './dialog-focus';
import styles from './dialog.module.css';

export type TDialogProps = {
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop, the close button or Cancel. */
  onClose: () => void;
  title: ReactNode;
  /** A line or two under the title; the dialog's accessible description. */
  description?: ReactNode;
  /** xs 444 px (a question), sm 600 px (a form), md 900 px. */
  size?: 'xs' | 'sm' | 'md';
  /**
   * Unsaved input (DESIGN 'Dialogs'): Escape and a backdrop click no longer close it; the close
   * button and Cancel still do.
   */
  isDirty?: boolean;
  /** Working (saving, deleting): nothing closes it. */
  isBusy?: boolean;
  /** 'alertdialog' for a question that needs an answer (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  isFullScreenOnPhone?: boolean;
  hasCloseButton?: boolean;
  closeLabel?: string;
  /** The element to focus first; by default the first field, else the first button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** DialogBody and DialogFooter, or a <form> holding them. */
  children: ReactNode;
};

/**
 * A modal dialog on Base UI: focus is trapped inside and returns to what opened it when it closes;
 * the page behind is hidden from screen readers and does not scroll; Escape and the backdrop close
 * it (DESIGN 'Dialogs'), unless it holds unsaved input or is busy. Render it while closed too, so
 * it can animate out; its content exists only while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  size = 'sm',
  isDirty = false,
  isBusy = false,
  role = 'dialog',
  isFullScreenOnPhone = false,
  hasCloseButton = true,
  closeLabel,
  initialFocus,
  children,
}: TDialogProps) {
  const { t } = useLingui();
  const popupRef = useRef<HTMLDivElement>(null);
  return (
    <BaseDialog.Root
      open={open}
      onOpenChange={(next, details) => {
        if (next) return;
        if (isBusy) return details.cancel();
        const isLightDismiss = details.reason === 'escape-key' || details.reason === 'outside-press';
        if (isDirty && isLightDismiss) return details.cancel();
        onClose();
      }}
    >
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={styles.backdrop} />
        <BaseDialog.Popup
          ref={popupRef}
          role={role}
          initialFocus={initialFocus ?? firstFieldFocus(() => popupRef.current)}
          className={[styles.popup, styles[size], isFullScreenOnPhone && styles.fullScreenOnPhone]
            .filter(Boolean)
            .join(' ')}
        >
          <div className={[styles.header, !hasCloseButton && styles.noClose].filter(Boolean).join(' ')}>
            <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title>
            {hasCloseButton && (
              <BaseDialog.Close
                aria-label={closeLabel ?? t`Close`}
                disabled={isBusy}
                className={iconButtonClass({ variant: 'ghost' })}
              >
                <X size={22} />
              </BaseDialog.Close>
            )}
          </div>
          {description && (
            <BaseDialog.Description className={styles.description}>{description}</BaseDialog.Description>
          )}
          <div className={styles.content}>{children}</div>
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

/** The dialog's scrolling content: fields and text. Its first field takes focus on open. */
export function DialogBody({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-dialog-body="" className={[styles.body, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}

/** The dialog's actions: Cancel first, the primary action last (bottom-right; on top on phones). */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}

/** For a <form> inside a dialog: it must be the flex column its body and footer sit in. */
export const dialogFormClass = styles.content;
