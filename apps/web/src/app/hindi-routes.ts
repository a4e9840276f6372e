import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';
import { loadCatalogPart, loadLocale, type TCatalogPart } from '../lib/i18n/i18n';
import { basePath, hasHindiPage, localizedPath } from '../lib/i18n/locale';

/** The Hindi route's id beside its English one's ('home' → 'home-hi'; route-meta.ts reads it back). */
export const HINDI_ROUTE_ID_SUFFIX = '-hi';
export const hindiRouteId = (id: string) => `${id}${HINDI_ROUTE_ID_SUFFIX}`;
/** The English route id of a route id of either language. */
export const englishRouteId = (id: string) =>
  id.endsWith(HINDI_ROUTE_ID_SUFFIX) ? id.slice(0, -HINDI_ROUTE_ID_SUFFIX.length) : id;

/** A route's handle may name the catalog parts its page says, loaded with the frame's. */
export type TCatalogHandle = { catalogParts?: readonly TCatalogPart[] };

/** A page not translated yet: its English version, with the same query string (302). */
function toEnglish({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`${basePath(url.pathname)}${url.search}${url.hash}`);
}

/**
 * The children of a translated route (the admin area's screens: relative paths, index routes, a
 * layout): the same routes under their Hindi parent, each loading the parts its handle names first.
 */
function hindiChildren(routes: readonly RouteObject[] | undefined): RouteObject[] | undefined {
  return routes?.map((route) => {
    const parts = (route.handle as TCatalogHandle | undefined)?.catalogParts;
    const englishLoader = typeof route.loader === 'function' ? route.loader : undefined;
    return {
      ...route,
      id: route.id && hindiRouteId(route.id),
      ...(parts && {
        loader: async (args: LoaderFunctionArgs) => {
          await Promise.all(parts.map((part) => loadCatalogPart('hi', part)));
          return englishLoader ? englishLoader(args) : null;
        },
      }),
      children: hindiChildren(route.children),
    } as RouteObject;
  });
}

/**
 * The public routes under /hi, derived from the English ones (src/locales/README.md 'Language in
 * the URL'): a translated page (HINDI_PAGES) is the same route at /hi/… whose loader first loads
 * the Hindi catalog, on the server and in the browser alike, so both draw the same words; any other
 * page answers with a redirect to its English version, so a /hi link to it never breaks.
 */
export function hindiRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    if (route.index) return [];
    const { path } = route;
    if (path === undefined) {
      if (!route.children) return [];
      const children = hindiRoutes(route.children);
      // A layout route (the sign-in guard) stays around its children when one of them is a Hindi
      // page, so /hi/add-property is guarded as /add-property is; else only ways back to English.
      const translated = (list: readonly RouteObject[]): boolean =>
        list.some((r) => (r.path?.startsWith('/') && hasHindiPage(r.path)) || translated(r.children ?? []));
      return translated(route.children)
        ? [{ ...route, id: route.id && hindiRouteId(route.id), children } as RouteObject]
        : children;
    }
    if (path === '*') return [{ path: `${localizedPath('/', 'hi')}/*`, loader: toEnglish }];
    if (!path.startsWith('/') || !hasHindiPage(path)) {
      return [{ path: localizedPath(path, 'hi'), loader: toEnglish }];
    }
    const englishLoader = typeof route.loader === 'function' ? route.loader : undefined;
    return [
      {
        ...route,
        id: route.id && hindiRouteId(route.id),
        path: localizedPath(path, 'hi'),
        loader: async (args) => {
          const parts = (route.handle as TCatalogHandle | undefined)?.catalogParts ?? [];
          await Promise.all([loadLocale('hi'), ...parts.map((part) => loadCatalogPart('hi', part))]);
          return englishLoader ? englishLoader(args) : null;
        },
        children: hindiChildren(route.children),
      } as RouteObject,
    ];
  });
}
