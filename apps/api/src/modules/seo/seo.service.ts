import { DETAIL_MAIN_IMAGE_SIZES, variantSrcSet } from '@nivaas/shared/image-sources';
import { hasHindiPage, localizedPath } from '@nivaas/shared/locale';
import { developerPageMeta, escapeHtml, listingPageMeta, type TPageMeta } from '@nivaas/shared/page-meta';
import type { TStoredFile } from '../../db/schema';
import { isUuid } from '../../lib/validate';
import type { TDeveloperSeoRow, TPropertySeoRow, TSeoRepository } from './seo.repository';

/** Escapes text for XML (the sitemap): the same five entities as HTML. */
const escapeXml = escapeHtml;
/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Public pages with no id, for the sitemap (the admin, profile and form routes stay out), in English;
 * each translated one (HINDI_PAGES, issue 19) is listed with its Hindi URL beside it.
 */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/properties',
  '/developers',
  '/emi-calculator',
  '/about',
  '/contact',
  '/help',
  '/trust',
  '/how-we-work',
  '/career',
  '/interior-design',
  '/lawyer-consultancy',
  '/packers-and-movers',
  '/privacy-policy',
  '/terms',
] as const;

const DEFAULT_ROBOTS = `User-agent: *
Allow: /
Disallow: /admin
Disallow: /hi/admin
Disallow: /profile
Disallow: /hi/profile
Disallow: /add-property
Disallow: /shortlist/
Sitemap: /sitemap.xml
`;

const imageOf = (file: TStoredFile | null | undefined): string | undefined =>
  file ? file.variants?.large || file.url || undefined : undefined;

/**
 * A listing's tags when its page is not drawn by the server (no renderer in this build, or the
 * render failed): the same as its route gives (apps/web/src/prerender/route-meta.ts).
 */
export function propertyMeta(p: TPropertySeoRow, baseUrl: string | undefined): TPageMeta {
  const image = imageOf(p.images[0]);
  return listingPageMeta(
    { ...p, image },
    baseUrl,
    // The gallery's main photo, with the srcset and sizes the page gives it (one download).
    image
      ? { href: image, srcset: variantSrcSet(p.images[0]?.variants), sizes: DETAIL_MAIN_IMAGE_SIZES }
      : undefined,
  );
}

export function developerMeta(d: TDeveloperSeoRow, baseUrl: string | undefined): TPageMeta {
  return developerPageMeta({ ...d, logo: imageOf(d.logo) }, baseUrl);
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Link previews of listing and builder pages, sitemap.xml and robots.txt. */
export function createSeoService(deps: {
  seo: TSeoRepository;
  /** Locality pages (modules/locality-prices), most listings first. */
  localities?: (limit: number) => Promise<{ city: string; locality: string; updatedAt: Date }[]>;
}) {
  const { seo, localities } = deps;
  return {
    /** The tags of a page at `pathname`, or undefined for a page that keeps the default tags. */
    async metaForPath(pathname: string, baseUrl: string | undefined): Promise<TPageMeta | undefined> {
      const match = /^\/(properties|developers)\/([^/]+)\/?$/.exec(pathname);
      const id = match?.[2];
      if (!match || !id || !isUuid(id)) return undefined;
      if (match[1] === 'properties') {
        const row = await seo.getPropertySeo(id.toLowerCase());
        return row ? propertyMeta(row, baseUrl) : undefined;
      }
      const row = await seo.getDeveloperSeo(id.toLowerCase());
      return row ? developerMeta(row, baseUrl) : undefined;
    },

    /** The static pages, builders, locality pages and public listings, at most 50,000 URLs in all. */
    async sitemapXml(baseUrl: string, maxUrls: number = SITEMAP_MAX_URLS): Promise<string> {
      const statics = SITEMAP_STATIC_PATHS.flatMap((p) =>
        hasHindiPage(p) ? [p, localizedPath(p, 'hi')] : [p],
      ).slice(0, maxUrls);
      // A builder's or a listing's page translated (HINDI_PAGES) takes two URLs: English and Hindi.
      const perBuilder = hasHindiPage('/developers/:id') ? 2 : 1;
      const builders = await seo.findSitemapDevelopers(Math.floor((maxUrls - statics.length) / perBuilder));
      const builderUrls = builders.length * perBuilder;
      // A locality's prices too (HINDI_PAGES: '/properties/in/:city/:locality').
      const perPlace = hasHindiPage('/properties/in/:city/:locality') ? 2 : 1;
      const places = localities
        ? await localities(Math.floor((maxUrls - statics.length - builderUrls) / perPlace))
        : [];
      const placeUrls = places.length * perPlace;
      const perListing = hasHindiPage('/properties/:id') ? 2 : 1;
      const listings = await seo.findSitemapListings(
        Math.floor((maxUrls - statics.length - builderUrls - placeUrls) / perListing),
      );
      const entry = (path: string, lastmod?: Date) =>
        `<url><loc>${escapeXml(`${baseUrl}${path}`)}</loc>${lastmod ? `<lastmod>${isoDate(lastmod)}</lastmod>` : ''}</url>`;
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...statics.map((p) => entry(p)),
        // A builder's page in each language it has (HINDI_PAGES: '/developers/:id').
        ...builders.flatMap((d) => {
          const path = `/developers/${d.id}`;
          return hasHindiPage(path)
            ? [entry(path, d.updatedAt), entry(localizedPath(path, 'hi'), d.updatedAt)]
            : [entry(path, d.updatedAt)];
        }),
        // A locality's page in each language it has.
        ...places.flatMap((l) => {
          const path = `/properties/in/${l.city}/${l.locality}`;
          return hasHindiPage(path)
            ? [entry(path, l.updatedAt), entry(localizedPath(path, 'hi'), l.updatedAt)]
            : [entry(path, l.updatedAt)];
        }),
        // A listing's page in each language it has (HINDI_PAGES: '/properties/:id').
        ...listings.flatMap((p) => {
          const path = `/properties/${p.id}`;
          return hasHindiPage(path)
            ? [entry(path, p.updatedAt), entry(localizedPath(path, 'hi'), p.updatedAt)]
            : [entry(path, p.updatedAt)];
        }),
        '</urlset>',
        '',
      ].join('\n');
    },

    /** The web app's robots.txt (or the default one) with an absolute Sitemap URL. */
    robotsTxt(baseUrl: string, template: string | undefined): string {
      const lines = (template ?? DEFAULT_ROBOTS).replace(/\r\n/g, '\n').trimEnd().split('\n');
      const sitemap = `Sitemap: ${baseUrl}/sitemap.xml`;
      const kept = lines.filter((l) => !/^\s*sitemap\s*:/i.test(l));
      return `${[...kept, sitemap].join('\n')}\n`;
    },
  };
}
export type TSeoService = ReturnType<typeof createSeoService>;
