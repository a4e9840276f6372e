import { useLingui } from '@lingui/react/macro';
import type { TRole } from '@nivaas/shared/roles';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/auth-context';
import { useLocalizedPath } from '../lib/i18n/use-localized-path';
import { ErrorState } from './feedback/error-state';
import { PageLoader } from './feedback/page-loader';

export type TFromState = { from?: string };

/** Unauthenticated users go to /login, which remembers where they came from. */
/** Used as a layout route: guards every child route (or the given children). */
export function RequireAuth({ children, roles }: { children?: ReactNode; roles?: TRole[] }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const localized = useLocalizedPath();
  if (isLoading) return <PageLoader />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={localized(paths.login)} replace state={{ from } satisfies TFromState} />;
  }
  if (roles && !roles.includes(user.role)) return <NotAuthorized />;
  return children ?? <Outlet />;
}

/** A signed-in user without the role the area needs (the admin area's words: its catalog part). */
function NotAuthorized() {
  const { t } = useLingui();
  return (
    <ErrorState
      title={t`You are not authorized to perform this action`}
      message={t`This area is for administrators only.`}
    />
  );
}

/** The admin area's guard, as a layout route. */
export function RequireAdmin() {
  return <RequireAuth roles={['admin']} />;
}
