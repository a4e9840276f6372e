import { type ReactNode, useEffect, useRef } from 'react';
import styles from './side-sheet.module.css';

/**
 * A panel sliding in from the right, on the native modal <dialog>: the browser keeps focus inside,
 * makes the page behind inert and closes on Escape. Focus goes back to the opener when it closes,
 * also when the caller unmounts it instead (render it only while open: nothing of it is on the
 * server's page).
 */
export function SideSheet({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop; Escape is the dialog's own key
    <dialog
      ref={ref}
      aria-label={label}
      className={styles.sheet}
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
