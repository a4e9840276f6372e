import type { TAuthResponse, TCurrentUser, TLoginRequest, TRegisterRequest } from '@nivaas/shared/auth';
import { MSG } from '@nivaas/shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { langCookie, localeOfPath, localizedHref } from '../i18n/locale';
import { setUnauthorizedHandler } from '../http-client';
import { notify } from '../notify';
import { tokenStorage } from '../token-storage';
import { getMe, login as loginCall, meQueryKey, register as registerCall } from './auth-api';
import { endServerSession } from './session-api';

type TAuthContext = {
  user: TCurrentUser | null;
  /** True while a stored token is being turned into a user at start-up. */
  isLoading: boolean;
  login: (body: TLoginRequest) => Promise<TCurrentUser>;
  register: (body: TRegisterRequest) => Promise<TCurrentUser>;
  /** Keeps a session another sign-in made (a code sent by SMS); answers its user. */
  signInWith: (answer: TAuthResponse) => TCurrentUser;
  /** Signs out: the session ends on the server, then here; goes to /login. */
  logout: () => Promise<void>;
  /** Forgets a session the server has already ended (signed out everywhere); goes to /login. */
  forgetSession: () => void;
};

const AuthContext = createContext<TAuthContext | null>(null);

/** The token changes only through this app's own calls, which render anyway. */
const noSubscription = () => () => {};

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Read as the server reads it (no token) while the browser hydrates the server's HTML, which is
  // always signed out; then as stored.
  const hasToken = useSyncExternalStore(
    noSubscription,
    () => tokenStorage.get() !== null,
    () => false,
  );

  // The boot script's mark (html[data-session]) has done its work once the stored token is read here.
  useEffect(() => {
    if (hasToken) document.documentElement.removeAttribute('data-session');
  }, [hasToken]);

  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: getMe,
    enabled: hasToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const clearSession = useCallback(() => {
    tokenStorage.clear();
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ queryKey: ['auth'], exact: false });
  }, [queryClient]);

  // The page now, read when a sign-in or a session ends (not a reason to give every page a new context value).
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  /** The login page in the language of the page the user is on ('/hi/login' on a Hindi page). */
  const loginPage = useCallback(() => localizedHref(paths.login, localeOfPath(here.current.pathname)), []);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      notify(MSG.sessionExpired, 'warning');
      navigate(loginPage(), { replace: true });
    });
  }, [clearSession, navigate, loginPage]);

  /**
   * A user who chose a language in their profile (issue 19) reads the site in it from the moment
   * they sign in: remembered as the switch remembers it (the `lang` cookie), and the page they are on
   * swapped for its version in that language when it has one. The sign-in pages send the user on
   * themselves, in that language (signInTarget).
   */
  const followLanguage = useCallback(
    (user: TCurrentUser) => {
      const wanted = user.preferredLanguage;
      if (!wanted) return;
      // biome-ignore lint/suspicious/noDocumentCookie: the language switch's cookie (lib/i18n/locale.ts)
      document.cookie = langCookie(wanted);
      const { pathname, search, hash } = here.current;
      // Loaded when a sign-in needs it: not a guest's first download.
      void import('../i18n/user-language').then(({ pageInUserLanguage }) => {
        // Still the page the sign-in happened on (the user has not gone on meanwhile).
        if (here.current.pathname !== pathname) return;
        const moved = pageInUserLanguage(`${pathname}${search}${hash}`, wanted);
        if (moved) navigate(moved, { replace: true });
      });
    },
    [navigate],
  );

  const value = useMemo<TAuthContext>(
    () => ({
      user: me.data ?? null,
      isLoading: hasToken && me.isPending,
      login: async (body) => {
        const res = await loginCall(body);
        tokenStorage.set(res.token);
        queryClient.setQueryData(meQueryKey, res.user);
        followLanguage(res.user);
        return res.user;
      },
      register: async (body) => {
        const res = await registerCall(body);
        tokenStorage.set(res.token);
        queryClient.setQueryData(meQueryKey, res.user);
        followLanguage(res.user);
        return res.user;
      },
      signInWith: (answer) => {
        tokenStorage.set(answer.token);
        queryClient.setQueryData(meQueryKey, answer.user);
        followLanguage(answer.user);
        return answer.user;
      },
      logout: async () => {
        try {
          await endServerSession();
        } catch {
          // Offline or already ended: the token is forgotten here all the same.
        }
        clearSession();
        queryClient.clear();
        navigate(loginPage());
      },
      forgetSession: () => {
        clearSession();
        queryClient.clear();
        navigate(loginPage());
      },
    }),
    [me.data, me.isPending, hasToken, queryClient, clearSession, navigate, followLanguage, loginPage],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): TAuthContext {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
