/**
 * A signed-in user's language (issue 19): kept in their profile (`preferredLanguage`), it picks the
 * version of the page they land on when they sign in. Pure functions, tested on their own.
 */
import { paths } from '../../config/paths';
import { basePath, localeOfPath, localizedHref, type TLocale } from './locale';

/** The pages a user signs in on: they send the user on themselves once signed in (signInTarget). */
export const SIGN_IN_PATHS: readonly string[] = [paths.login, paths.loginWithMobile, paths.register];

const splitPath = (to: string): [string, string] => {
  const cut = to.search(/[?#]/);
  return cut < 0 ? [to, ''] : [to.slice(0, cut), to.slice(cut)];
};

/**
 * The page at `to` (a path with its query, in either language) in `locale`: its Hindi version when
 * it has one ('/properties?city=Pune' → '/hi/properties?city=Pune'), its English page otherwise
 * ('/hi/properties' → '/properties'; '/profile' stays '/profile').
 */
export function pageIn(to: string, locale: TLocale): string {
  const [pathname, rest] = splitPath(to);
  return localizedHref(`${basePath(pathname)}${rest}`, locale);
}

/**
 * The same page in the user's language, or null when there is nothing to move: the user has not
 * chosen one, the page is in it already or has no version in it, or it is a sign-in page.
 */
export function pageInUserLanguage(to: string, preferred: TLocale | null | undefined): string | null {
  if (!preferred) return null;
  const [pathname] = splitPath(to);
  // A sign-in page sends the user on itself, in their language.
  if (localeOfPath(pathname) === preferred || SIGN_IN_PATHS.includes(basePath(pathname))) return null;
  const moved = pageIn(to, preferred);
  return localeOfPath(splitPath(moved)[0]) === preferred ? moved : null;
}

/**
 * Where a sign-in page sends the user: back to where they were going (`from`, else home), in their
 * language (the profile's, else the sign-in page's), the Hindi version when that page has one.
 */
export function signInTarget(opts: {
  from: string | undefined;
  /** The sign-in page's own path ('/login', '/hi/login'). */
  pagePath: string;
  preferred: TLocale | null | undefined;
}): string {
  const { from, pagePath, preferred } = opts;
  const going = from && !SIGN_IN_PATHS.includes(basePath(splitPath(from)[0])) ? from : '/';
  return pageIn(going, preferred ?? localeOfPath(pagePath));
}
