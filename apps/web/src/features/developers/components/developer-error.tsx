import { ErrorState } from '../../../components/feedback/error-state';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { DEVELOPER_TEXT } from '../lib/developer-display';

/** A malformed id (400) or an unknown one (404): no retry will find it. */
const isMissing = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400);

/** The detail page's error state (admin spec §2.9, §8), always with a way back to the directory. */
export function DeveloperError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isMissing(error);
  return (
    <ErrorState
      title={missing ? DEVELOPER_TEXT.notFound : DEVELOPER_TEXT.detailError}
      message={
        missing
          ? 'This builder may have been removed, or the link may be incomplete.'
          : errorMessage(error, DEVELOPER_TEXT.detailFallback)
      }
      onRetry={missing ? undefined : onRetry}
      action={
        <ButtonLink to={paths.developers} variant={missing ? 'primary' : 'secondary'}>
          Browse Developers
        </ButtonLink>
      }
    />
  );
}
