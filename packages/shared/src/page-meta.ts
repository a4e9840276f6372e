import { META_DESCRIPTION_MAX } from './constants';
import { formatPrice } from './format-price';
import { localizedHref } from './locale';

/**
 * A page's head tags: what a shared link's preview, a search engine and the browser tab read. The
 * route that draws a page says them (apps/web/src/app/route-meta.ts); the server writes them into
 * the page's head slot (`fillPageHead`).
 */
export type TPageMeta = {
  /** The <title> text. */
  title: string;
  /** og:title / twitter:title (the title without the site name). */
  shareTitle: string;
  description: string;
  /** Absolute URL of the page (from PUBLIC_URL; without it no canonical or og:url is written). */
  url?: string;
  /** Absolute URL of the preview image, when the page has one. */
  image?: string;
  type?: 'website' | 'article';
  /** The page's largest photo, fetched from the HTML rather than found once the app has run. */
  preloadImage?: TPreloadImage;
  /**
   * The same page in each language (`<link rel="alternate" hreflang>`), 'x-default' included:
   * absolute with PUBLIC_URL, else the paths (`withSiteAddress` makes them absolute later).
   */
  alternates?: readonly TAlternate[];
};
export type TAlternate = { hreflang: string; href: string };
export type TPreloadImage = { href: string; srcset?: string; sizes?: string };

export const SITE_NAME = 'Nivaas';
/** The site's description: the home page's, and index.html's for pages without their own (same words). */
export const SITE_DESCRIPTION =
  'Find flats, houses, villas, plots and offices to buy or rent across India. Honest prices in rupees, verified agents and builders.';

/**
 * The slots of index.html (and so of every page's shell) the server fills per page: the page's
 * tags between PAGE_HEAD_START and PAGE_HEAD_END (the site's own stand there until replaced), and
 * its main photo's preload at PAGE_PRELOAD, first in <head>, so the photo is asked for before
 * anything else. Comments, so the template stays valid HTML as it is.
 */
export const PAGE_HEAD_START = '<!--page-head-->';
export const PAGE_HEAD_END = '<!--/page-head-->';
export const PAGE_PRELOAD = '<!--page-preload-->';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * Collapses whitespace (and drops control characters) and cuts the text to `max` characters at
 * a word boundary, with an ellipsis when it was cut.
 */
export function truncateText(text: string, max: number = META_DESCRIPTION_MAX): string {
  const visible = Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? ' ' : c;
  }).join('');
  const clean = visible.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,.;:·-]+$/, '')}…`;
}

/**
 * An absolute URL for a stored file's URL (relative /uploads/… or already absolute on S3); without
 * a base, only an already absolute one (a share preview's image must be absolute).
 */
export function absoluteUrl(baseUrl: string | undefined, url: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  if (!baseUrl) return undefined;
  return `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** What a listing's preview is made of: its detail answer or its database row have these. */
export type TListingMetaSource = {
  id: string;
  title: string;
  description: string;
  type: string;
  status: string;
  price: number;
  bedrooms: number;
  locality?: string | null;
  city?: string | null;
  /** The first photo's largest variant (or its only URL). */
  image?: string;
};

/** '₹ 65.00 Lac · 2 BHK Apartment for sale in Gangapur Road, Nashik.' */
function listingSummary(p: TListingMetaSource): string {
  const kind = p.bedrooms > 0 ? `${p.bedrooms} BHK ${p.type}` : p.type;
  const deal = p.status === 'For Rent' ? 'for rent' : p.status === 'For Sale' ? 'for sale' : `(${p.status})`;
  const place = [p.locality, p.city].filter((s) => s?.trim()).join(', ');
  return `${formatPrice(p.price, p.status)} · ${kind} ${deal}${place ? ` in ${place}` : ''}.`;
}

/**
 * A listing's page: its title, price and place, its description, its first photo; both languages
 * as alternates (the detail page is translated, issue 19). In Hindi (`language`), the page's own
 * summary sentence and its /hi address; without it, English.
 */
