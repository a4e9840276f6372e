import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { basePath } from '../../../lib/i18n/locale';
import { useCompareItems } from '../lib/compare-store';

/** Its code (and the API's schemas) comes once a listing is chosen, or for a signed-in user. */
const CompareTray = lazy(() => import('./compare-tray'));

/**
 * Where the compare tray follows the visitor on every public page: nothing at all until a
 * listing is chosen (and nothing while the page hydrates: the server drew no tray).
 */
export function CompareTrayHost() {
  const items = useCompareItems();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!items.length && !user) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray userId={user?._id ?? null} hidden={basePath(pathname) === '/compare'} />
    </Suspense>
  );
}
