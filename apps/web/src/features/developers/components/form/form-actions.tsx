import { useLingui } from '@lingui/react/macro';
import { type Ref, useId } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useSayKnown } from '../../../../lib/i18n/known-messages';
import styles from './developer-form.module.css';

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
  const { t } = useLingui();
  // Why it failed: the schema's, the server's or the connection's words, in the page's language.
  const say = useSayKnown();
  const progressId = useId();
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div className={styles.actionsBar}>
      {failure && (
        <div ref={failureRef} tabIndex={-1} className={styles.failure}>
          <Alert severity="error" title={failure.message}>
            {failure.details.map((detail) => (
              <p key={detail} className={styles.failureDetail}>
                {say(detail)}
              </p>
            ))}
          </Alert>
        </div>
      )}
      {progress !== null && (
        <div className={styles.progress}>
          <span id={progressId}>{progress < 1 ? t`Uploading… ${percent}%` : t`Processing images…`}</span>
          {/* Without a value the bar is indeterminate: the server is processing the images. */}
          <progress
            aria-labelledby={progressId}
            max={1}
            value={progress < 1 ? progress : undefined}
            className={styles.progressBar}
          />
        </div>
      )}
      <div className={styles.buttons}>
        <Button size="lg" onClick={onCancel} disabled={isBusy}>
          {t`Cancel`}
        </Button>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className={styles.submit}
          busy={isBusy}
          busyLabel={t`Saving...`}
          disabled={isDone}
        >
          {isDone ? t`Saved` : submitLabel}
        </Button>
      </div>
    </div>
  );
}