export function listingPageMeta(
  p: TListingMetaSource,
  baseUrl: string | undefined,
  preloadImage?: TPreloadImage,
  language?: { locale: 'en' | 'hi'; summary?: string },
): TPageMeta {
  const path = `/properties/${p.id}`;
  const summary = language?.summary ?? listingSummary(p);
  const own = localizedHref(path, language?.locale ?? 'en');
  return {
    title: `${truncateText(p.title, 100)} | ${SITE_NAME}`,
    shareTitle: truncateText(p.title, 100),
    description: truncateText(`${summary} ${p.description}`),
    url: baseUrl ? `${baseUrl}${own}` : undefined,
    alternates: languageAlternates(path, baseUrl),
    image: p.image ? absoluteUrl(baseUrl, p.image) : undefined,
    type: 'article',
    preloadImage,
  };
}

/**
 * A builder's page; both languages as alternates (the page is translated, issue 19). In Hindi
 * (`language`), its title and fallback description in the page's words and its /hi address; the
 * builder's own description stays as written.
 */
export function developerPageMeta(
  d: { id: string; name: string; description: string; hqCity: string; logo?: string },
  baseUrl: string | undefined,
  language?: { locale: 'en' | 'hi'; title: string; fallbackDescription: string },
): TPageMeta {
  const path = `/developers/${d.id}`;
  const name = truncateText(d.name, 100);
  const description =
    d.description.trim() ||
    language?.fallbackDescription ||
    `${d.name}, real estate developer in ${d.hqCity}, on ${SITE_NAME}.`;
  const own = localizedHref(path, language?.locale ?? 'en');
  return {
    title: `${language?.title ?? `${name} – Builder`} | ${SITE_NAME}`,
    shareTitle: name,
    description: truncateText(description),
    url: baseUrl ? `${baseUrl}${own}` : undefined,
    alternates: languageAlternates(path, baseUrl),
    image: d.logo ? absoluteUrl(baseUrl, d.logo) : undefined,
    type: 'website',
  };
}

/** A page of the site with its own title (the search results), at `path` ('/properties?city=…'). */
export function sitePageMeta(
  page: { title: string; description: string; path: string },
  baseUrl: string | undefined,
  preloadImage?: TPreloadImage,
): TPageMeta {
  return {
    title: `${page.title} | ${SITE_NAME}`,
    shareTitle: page.title,
    description: page.description,
    url: baseUrl ? `${baseUrl}${page.path}` : undefined,
    type: 'website',
    preloadImage,
  };
}

