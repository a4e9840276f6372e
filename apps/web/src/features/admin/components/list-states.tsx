import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { EmptyState } from '../../../components/feedback/empty-state';

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
  return (
    <EmptyState
      title={title}
      message={hasSearch ? 'Try a different search, or clear it to see everything.' : message}
      actions={
        hasSearch ? (
          <Button variant="outlined" onClick={onClearSearch}>
            Clear search
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * A load failure above a list: the spec's text, Retry, and a close button (admin spec §2.4: the
 * users' alert is dismissible).
 */
export function ListErrorAlert({
  message,
  onRetry,
  onDismiss,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  onDismiss?: () => void;
  isRetrying?: boolean;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onRetry} disabled={isRetrying}>
            {isRetrying ? 'Retrying...' : 'Retry'}
          </Button>
          {onDismiss && (
            <IconButton
              aria-label="Dismiss"
              color="inherit"
              size="small"
              onClick={onDismiss}
              sx={{ ml: 0.5 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </>
      }
    >
      {message}
    </Alert>
  );
}

/** In place of the rows when the list could not be loaded (the alert above says why). */
export function ListUnavailable({ onRetry, isRetrying }: { onRetry: () => void; isRetrying?: boolean }) {
  return (
    <EmptyState
      title="Nothing to show"
      message="The list could not be loaded."
      actions={
        <Button variant="contained" onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? 'Retrying...' : 'Retry'}
        </Button>
      }
    />
  );
}
