import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../../components/feedback/error-state';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { sayRequestText } from '../lib/say-request-text';
import { DEVELOPER_TEXT } from '../lib/developer-display';

/** A malformed id (400) or an unknown one (404): no retry will find it. */
const isMissing = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400);

/** The detail page's error state (admin spec §2.9, §8), always with a way back to the directory. */
export function DeveloperError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const missing = isMissing(error);
  return (
    <ErrorState
      title={i18n._(missing ? DEVELOPER_TEXT.notFound : DEVELOPER_TEXT.detailError)}
      message={
        missing
          ? t`This builder may have been removed, or the link may be incomplete.`
          : sayRequestText(i18n, errorMessage(error, DEVELOPER_TEXT.detailFallback.message ?? ''))
      }
      retryLabel={t`Retry`}
      onRetry={missing ? undefined : onRetry}
      action={
        <ButtonLink to={localize(paths.developers)} variant={missing ? 'primary' : 'secondary'}>
          {t`Browse Developers`}
        </ButtonLink>
      }
    />
  );
}
