/**
 * The head tags of the routes the server draws, by route id (app/router.tsx gives these routes an
 * id): worked out from the route's own data, the answers the page was drawn with in its query
 * cache, after React Router matched the URL. Kept here, on the server side, rather than in the
 * routes' `handle`: the browser does not need them (it sets the tab's title as the page draws), and
 * they would weigh on every page's initial JS.
 */
import { DETAIL_MAIN_IMAGE_SIZES } from '@nivaas/shared/image-sources';
import type { TDeveloper } from '@nivaas/shared/developer';
import {
  comparePageMeta,
  developerPageMeta,
  homePageMeta,
  languageAlternates,
  listingPageMeta,
  SITE_DESCRIPTION,
  SITE_NAME,
  translatedPageMeta,
  type TPageMeta,
  type TPreloadImage,
  truncateText,
} from '@nivaas/shared/page-meta';
import { localizedHref } from '@nivaas/shared/locale';
import type { TProperty } from '@nivaas/shared/property';
import type { QueryClient } from '@tanstack/react-query';
import { englishRouteId } from '../app/hindi-routes';
import { META_ROUTES } from '../app/route-ids';
import { CARD_SIZES } from '../components/property-card/property-card';
import { cardImageSources } from '../components/property-card/property-card-lib';
import { propertiesQueryOptions, type TPropertyList } from '../features/listing/api/get-properties';
import {
  filtersToSearchParams,
  listingDescription,
  listingHeading,
  parseFilters,
  parseView,
  toPropertyQuery,
} from '../features/listing/lib/filters';
import { LISTING_PAGE_SIZE } from '../features/listing/lib/options';
import { developerQueryOptions } from '../features/developers/api/get-developer';
import { locationText } from '../features/developers/lib/developer-display';
import { BUILDER_DESCRIPTION, BUILDER_TITLE } from '../features/developers/lib/developer-page-meta';
import { propertyQueryOptions } from '../features/property/api/get-property';
import { compareKey } from '../features/compare/api/compare-api';
import { compareIdsParam } from '../features/compare/lib/compare-ids';
import {
  COMPARE_N_TITLE,
  COMPARE_PAGE_TITLE,
  COMPARE_SIDE_BY_SIDE,
  COMPARE_UP_TO,
} from '../features/compare/lib/compare-page-meta';
import type { TCompare } from '@nivaas/shared/compare';
import { localityQueryOptions, type TLocality } from '../features/localities/api/get-locality';
import { localityDescription, localityTitle } from '../features/localities/lib/locality-display';
import { listingContent } from '../features/property/lib/listing-content';
import { listingSummary } from '../features/property/lib/listing-summary';
import { imageSources } from '../features/property/lib/property-display';
import { HOME_DESCRIPTION, HOME_TITLE } from '../features/home/lib/home-meta';
import { i18nFor } from '../lib/i18n/i18n';
import type { TLocale } from '../lib/i18n/locale';

export type TRouteMetaArgs = {
  url: URL;
  params: Record<string, string | undefined>;
  client: QueryClient;
  /** PUBLIC_URL without its trailing slash; without it no canonical or og:url. */
  baseUrl: string | undefined;
  /** The page's language: Hindi for a route under /hi (its loader has loaded the catalog). */
  locale: TLocale;
};

const preload = (
  image: { src: string; srcSet?: string } | null | undefined,
  sizes: string,
): TPreloadImage | undefined =>
  image ? { href: image.src, srcset: image.srcSet, sizes: image.srcSet ? sizes : undefined } : undefined;

/** The home, in the words of the page's language (the English one has the site's description). */
function homeMeta({ baseUrl, locale }: TRouteMetaArgs): TPageMeta {
  const i18n = i18nFor(locale);
  const description = locale === 'hi' ? i18n._(HOME_DESCRIPTION) : SITE_DESCRIPTION;
  return homePageMeta({ title: i18n._(HOME_TITLE), description, locale }, baseUrl);
}

function listingMeta({ url, client, baseUrl, locale }: TRouteMetaArgs): TPageMeta {
  const i18n = i18nFor(locale);
  const filters = parseFilters(url.searchParams);
  const list = client.getQueryData<TPropertyList>(
    propertiesQueryOptions(toPropertyQuery(filters, LISTING_PAGE_SIZE)).queryKey,
  );
  const heading = listingHeading(filters, i18n);
  const canonical = filtersToSearchParams(filters, parseView(url.searchParams)).toString();
  return translatedPageMeta(
    {
      title: heading,
      description: listingDescription(heading, i18n),
      path: `/properties${canonical ? `?${canonical}` : ''}`,
      locale,
    },
    baseUrl,
    preload(cardImageSources(list?.data[0]?.images), CARD_SIZES),
  );
}

