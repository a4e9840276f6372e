/**
 * Ids of the routes the server draws, so the server finds each one's head tags
 * (prerender/route-meta.ts) from what React Router matched rather than from the URL. A page's
 * Hindi route has the same id with '-hi' after it (app/hindi-routes.ts).
 */
export const META_ROUTES = {
  home: 'home',
  listing: 'listing',
  property: 'property',
  developer: 'developer',
  compare: 'compare',
  locality: 'locality',
} as const;