/** The page's head tags (not its preload: see `renderImagePreload`), escaped. */
export function renderMetaTags(meta: TPageMeta): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    ...(meta.url ? [`<link rel="canonical" href="${e(meta.url)}" />`] : []),
    ...(meta.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${e(a.hreflang)}" href="${e(a.href)}" />`,
    ),
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${e(meta.shareTitle)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    ...(meta.url ? [`<meta property="og:url" content="${e(meta.url)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(meta.shareTitle)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
  ];
  if (meta.image) {
    tags.push(
      `<meta property="og:image" content="${e(meta.image)}" />`,
      `<meta name="twitter:image" content="${e(meta.image)}" />`,
    );
  }
  return tags.join('\n    ');
}

/** A high-priority preload of the page's main photo, with the srcset and sizes its <img> has. */
export function renderImagePreload(p: TPreloadImage): string {
  const e = escapeHtml;
  const set = p.srcset ? ` imagesrcset="${e(p.srcset)}" imagesizes="${e(p.sizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${e(p.href)}"${set} fetchpriority="high" />`;
}

/**
 * The page (index.html or a page's shell) with `meta` in its head slots: its tags in place of the
 * site's own, its photo's preload first. A template without the slots is a build error.
 */
export function fillPageHead(html: string, meta: TPageMeta): string {
  const start = html.indexOf(PAGE_HEAD_START);
  const end = html.indexOf(PAGE_HEAD_END);
  const preload = html.indexOf(PAGE_PRELOAD);
  if (start < 0 || end < start || preload < 0 || preload > start) {
    throw new Error('the page template has no head slots (PAGE_PRELOAD, PAGE_HEAD_START … PAGE_HEAD_END)');
  }
  const photo = meta.preloadImage ? renderImagePreload(meta.preloadImage) : '';
  return [
    html.slice(0, preload),
    photo,
    html.slice(preload + PAGE_PRELOAD.length, start),
    renderMetaTags(meta),
    html.slice(end + PAGE_HEAD_END.length),
  ].join('');
}

/** The compare page of some listings (`path`: '/compare?ids=…'), previewed with the first one's photo. */
export function comparePageMeta(
  c: { path: string; titles: readonly string[]; image?: string },
  baseUrl: string | undefined,
): TPageMeta {
  const n = c.titles.length;
  const shareTitle = n ? `Compare ${n} listing${n === 1 ? '' : 's'}` : 'Compare listings';
  const description = n
    ? truncateText(
        `Side by side on ${SITE_NAME}: ${c.titles.join(' · ')}. Price, ₹/sq ft, area, floor, possession, RERA and amenities.`,
      )
    : `Compare up to 4 listings side by side on ${SITE_NAME}: price, ₹/sq ft, area, floor, possession, RERA and amenities.`;
  return {
    title: `${truncateText(shareTitle, 100)} | ${SITE_NAME}`,
    shareTitle,
    description,
    url: baseUrl ? `${baseUrl}${c.path}` : undefined,
    image: c.image ? absoluteUrl(baseUrl, c.image) : undefined,
    type: 'website',
  };
}

/**
 * The two language versions of a translated page (issue 19), `path` being its English path and
 * query ('/properties?city=Pune'): en, hi (under /hi) and x-default (English). Absolute with the
 * site's address, else paths (`withSiteAddress` makes them absolute later).
 */
export function languageAlternates(path: string, baseUrl: string | undefined): TAlternate[] {
  const at = (p: string) => `${baseUrl ?? ''}${p}`;
  return [
    { hreflang: 'en', href: at(path) },
    { hreflang: 'hi', href: at(localizedHref(path, 'hi')) },
    { hreflang: 'x-default', href: at(path) },
  ];
}

/**
 * A translated page in `locale`: its tags in the page's language (`page.path` is the English path
 * and query), its canonical URL in that language, both languages as alternates.
 */
export function translatedPageMeta(
  page: { title: string; description: string; path: string; locale: 'en' | 'hi' },
  baseUrl: string | undefined,
  preloadImage?: TPreloadImage,
): TPageMeta {
  const path = localizedHref(page.path, page.locale);
  return {
    ...sitePageMeta({ title: page.title, description: page.description, path }, baseUrl, preloadImage),
    alternates: languageAlternates(page.path, baseUrl),
  };
}

/** The home page in English and Hindi (issue 19), with both languages as alternates. */
export function homePageMeta(
  page: { title: string; description: string; locale: 'en' | 'hi' },
  baseUrl: string | undefined,
): TPageMeta {
  return translatedPageMeta({ ...page, path: '/' }, baseUrl);
}

/**
 * A page's tags worked out without the site's address (the home pages, at build time), made
 * absolute with it: the canonical URL of `path`, and the alternates.
 */
export function withSiteAddress(meta: TPageMeta, path: string, baseUrl: string | undefined): TPageMeta {
  if (!baseUrl) return meta;
  return {
    ...meta,
    url: `${baseUrl}${path}`,
    alternates: meta.alternates?.map((a) => ({
      ...a,
      href: /^https?:/.test(a.href) ? a.href : `${baseUrl}${a.href}`,
    })),
  };
}
