import { META_DESCRIPTION_MAX } from '@nivaas/shared/constants';

/** The tags a shared link or a search engine reads from a page. */
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
  preloadImage?: { href: string; srcset?: string; sizes?: string };
};

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

/** Escapes text for XML (the sitemap); the same five entities. */
export const escapeXml = escapeHtml;

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

/** The tags a page's link preview is made of, escaped. */
export function renderMetaTags(meta: TPageMeta): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    ...(meta.url ? [`<link rel="canonical" href="${e(meta.url)}" />`] : []),
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
  if (meta.preloadImage) tags.push(renderImagePreload(meta.preloadImage));
  return tags.join('\n    ');
}

/** A high-priority preload of the page's main photo, with the srcset and sizes its <img> has. */
export function renderImagePreload(p: NonNullable<TPageMeta['preloadImage']>): string {
  const e = escapeHtml;
  const set = p.srcset ? ` imagesrcset="${e(p.srcset)}" imagesizes="${e(p.sizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${e(p.href)}"${set} fetchpriority="high" />`;
}

/** Tags of the page template that a page's own tags replace (og:site_name stays). */
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name=["']description["'][^>]*>\s*/gi,
  /<meta\s+property=["']og:(?!site_name)[^"']*["'][^>]*>\s*/gi,
  /<meta\s+name=["']twitter:[^"']*["'][^>]*>\s*/gi,
  /<link\s+rel=["']canonical["'][^>]*>\s*/gi,
];

/** The app's index.html with the page's title, description and preview tags in its head. */
export function injectMeta(html: string, meta: TPageMeta): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  let head = html.slice(0, headEnd);
  for (const pattern of REPLACED_TAGS) head = head.replace(pattern, '');
  return `${head.trimEnd()}\n    ${renderMetaTags(meta)}\n  ${html.slice(headEnd)}`;
}
