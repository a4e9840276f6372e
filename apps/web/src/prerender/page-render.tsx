/**
 * The one renderer of the app's pages as HTML (see README.md here): the app's own route tree
 * (app/router.tsx) drawn with React Router's static handler, inside the same root as in the
 * browser (app/app-root.tsx), which then hydrates it. Per request by the server for the home
 * (/, /hi), listing (/properties?…), detail (/properties/:id) and the other pages of RENDERED_PAGES,
 * with their data (contract: packages/shared/src/page-render.ts); at build time for the home page
 * without its data, the server's fallback when the renderer is missing (scripts/prerender-home.mjs).
 * The browser finds the same answers in its query cache (main.tsx, from the page's state script).
 *
 * Built by `vite build --ssr` into dist/server/page-render.js; scripts/page-shells.mjs writes the
 * pages' shells next to it. Rendered signed out, as the server reads anonymously.
 */
import type {
  TPageAnswer,
  TPageAnswers,
  TPageDataPlan,
  TPageRenderer,
  TPageRenderResult,
  TPageViewport,
} from '@nivaas/shared/page-render';
import type { TPageMeta } from '@nivaas/shared/page-meta';
import type { TDeveloper } from '@nivaas/shared/developer';
import type { TProperty } from '@nivaas/shared/property';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppRoot } from '../app/app-root';
import { loadSiteFooter } from '../components/layouts/site-footer-slot';
import { loadLazyParts } from '../components/lazy-part/lazy-part';
import { appRoutes } from '../app/router';
import { propertiesQueryOptions, type TPropertyList } from '../features/listing/api/get-properties';
import { listingFiltersKey, setFilterReader } from '../features/listing/lib/filter-reader';
import { parseFilters, toPropertyQuery } from '../features/listing/lib/filters';
import { readFilters } from '../features/listing/lib/read-filters';
import { LISTING_PAGE_SIZE } from '../features/listing/lib/options';
import { propertyQueryOptions } from '../features/property/api/get-property';
import { developerQueryOptions, ZDeveloperAnswer } from '../features/developers/api/get-developer';
import {
  DEVELOPER_LISTINGS_PAGE_SIZE,
  developerListingsQueryOptions,
} from '../features/developers/api/get-developer-listings';
import { META_ROUTES } from '../app/route-ids';
import { compareKey, ZCompareAnswer } from '../features/compare/api/compare-api';
import { compareIdsParam } from '../features/compare/lib/compare-ids';
import { COMPARE_MAX, type TCompare } from '@nivaas/shared/compare';
import { FEATURED_HOME_COUNT } from '@nivaas/shared/constants';
import {
  localityQueryOptions,
  type TLocality,
  ZLocalityAnswer,
} from '../features/localities/api/get-locality';
import { buildUrl } from '../lib/http-client';
import {
  ZCardsAnswer,
  ZCitiesAnswer,
  ZPropertyAnswer,
  ZPropertyListAnswer,
  ZSiteSettingsAnswer,
} from '../lib/first-view-answers';
import { featuredPropertiesQueryOptions } from '../features/home/api/get-featured-properties';
import { siteSettingsQueryOptions } from '../lib/site-settings';
import { citiesQueryOptions, type TCity, toCities } from '../lib/locations/get-cities';
import { createQueryClient } from '../lib/query-client';
import { mediaQueriesAsked } from '../lib/viewport';
import { loadAllCatalogParts } from '../lib/i18n/i18n';
import { basePath, hasHindiPage, localeOfPath } from '../lib/i18n/locale';
import { routeMeta } from './route-meta';
import { staticPageMeta } from './static-page-meta';

// The server reads every URL itself; the browser's first view takes its filters from the page state.
setFilterReader(readFilters);

const HOME_PATH = '/';
const DETAIL_PATH = /^\/properties\/([^/]+)\/?$/;
const COMPARE_PATH = /^\/compare\/?$/;
const LISTING_PATH = /^\/properties\/?$/;

/**
 * The page's English path and its query: a Hindi page (/hi/properties) reads the same data as its
 * English one, and is drawn by its own route (in Hindi) from the full URL.
 */
function splitUrl(url: string): { pathname: string; params: URLSearchParams } {
  const parsed = new URL(url, 'http://nivaas.invalid');
  return { pathname: basePath(parsed.pathname), params: parsed.searchParams };
}

