/**
 * Ids of the routes the server draws, so the server finds each one's head tags
 * (prerender/route-meta.ts) from what React Router matched rather than from the URL.
 */
export const META_ROUTES = {
  home: 'home',
  /** The Hindi home, /hi. */
  homeHi: 'home-hi',
  listing: 'listing',
  property: 'property',
  developer: 'developer',
  compare: 'compare',
  locality: 'locality',
} as const;
