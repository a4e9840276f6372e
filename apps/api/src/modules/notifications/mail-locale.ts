import { DEFAULT_LOCALE, localizedHref, type TLocale } from '@nivaas/shared/locale';

/**
 * The language of a message to a user (issue 19): Hindi when they chose Hindi
 * (`users.preferred_language`), English when they chose English; with no choice, `unchosen` (the
 * language of the page that asked, when a request made the message), else English. Each email
 * keeps its English and its Hindi side by side, in one table where it is written
 * (apps/web/src/locales/README.md, 'Emails').
 */
export const mailLocale = (
  preferred: string | null | undefined,
  unchosen: TLocale = DEFAULT_LOCALE,
): TLocale => (preferred === 'hi' ? 'hi' : preferred === 'en' ? 'en' : unchosen);

/**
 * An absolute link to a page of the site as a reader of `locale` opens it: the Hindi page
 * ('/hi/properties/42') when that page exists in Hindi (HINDI_PAGES), the English one otherwise.
 */
export function siteLink(publicUrl: string | undefined, path: string, locale: TLocale): string {
  const base = publicUrl?.replace(/\/+$/, '') ?? '';
  return `${base}${localizedHref(path, locale)}`;
}
