import { useLingui } from '@lingui/react/macro';
import { type Ref, useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSayFormText } from '../lib/form-words';
import styles from './property-form.module.css';

export type TFormNotice = { severity: 'error' | 'success'; message: string; details?: string[] };

/**
 * The bar at the foot of the form, kept in view: how the save went, the upload's progress, and
 * Cancel and the primary action on the right (DESIGN 'Forms'; the action fills the row on phones).
 */
export function FormActions({
  notice,
  noticeRef,
  progress,
  submitLabel,
  busyLabel,
  isBusy,
  isDone,
  onCancel,
}: {
  notice: TFormNotice | null;
  noticeRef: Ref<HTMLDivElement>;
  /** 0..1 while files upload; null when nothing uploads. */
  progress: number | null;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  isDone: boolean;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const say = useSayFormText();
  const progressId = useId();
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div className={styles.actionsBar}>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          <Alert severity={notice.severity}>
            {say(notice.message)}
            {notice.details && notice.details.length > 0 && (
              <ul className={styles.details}>
                {notice.details.map((d) => (
                  <li key={d}>{say(d)}</li>
                ))}
              </ul>
            )}
          </Alert>
        </div>
      )}
      {progress !== null && (
        <div className={styles.progress}>
          <span id={progressId}>{progress < 1 ? t`Uploading… ${percent}%` : t`Processing photos…`}</span>
          {/* Without a value the bar is indeterminate: the server is processing the photos. */}
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
          busyLabel={busyLabel}
          disabled={isDone}
        >
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
