import { useLingui } from '@lingui/react/macro';
import styles from './loading-veil.module.css';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

/**
 * What shows while the code of a dialog opened for the first time arrives: a dimmed page and a
 * spinner, announced politely. It takes no focus, so the dialog that follows still gives focus
 * back to the control that opened it.
 */
export function LoadingVeil({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.veil} role="status" aria-live="polite">
      <span className={styles.box}>
        <Spinner />
        {label ?? t`Loading…`}
      </span>
    </div>
  );
}

/** Shown while a page's code arrives, in the page's place; reserves the space so nothing jumps. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <Spinner size="lg" />
      <VisuallyHidden>{label ?? t`Loading…`}</VisuallyHidden>
    </div>
  );
}
