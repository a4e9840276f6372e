/**
 * The site's languages and where each page lives (src/locales/README.md): English at its own path,
 * Hindi under /hi (/hi is the Hindi home). Pure functions, shared by the app, its server renders
 * and the tests.
 */
import { HINDI_PREFIX, LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, type TLocale } from '@nivaas/shared/locale';

export {
  DEFAULT_LOCALE,
  HINDI_PREFIX,
  HTML_LANG,
  isLocale,
  LANG_COOKIE,
  LOCALES,
  type TLocale,
} from '@nivaas/shared/locale';

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAME: Record<TLocale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The English paths whose page exists in Hindi too. The switch is offered only there; the pages
 * join as their strings move into the catalogs.
 */
export const HINDI_PAGES: readonly string[] = ['/'];

/** The language of a path: Hindi for /hi and /hi/…, English otherwise. */
export function localeOfPath(pathname: string): TLocale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The English path of a page: '/hi' → '/', '/hi/x' → '/x', '/x' → '/x'. */
export function basePath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length).replace(/\/+$/, '');
  return rest || '/';
}

/** An English path in `locale`: ('/', 'hi') → '/hi', ('/x', 'hi') → '/hi/x'. */
export function localizedPath(path: string, locale: TLocale): string {
  if (locale === 'en') return path;
  return path === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`;
}

/** Whether the page at this English path has a Hindi version. */
export const hasHindiPage = (path: string): boolean => HINDI_PAGES.includes(path);

/**
 * The same page in the other language, when that page exists there: the language switch's link.
 * Null where the page is English only.
 */
export function otherLanguagePage(pathname: string): { locale: TLocale; path: string } | null {
  const locale = localeOfPath(pathname);
  const base = basePath(pathname);
  if (!hasHindiPage(base)) return null;
  return locale === 'hi' ? { locale: 'en', path: base } : { locale: 'hi', path: localizedPath(base, 'hi') };
}

/** The Set-Cookie text (document.cookie) that remembers `locale` for a year. */
export const langCookie = (locale: TLocale): string =>
  `${LANG_COOKIE}=${locale}; Max-Age=${LANG_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
