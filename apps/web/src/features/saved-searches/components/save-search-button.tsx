import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import BellPlus from 'lucide-react/icons/bell-plus';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import type { TFromState } from '../../../components/route-guards';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { loadCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { notify } from '../../../lib/notify';

// The dialog (and zod with the shared schemas) comes with the first hover or click, and on a Hindi
// page its words (the saved searches' catalog part) beside it: the dialog waits for them
// (useCatalogPart), so it never shows English first. Not lazyDialog (components/deferred.tsx):
// its code would join the listing's first view, which has no room for it (≤ 150 KB).
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/** The query parameter that reopens the dialog when a guest comes back signed in. */
export const SAVE_SEARCH_PARAM = 'saveSearch';
export const SIGN_IN_TO_SAVE = msg`Please sign in to save this search`;

/**
 * 'Save this search' on the listing page. A guest is asked to sign in (on a Hindi page, at the Hindi
 * login page) and comes back to the same search, with the dialog open.
 */
export function SaveSearchButton({
  query,
  suggestedName,
  summary,
  className,
}: {
  query: Record<string, string>;
  suggestedName: string;
  summary: string[];
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const isReturning = params.get(SAVE_SEARCH_PARAM) === '1';
  // Fetched once and shared (lib/i18n/i18n.ts); an English page fetches nothing.
  if (wanted) void loadCatalogPart(i18n.locale === 'hi' ? 'hi' : 'en', 'saved-searches');

  useEffect(() => {
    if (!user || !isReturning) return;
    setWanted(true);
    setOpen(true);
    setParams(
      (p) => {
        p.delete(SAVE_SEARCH_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [user, isReturning, setParams]);

  const onClick = () => {
    if (!user) {
      notify(i18n._(SIGN_IN_TO_SAVE), 'info');
      const back = new URLSearchParams(location.search);
      back.set(SAVE_SEARCH_PARAM, '1');
      navigate(localized(paths.login), {
        state: { from: `${location.pathname}?${back}` } satisfies TFromState,
      });
      return;
    }
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'sm', className })}
        onClick={onClick}
        onPointerEnter={() => user && setWanted(true)}
      >
        <BellPlus size={18} aria-hidden="true" />
        {t`Save this search`}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={open}
            onClose={() => setOpen(false)}
            query={query}
            suggestedName={suggestedName}
            summary={summary}
          />
        </Suspense>
      )}
    </>
  );
}
