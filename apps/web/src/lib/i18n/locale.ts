/**
 * The site's languages and where each page lives (src/locales/README.md): English at its own path,
 * Hindi under /hi (/hi is the Hindi home). Pure functions, shared by the app, its server renders,
 * the API server (packages/shared/src/locale.ts) and the tests.
 */
import {
  basePath,
  hasHindiPage,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_S,
  localeOfPath,
  localizedPath,
  type TLocale,
} from '@nivaas/shared/locale';

export {
  basePath,
  DEFAULT_LOCALE,
  HINDI_PAGES,
  HINDI_PREFIX,
  HTML_LANG,
  hasHindiPage,
  isLocale,
  LANG_COOKIE,
  LOCALES,
  localeOfPath,
  localizedHref,
  localizedPath,
  matchesRoutePattern,
  type TLocale,
} from '@nivaas/shared/locale';

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAME: Record<TLocale, string> = { en: 'English', hi: 'हिन्दी' };

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
