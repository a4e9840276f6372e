import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/feedback/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import styles from './list-states.module.css';

/** The empty state of an admin list: the spec's text, and what to do next. */
export function ListEmpty({
  title,
  hasSearch,
  onClearSearch,
  message,
}: {
  title: string;
  hasSearch: boolean;
  onClearSearch: () => void;
  message?: string;
}) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={title}
      message={hasSearch ? t`Try a different search, or clear it to see everything.` : message}
      actions={
        hasSearch ? (
          <Button variant="secondary" onClick={onClearSearch}>
            {t`Clear search`}
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * A failure above a list: the text, Retry when there is something to retry, and a close button
 * (admin spec §2.4: the users' alert is dismissible).
 */
export function ListErrorAlert({
  message,
  onRetry,
  onDismiss,
  isRetrying,
}: {
  message: string;
  onRetry?: () => void;
  onDismiss?: () => void;
  isRetrying?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Alert
      severity="error"
      className={styles.alert}
      onClose={onDismiss}
      closeLabel={t`Dismiss`}
      action={
        onRetry ? (
          <Button variant="ghost" size="sm" onClick={onRetry} busy={isRetrying} busyLabel={t`Retrying...`}>
            {t`Retry`}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/** In place of the rows when the list could not be loaded (the alert above says why). */
export function ListUnavailable({ onRetry, isRetrying }: { onRetry: () => void; isRetrying?: boolean }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Nothing to show`}
      message={t`The list could not be loaded.`}
      actions={
        <Button variant="primary" onClick={onRetry} busy={isRetrying} busyLabel={t`Retrying...`}>
          {t`Retry`}
        </Button>
      }
    />
  );
}