function propertyMeta({ params, client, baseUrl, locale }: TRouteMetaArgs): TPageMeta | undefined {
  const p = client.getQueryData<TProperty>(propertyQueryOptions(params.id ?? '', null).queryKey);
  if (!p) return undefined;
  const first = p.images?.[0];
  const content = listingContent(p, locale);
  const source = {
    price: p.price,
    status: p.status,
    type: p.type,
    bedrooms: p.bedrooms ?? 0,
    locality: p.address?.locality,
    city: p.address?.city,
  };
  return listingPageMeta(
    {
      id: p._id,
      title: content.title || p.title,
      description: content.description,
      type: p.type,
      status: p.status,
      price: p.price,
      bedrooms: p.bedrooms ?? 0,
      locality: p.address?.locality,
      city: p.address?.city,
      image: first?.variants?.large || first?.url || undefined,
    },
    baseUrl,
    // The gallery's main photo, with the srcset and sizes the page gives it (one download).
    preload(imageSources(first), DETAIL_MAIN_IMAGE_SIZES),
    // A Hindi page's summary in Hindi (the listing's own text stays as listingContent gives it).
    { locale, summary: locale === 'hi' ? listingSummary(source, i18nFor(locale)) : undefined },
  );
}

function developerMeta({ params, client, baseUrl, locale }: TRouteMetaArgs): TPageMeta | undefined {
  const d = client.getQueryData<TDeveloper>(developerQueryOptions(params.id ?? '').queryKey);
  if (!d) return undefined;
  const i18n = i18nFor(locale);
  const name = truncateText(d.name, 100);
  return developerPageMeta(
    {
      id: d._id,
      name: d.name,
      description: d.description,
      hqCity: d.headquarters.city,
      logo: d.logo?.variants?.large || d.logo?.url || undefined,
    },
    baseUrl,
    // The same words as the page's tab (developer-page.tsx), in the page's language.
    {
      locale,
      title: i18n._(BUILDER_TITLE, { name }),
      fallbackDescription: i18n._(BUILDER_DESCRIPTION, {
        name: d.name,
        place: locationText(d.headquarters, i18n),
      }),
    },
  );
}

function compareMeta({ url, client, baseUrl, locale }: TRouteMetaArgs): TPageMeta {
  const { param } = compareIdsParam(url.searchParams);
  const data = client.getQueryData<TCompare>(compareKey(param));
  const shown = (data?.columns ?? []).flatMap((c) => (c.available ? [c.listing] : []));
  const first = shown.find((p) => p.images[0])?.images[0];
  const path = param ? `/compare?ids=${param}` : '/compare';
  const titles = shown.map((p) => p.title);
  const meta = comparePageMeta(
    {
      path: localizedHref(path, locale),
      titles,
      image: first?.variants?.large || first?.url || undefined,
    },
    baseUrl,
  );
  // Both languages' addresses (issue 19); a Hindi page's words from the catalog.
  const alternates = languageAlternates(path, baseUrl);
  if (locale === 'en') return { ...meta, alternates };
  const i18n = i18nFor(locale);
  const n = titles.length;
  const shareTitle = n ? i18n._(COMPARE_N_TITLE, { n }) : i18n._(COMPARE_PAGE_TITLE);
  const description = n
    ? truncateText(i18n._(COMPARE_SIDE_BY_SIDE, { titles: titles.join(' · ') }))
    : i18n._(COMPARE_UP_TO);
  return {
    ...meta,
    title: `${truncateText(shareTitle, 100)} | ${SITE_NAME}`,
    shareTitle,
    description,
    alternates,
  };
}

/** A locality's prices in the page's language: its /hi address, both languages as alternates. */
function localityMeta({ params, client, baseUrl, locale }: TRouteMetaArgs): TPageMeta | undefined {
  const l = client.getQueryData<TLocality>(
    localityQueryOptions(params.city ?? '', params.locality ?? '').queryKey,
  );
  if (!l) return undefined;
  const i18n = i18nFor(locale);
  return translatedPageMeta(
    { title: localityTitle(l, i18n), description: localityDescription(l, i18n), path: l.path, locale },
    baseUrl,
  );
}

const BY_ROUTE: Record<string, (args: TRouteMetaArgs) => TPageMeta | undefined> = {
  [META_ROUTES.locality]: localityMeta,
  [META_ROUTES.home]: homeMeta,
  [META_ROUTES.listing]: listingMeta,
  [META_ROUTES.property]: propertyMeta,
  [META_ROUTES.developer]: developerMeta,
  [META_ROUTES.compare]: compareMeta,
};

/**
 * The head tags of the deepest matched route that has some, or undefined (the site's own stay). A
 * Hindi route ('listing-hi', app/hindi-routes.ts) has its English route's tags, in Hindi.
 */
export function routeMeta(
  routeIds: readonly string[],
  args: Omit<TRouteMetaArgs, 'locale'>,
): TPageMeta | undefined {
  for (const id of [...routeIds].reverse()) {
    const meta = BY_ROUTE[englishRouteId(id)];
    if (meta) return meta({ ...args, locale: englishRouteId(id) === id ? 'en' : 'hi' });
  }
  return undefined;
}