function detailId(pathname: string): string | undefined {
  const raw = DETAIL_PATH.exec(pathname)?.[1];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The listing's GET /properties query, exactly as the page builds it. */
function listingQuery(params: URLSearchParams) {
  return toPropertyQuery(parseFilters(params), LISTING_PAGE_SIZE);
}

/** The builder's id when the app's routes give `pathname` to the builder page ('/developers/add' is not). */
function developerId(pathname: string): string | undefined {
  const matches = matchRoutes(appRoutes(createQueryClient()), pathname);
  const last = matches?.[matches.length - 1];
  return last?.route.id === META_ROUTES.developer ? last.params.id : undefined;
}

/** The locality page's slugs when the app's routes give `pathname` to it. */
function localityOf(pathname: string): { city: string; locality: string } | undefined {
  const matches = matchRoutes(appRoutes(createQueryClient()), pathname);
  const last = matches?.[matches.length - 1];
  const { city, locality } = last?.params ?? {};
  return last?.route.id === META_ROUTES.locality && city && locality ? { city, locality } : undefined;
}

export function planPage(url: string): TPageDataPlan | null {
  const { pathname, params } = splitUrl(url);
  // A page not translated yet has no Hindi version to draw (the server sends /hi/… of it to English).
  if (localeOfPath(new URL(url, ORIGIN).pathname) === 'hi' && !hasHindiPage(pathname)) return null;
  if (pathname === HOME_PATH) {
    // What the home's first render asks for: the featured cards, the site settings (how many of
    // them it shows, the search's default city) and the cities (the search's city and the
    // localities under it). Drawn with them, the browser asks for none of them, nor loads zod.
    return {
      page: 'home',
      reads: [
        { url: buildUrl('/properties/featured') },
        { url: buildUrl('/settings') },
        { url: buildUrl('/locations/cities') },
      ],
    };
  }
  const place = localityOf(pathname);
  if (place) {
    return {
      page: 'locality',
      reads: [
        {
          url: buildUrl(
            `/localities/${encodeURIComponent(place.city)}/${encodeURIComponent(place.locality)}`,
          ),
          defines: true,
        },
      ],
    };
  }
  const builder = developerId(pathname);
  if (builder) {
    return {
      page: 'developer',
      reads: [
        { url: buildUrl(`/developers/${encodeURIComponent(builder)}`), defines: true },
        {
          url: buildUrl('/properties', {
            developer: builder,
            page: 1,
            limit: DEVELOPER_LISTINGS_PAGE_SIZE,
          }),
        },
      ],
    };
  }
  if (COMPARE_PATH.test(pathname)) {
    const { ids, param } = compareIdsParam(params);
    // No ids, or more than 4 (the page says so itself): nothing to read.
    const reads =
      ids.length && ids.length <= COMPARE_MAX ? [{ url: buildUrl('/compare', { ids: param }) }] : [];
    return { page: 'compare', reads };
  }
  if (LISTING_PATH.test(pathname)) {
    // The cities too (the city picker's): the browser then neither asks for them nor loads zod to
    // read them while the page comes to life.
    return {
      page: 'listing',
      reads: [{ url: buildUrl('/properties', listingQuery(params)) }, { url: buildUrl('/locations/cities') }],
    };
  }
  const id = detailId(pathname);
  // /properties/add-like paths of other routes never reach here: the server routes only :id.
  if (id) {
    return {
      page: 'property',
      reads: [{ url: buildUrl(`/properties/${encodeURIComponent(id)}`), defines: true }],
    };
  }
  return null;
}

const isOk = (a: TPageAnswer | undefined): a is TPageAnswer => !!a && a.status >= 200 && a.status < 300;

/**
 * What getProperties makes of the answer (features/listing/api/get-properties.ts), parsed with the
 * same schema; an answer of another shape is left for the browser to ask again.
 */
function toPropertyList(body: unknown): TPropertyList | undefined {
  const res = ZPropertyListAnswer.safeParse(body);
  return res.success ? { data: res.data.data, pagination: res.data.pagination } : undefined;
}

/** What getCities makes of the answer (lib/locations/get-cities.ts). */
function toCityList(body: unknown): TCity[] | undefined {
  const res = ZCitiesAnswer.safeParse(body);
  return res.success ? toCities(res.data.data) : undefined;
}

/** What getDeveloper makes of the answer (features/developers/api/get-developer.ts). */
function toDeveloper(body: unknown): TDeveloper | undefined {
  const res = ZDeveloperAnswer.safeParse(body);
  return res.success ? res.data.data : undefined;
}

/** What getProperty makes of the answer (features/property/api/get-property.ts). */
function toProperty(body: unknown): TProperty | undefined {
  const res = ZPropertyAnswer.safeParse(body);
  // Similar listings are read lazily, so the schema's type says unknown[]: they are parsed as cards.
  return res.success ? (res.data.data as TProperty) : undefined;
}

/** Any URL on the site the requests are made against: only its path and query string matter. */
const ORIGIN = 'http://nivaas.invalid';

/**
 * The app at `url` as HTML: its routes matched and their code and loaders run by React Router's
 * static handler, then drawn inside the app's root, as the browser's first render draws it; and
 * the head tags the matched route gives the page (route-meta.ts), from the same data.
 */
export async function renderApp(
  url: string,
  client: QueryClient,
  viewport: TPageViewport | null,
  baseUrl?: string,
): Promise<{ markup: string; meta: TPageMeta | undefined }> {
  const handler = createStaticHandler(appRoutes(client));
  const request = new URL(url, ORIGIN);
  const context = await handler.query(new Request(request));
  if (context instanceof Response) throw new Error(`${url} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The browser loads the footer's code after hydrating; the server draws the footer with the page.
  // And every part of the page's language's catalog, and the code of every lazy part (the home's
  // sections below its first view): nothing drawn here waits for one.
  await Promise.all([
    loadSiteFooter(localeOfPath(request.pathname)),
    loadAllCatalogParts(localeOfPath(request.pathname)),
    loadLazyParts(),
  ]);
  const markup = renderToString(
    <AppRoot client={client} viewport={viewport}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  const last = context.matches[context.matches.length - 1];
  const meta = routeMeta(
    context.matches.map((m) => m.route.id),
    { url: request, params: last?.params ?? {}, client, baseUrl },
  );
  return { markup, meta };
}

/** Whether the app has a page at this path (not its catch-all 'not found' route). */
export function isAppPath(pathname: string): boolean {
  const matches = matchRoutes(appRoutes(createQueryClient()), pathname);
  return !!matches && matches[matches.length - 1]?.route.path !== '*';
}

/**
 * The page's markup and its answers for the browser (queries the render only started, still
 * pending, stay out). The per-request cache is emptied after: its queries' garbage-collection
 * timers would otherwise keep every page's data in memory for minutes.
 */
async function drawPage(url: string, client: QueryClient, viewport: TPageViewport, baseUrl?: string) {
  try {
    const before = mediaQueriesAsked();
    const { markup, meta } = await renderApp(url, client, viewport, baseUrl);
    const viewportDependent = mediaQueriesAsked() !== before;
    const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
    return { markup, meta, state, viewportDependent };
  } finally {
    client.clear();
  }
}

async function renderListing(
  url: string,
  answers: TPageAnswers,
  viewport: TPageViewport,
  baseUrl?: string,
): Promise<TPageRenderResult> {
  const { params } = splitUrl(url);
  const client = createQueryClient();
  const answer = answers[0];
  const list = isOk(answer) ? toPropertyList(answer.body) : undefined;
  if (list) client.setQueryData(propertiesQueryOptions(listingQuery(params)).queryKey, list);
  const cities = isOk(answers[1]) ? toCityList(answers[1].body) : undefined;
  if (cities) client.setQueryData(citiesQueryOptions().queryKey, cities);
  client.setQueryData(listingFiltersKey(params), parseFilters(params));
  return { status: 200, ...(await drawPage(url, client, viewport, baseUrl)) };
}

async function renderHome(
  url: string,
  answers: TPageAnswers,
  viewport: TPageViewport,
  baseUrl?: string,
): Promise<TPageRenderResult> {
  const [featuredAnswer, settingsAnswer, citiesAnswer] = answers;
  const client = createQueryClient();
  // Each answer as its getter makes of it (features/home/api/get-featured-properties.ts,
  // lib/site-settings.ts); one of another shape, or a failed read, is left for the browser to ask.
  const settings = isOk(settingsAnswer) ? ZSiteSettingsAnswer.safeParse(settingsAnswer.body) : undefined;
  if (settings?.success) client.setQueryData(siteSettingsQueryOptions().queryKey, settings.data.data);
  const featured = isOk(featuredAnswer) ? ZCardsAnswer.safeParse(featuredAnswer.body) : undefined;
  if (featured?.success) {
    // Only the cards the home shows (useFeaturedProperties): the others would only weigh on the page.
    const count = settings?.success ? settings.data.data.featuredCount : FEATURED_HOME_COUNT;
    client.setQueryData(featuredPropertiesQueryOptions().queryKey, featured.data.data.slice(0, count));
  }
  const cities = isOk(citiesAnswer) ? toCityList(citiesAnswer.body) : undefined;
  if (cities) client.setQueryData(citiesQueryOptions().queryKey, cities);
  return { status: 200, ...(await drawPage(url, client, viewport, baseUrl)) };
}

async function renderProperty(
  url: string,
  answers: TPageAnswers,
  viewport: TPageViewport,
  baseUrl?: string,
): Promise<TPageRenderResult> {
  const { pathname } = splitUrl(url);
  const id = detailId(pathname) ?? '';
  const answer = answers[0];
  if (answer && answer.status >= 400 && answer.status < 500) {
    return { status: 404, markup: '', state: null };
  }
  const client = createQueryClient();
  const property = isOk(answer) ? toProperty(answer.body) : undefined;
  // Signed out: the page reads the listing as the anonymous viewer.
  if (property) client.setQueryData(propertyQueryOptions(id, null).queryKey, property);
  return { status: 200, ...(await drawPage(url, client, viewport, baseUrl)) };
}

async function renderDeveloper(
  url: string,
  answers: TPageAnswers,
  viewport: TPageViewport,
  baseUrl?: string,
): Promise<TPageRenderResult> {
  const id = developerId(splitUrl(url).pathname) ?? '';
  const [answer, listingsAnswer] = answers;
  if (answer && answer.status >= 400 && answer.status < 500) {
    return { status: 404, markup: '', state: null };
  }
  const client = createQueryClient();
  const developer = isOk(answer) ? toDeveloper(answer.body) : undefined;
  if (developer) client.setQueryData(developerQueryOptions(id).queryKey, developer);
  const listings = isOk(listingsAnswer) ? toPropertyList(listingsAnswer.body) : undefined;
  if (listings) {
    client.setQueryData(developerListingsQueryOptions(id, 1).queryKey, { success: true, ...listings });
  }
  return { status: 200, ...(await drawPage(url, client, viewport, baseUrl)) };
}

/** What getCompare makes of the answer (features/compare/api/compare-api.ts). */
function toCompare(body: unknown): TCompare | undefined {
  const res = ZCompareAnswer.safeParse(body);
  return res.success ? res.data.data : undefined;
}

async function renderCompare(
  url: string,
  answers: TPageAnswers,
  viewport: TPageViewport,
  baseUrl?: string,
): Promise<TPageRenderResult> {
  const { param } = compareIdsParam(splitUrl(url).params);
  const client = createQueryClient();
  const answer = answers[0];
  const data = isOk(answer) ? toCompare(answer.body) : undefined;
  if (data) client.setQueryData(compareKey(param), data);
  return { status: 200, ...(await drawPage(url, client, viewport, baseUrl)) };
}

async function renderLocality(
  url: string,
  answers: TPageAnswers,
  viewport: TPageViewport,
  baseUrl?: string,
): Promise<TPageRenderResult> {
  const place = localityOf(splitUrl(url).pathname);
  const answer = answers[0];
  if (!place || (answer && answer.status >= 400 && answer.status < 500)) {
    return { status: 404, markup: '', state: null };
  }
  const client = createQueryClient();
  const res = isOk(answer) ? ZLocalityAnswer.safeParse(answer.body) : undefined;
  if (res?.success) {
    client.setQueryData(
      localityQueryOptions(place.city, place.locality).queryKey,
      res.data.data as TLocality,
    );
  }
  return { status: 200, ...(await drawPage(url, client, viewport, baseUrl)) };
}

const RENDER = {
  home: renderHome,
  listing: renderListing,
  property: renderProperty,
  developer: renderDeveloper,
  compare: renderCompare,
  locality: renderLocality,
};

export function renderPage(
  url: string,
  answers: TPageAnswers,
  viewport: TPageViewport,
  baseUrl?: string,
): Promise<TPageRenderResult> {
  const plan = planPage(url);
  if (!plan) throw new Error(`no page is rendered for ${url}`);
  return RENDER[plan.page](url, answers, viewport, baseUrl);
}

export { staticPageMeta as pageMeta };
export const renderer: TPageRenderer = { planPage, renderPage, isAppPath, pageMeta: staticPageMeta };
export { BOOT_SCRIPT, SESSION_MARK_SCRIPT } from '@nivaas/shared/page-render';
export { fillPageHead } from '@nivaas/shared/page-meta';
export { createQueryClient };
