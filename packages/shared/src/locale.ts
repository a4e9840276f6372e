/**
 * The site's languages (issue 19; apps/web/src/locales/README.md): English at a page's own path,
 * Hindi under /hi. What the server needs to pick a visitor's language lives here, beside the web.
 */
export const LOCALES = ['en', 'hi'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

/** The path prefix of the Hindi pages; /hi is the Hindi home. */
export const HINDI_PREFIX = '/hi';

/** `<html lang>` of each language (index.html says en-IN). */
export const HTML_LANG: Record<TLocale, string> = { en: 'en-IN', hi: 'hi' };

/** The cookie that remembers a visitor's choice ('lang=hi' or 'lang=en'), for a year. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The `lang` cookie's language in a Cookie header, if it names one. */
export function cookieLocale(cookieHeader: string | undefined): TLocale | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LANG_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The site's language an Accept-Language header prefers: Hindi when it asks for Hindi ('hi',
 * 'hi-IN') with a higher weight than English, or the same weight but earlier; English otherwise.
 */
export function acceptLanguageLocale(header: string | undefined): TLocale {
  let best: { locale: TLocale; q: number } | undefined;
  for (const item of (header ?? '').split(',')) {
    const [tag = '', ...params] = item.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: base, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/**
 * The language of a visit to an English page that has a Hindi version: the visitor's remembered
 * choice (the cookie) when there is one, else what the browser asks for.
 */
export function visitorLocale(headers: { cookie?: string; acceptLanguage?: string }): TLocale {
  return cookieLocale(headers.cookie) ?? acceptLanguageLocale(headers.acceptLanguage);
}

/**
 * The route patterns (English, React Router's ':param' segments) of the pages whose words are
 * translated: they exist under /hi too, the language switch is offered on them, the server draws
 * them in Hindi, lists them in the sitemap and sends a visitor who prefers Hindi there. The other
 * pages stay English only (/hi/<page> answers 302 to the English one) until their strings move
 * into the catalogs (apps/web/src/locales/README.md).
 */
export const HINDI_PAGES: readonly string[] = [
  '/',
  '/properties',
  '/properties/:id',
  // The sign-in pages and the EMI calculator with its area converter (their words: the 'forms' part).
  '/login',
  '/login/mobile',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/emi-calculator',
  // The information pages (their words: the 'info' part, the legal pages' the 'legal' part too).
  '/about',
  '/contact',
  '/help',
  '/privacy-policy',
  '/terms',
  '/career',
  '/trust',
  '/how-we-work',
  '/lawyer-consultancy',
  '/packers-and-movers',
  '/interior-design',
  // The signed-in user's pages and those an email's link opens (the 'account' part).
  '/profile',
  '/privacy-notice',
  '/unsubscribe',
  '/confirm-listing',
  // Compare and a shared shortlist (the 'compare' part).
  '/compare',
  '/shortlist/:token',
  // The add and edit listing forms (signed-in; their words: the 'manage-property' part).
  '/add-property',
  '/properties/:id/edit',
  // The builders' directory, a builder's page and the Add and Edit Developer forms ('developers' part).
  '/developers',
  '/developers/:id',
  '/developers/add',
  '/developers/:id/edit',
  // A locality's asking prices (the 'localities' part).
  '/properties/in/:city/:locality',
  // The admin area, every screen of it ('admin' part): one pattern, '*' for any path below.
  '/admin/*',
];

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Whether `pathname` is a page of `pattern` ('/properties/:id' matches '/properties/42'); a last
 * segment '*' matches any path below, and the path itself ('/admin/*': '/admin', '/admin/users/7/edit').
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  const isSplat = want[want.length - 1] === '*';
  if (isSplat) want.pop();
  return (
    (isSplat ? got.length >= want.length : want.length === got.length) &&
    want.every((s, i) => (s.startsWith(':') ? !!got[i] : s === got[i]))
  );
}

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

/** Whether the page at this English path (a page's path, or a route pattern) has a Hindi version. */
export const hasHindiPage = (path: string): boolean =>
  HINDI_PAGES.some((pattern) => matchesRoutePattern(pattern, path));

/**
 * A link's target on a page in `locale`: the Hindi version of an English path ('/properties?city=Pune'
 * → '/hi/properties?city=Pune') when that page exists in Hindi; otherwise as it is (the English page,
 * an outside address, a path already in a language).
 */
export function localizedHref(to: string, locale: TLocale): string {
  if (locale === 'en' || !to.startsWith('/') || to.startsWith('//')) return to;
  const cut = to.search(/[?#]/);
  const pathname = cut < 0 ? to : to.slice(0, cut);
  if (localeOfPath(pathname) === 'hi' || !hasHindiPage(pathname)) return to;
  return `${localizedPath(pathname, 'hi')}${cut < 0 ? '' : to.slice(cut)}`;
}
