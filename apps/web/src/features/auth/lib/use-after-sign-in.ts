import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TFromState } from '../../../components/route-guards';
import { paths } from '../../../config/paths';
import type { TCurrentUser } from '@nivaas/shared/auth';
import { signInTarget } from '../../../lib/i18n/user-language';

/**
 * Where a sign-in page sends the user it has just signed in: admins to their panel; everyone else
 * back to where they were sent from, or home, in their language (the profile's, else the sign-in
 * page's; lib/i18n/user-language.ts).
 */
export function useAfterSignIn(): (user: TCurrentUser) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as TFromState | null)?.from;
  return useCallback(
    (user: TCurrentUser) => {
      const target =
        user.role === 'admin'
          ? paths.admin
          : signInTarget({ from, pagePath: location.pathname, preferred: user.preferredLanguage });
      navigate(target, { replace: true });
    },
    [from, location.pathname, navigate],
  );
}
