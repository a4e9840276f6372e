import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageOutlet, RootLayout } from '../components/layouts/root-layout';
import { ensureFilterReader } from '../features/listing/lib/filter-reader';
import { preloadNoMatches } from '../features/listing/lib/no-matches';
import { AppShell } from './app-shell';
import { hindiRoutes, type TCatalogHandle } from './hindi-routes';
import { META_ROUTES } from './route-ids';
import { LOCALES, localeOfPath, type TLocale } from '@nivaas/shared/locale';

/** Each page is its own chunk, loaded when its route is first opened. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const requireAuth = async () => ({ Component: (await import('../components/route-guards')).RequireAuth });
const requireAdmin = async () => ({ Component: (await import('../components/route-guards')).RequireAdmin });

/** The sign-in pages' and the calculators' words: their Hindi routes load them before drawing. */
const FORMS = { catalogParts: ['forms'] } satisfies TCatalogHandle;
/** The information pages' words, in three parts: most pages, the services with their forms, the legal pages. */
const INFO = { catalogParts: ['info'] } satisfies TCatalogHandle;
const SERVICES = { catalogParts: ['services'] } satisfies TCatalogHandle;
const LEGAL = { catalogParts: ['legal'] } satisfies TCatalogHandle;
/** The signed-in user's pages and those an email's link opens: the account's words. */
const ACCOUNT = { catalogParts: ['account'] } satisfies TCatalogHandle;
/** The add and edit listing forms' words (their Hindi routes load them before drawing). */
const MANAGE_PROPERTY = { catalogParts: ['manage-property'] } satisfies TCatalogHandle;
/** The builders' pages' words; their forms say the schema's and server's texts from the forms' part. */
const DEVELOPERS = { catalogParts: ['developers'] } satisfies TCatalogHandle;
const DEVELOPER_FORMS = { catalogParts: ['developers', 'forms'] } satisfies TCatalogHandle;
/** The admin area's words (every screen: its Hindi routes are under /hi/admin, HINDI_PAGES '/admin/*'). */
const ADMIN = { catalogParts: ['admin'] } satisfies TCatalogHandle;

/** The site's public pages in English, each at its own path; their Hindi versions derive from them. */
const publicRoutes = (client: QueryClient): RouteObject[] => [
  { id: META_ROUTES.home, path: '/', lazy: page(() => import('../features/home/pages/home-page')) },
  {
    id: META_ROUTES.listing,
    path: '/properties',
    // Its Hindi words are a catalog part of their own (app/hindi-routes.ts).
    handle: { catalogParts: ['listing'] } satisfies TCatalogHandle,
    // Its filters are read before it draws (features/listing/lib/filter-reader.ts).
    loader: async ({ request }) => {
      await ensureFilterReader(new URL(request.url).searchParams, client);
      // An empty list at hand (a server-drawn page with no matches): its state is drawn at once.
      await preloadNoMatches(client);
      return null;
    },
    lazy: page(() => import('../features/listing/pages/listing-page')),
  },
  {
    id: META_ROUTES.locality,
    path: '/properties/in/:city/:locality',
    handle: { catalogParts: ['localities'] } satisfies TCatalogHandle,
    lazy: page(() => import('../features/localities/pages/locality-page')),
  },
  {
    id: META_ROUTES.property,
    path: '/properties/:id',
    // Its Hindi words are a catalog part of their own (app/hindi-routes.ts).
    handle: { catalogParts: ['detail'] } satisfies TCatalogHandle,
    lazy: page(() => import('../features/property/pages/property-page')),
  },
  { path: '/login', handle: FORMS, lazy: page(() => import('../features/auth/pages/login-page')) },
  {
    path: '/login/mobile',
    handle: FORMS,
    lazy: page(() => import('../features/auth/pages/mobile-login-page')),
  },
  { path: '/register', handle: FORMS, lazy: page(() => import('../features/auth/pages/register-page')) },
  {
    path: '/forgot-password',
    handle: FORMS,
    lazy: page(() => import('../features/auth/pages/forgot-password-page')),
  },
  {
    path: '/reset-password',
    handle: FORMS,
    lazy: page(() => import('../features/auth/pages/reset-password-page')),
  },
  {
    path: '/confirm-email',
    handle: FORMS,
    lazy: page(() => import('../features/auth/pages/confirm-email-page')),
  },
  {
    path: '/confirm-listing',
    handle: ACCOUNT,
    lazy: page(() => import('../features/freshness/pages/confirm-listing-page')),
  },
  {
    path: '/unsubscribe',
    handle: ACCOUNT,
    lazy: page(() => import('../features/saved-searches/pages/unsubscribe-page')),
  },
  { path: '/about', handle: INFO, lazy: page(() => import('../features/info-pages/pages/about-page')) },
  { path: '/contact', handle: INFO, lazy: page(() => import('../features/info-pages/pages/contact-page')) },
  { path: '/help', handle: INFO, lazy: page(() => import('../features/info-pages/pages/help-page')) },
  {
    path: '/privacy-policy',
    handle: LEGAL,
    lazy: page(() => import('../features/info-pages/pages/privacy-page')),
  },
  {
    path: '/privacy-notice',
    handle: ACCOUNT,
    lazy: page(() => import('../features/account/pages/privacy-notice-page')),
  },
  { path: '/terms', handle: LEGAL, lazy: page(() => import('../features/info-pages/pages/terms-page')) },
  { path: '/career', handle: INFO, lazy: page(() => import('../features/info-pages/pages/career-page')) },
  { path: '/trust', handle: INFO, lazy: page(() => import('../features/info-pages/pages/trust-page')) },
  {
    path: '/how-we-work',
    handle: INFO,
    lazy: page(() => import('../features/info-pages/pages/how-we-work-page')),
  },
  {
    path: '/lawyer-consultancy',
    handle: SERVICES,
    lazy: page(() => import('../features/info-pages/pages/lawyer-page')),
  },
  {
    path: '/packers-and-movers',
    handle: SERVICES,
    lazy: page(() => import('../features/info-pages/pages/movers-page')),
  },
  {
    path: '/interior-design',
    handle: SERVICES,
    lazy: page(() => import('../features/info-pages/pages/interior-design-page')),
  },
  {
    path: '/emi-calculator',
    handle: FORMS,
    lazy: page(() => import('../features/calculators/pages/emi-calculator-page')),
  },
  {
    path: '/developers',
    handle: DEVELOPERS,
    lazy: page(() => import('../features/developers/pages/developers-page')),
  },
  {
    id: META_ROUTES.developer,
    path: '/developers/:id',
    handle: DEVELOPERS,
    lazy: page(() => import('../features/developers/pages/developer-page')),
  },
  {
    id: META_ROUTES.compare,
    path: '/compare',
    handle: { catalogParts: ['compare'] } satisfies TCatalogHandle,
    lazy: page(() => import('../features/compare/pages/compare-page')),
  },
  {
    path: '/shortlist/:token',
    handle: { catalogParts: ['compare'] } satisfies TCatalogHandle,
    lazy: page(() => import('../features/compare/pages/shared-shortlist-page')),
  },
  {
    // Signed-in users only: the guard sends others to /login and remembers where they were going.
    lazy: requireAuth,
    children: [
      {
        path: '/properties/:id/edit',
        handle: MANAGE_PROPERTY,
        lazy: page(() => import('../features/manage-property/pages/edit-property-page')),
      },
      {
        path: '/add-property',
        handle: MANAGE_PROPERTY,
        lazy: page(() => import('../features/manage-property/pages/add-property-page')),
      },
      {
        path: '/profile',
        // The profile's saved searches open the rename dialog (the saved searches' part).
        handle: { catalogParts: ['account', 'saved-searches'] } satisfies TCatalogHandle,
        lazy: page(() => import('../features/account/pages/profile-page')),
      },
      {
        path: '/developers/add',
        handle: DEVELOPER_FORMS,
        lazy: page(() => import('../features/developers/pages/add-developer-page')),
      },
      {
        path: '/developers/:id/edit',
        handle: DEVELOPER_FORMS,
        lazy: page(() => import('../features/developers/pages/edit-developer-page')),
      },
    ],
  },
  { path: '*', lazy: page(() => import('./not-found-page')) },
];

const adminRoute: RouteObject = {
  path: '/admin',
  handle: ADMIN,
  lazy: requireAdmin,
  children: [
    {
      lazy: page(() => import('../features/admin/components/admin-layout')),
      children: [
        { index: true, lazy: page(() => import('../features/admin/pages/admin-dashboard-page')) },
        { path: 'users', lazy: page(() => import('../features/admin/pages/admin-users-page')) },
        { path: 'users/new-agent', lazy: page(() => import('../features/admin/pages/admin-new-agent-page')) },
        { path: 'users/:id/edit', lazy: page(() => import('../features/admin/pages/admin-edit-user-page')) },
        { path: 'agents', lazy: page(() => import('../features/admin/pages/admin-agents-page')) },
        { path: 'properties', lazy: page(() => import('../features/admin/pages/admin-properties-page')) },
        {
          path: 'properties/:id',
          handle: MANAGE_PROPERTY,
          lazy: page(() => import('../features/manage-property/pages/edit-property-page')),
        },
        { path: 'contacts', lazy: page(() => import('../features/admin/pages/admin-contacts-page')) },
        { path: 'enquiries', lazy: page(() => import('../features/admin/pages/admin-enquiries-page')) },
        { path: 'moderation', lazy: page(() => import('../features/admin/pages/admin-moderation-page')) },
        { path: 'settings', lazy: page(() => import('../features/admin/pages/admin-settings-page')) },
        {
          path: 'moderation/duplicates',
          lazy: page(() => import('../features/admin/pages/admin-duplicate-photos-page')),
        },
      ],
    },
  ],
};

/** The layout routes' ids: the other language's pages are added under them when first opened. */
const SITE_LAYOUT = 'site-layout';
const BARE_LAYOUT = 'bare-layout';

/** The pages of one language, or of both, under the layouts they share. */
function routeTree(client: QueryClient, languages: readonly TLocale[]): RouteObject[] {
  const site = (locale: TLocale) =>
    locale === 'hi' ? hindiRoutes(publicRoutes(client)) : publicRoutes(client);
  const bare = (locale: TLocale) => (locale === 'hi' ? hindiRoutes([adminRoute]) : [adminRoute]);
  return [
    {
      element: <AppShell />,
      children: [
        { id: SITE_LAYOUT, element: <RootLayout />, children: languages.flatMap(site) },
        { id: BARE_LAYOUT, element: <PageOutlet />, children: languages.flatMap(bare) },
      ],
    },
  ];
}

/** Every page in both languages: what the server draws from, and what the tests walk. */
export const appRoutes = (client: QueryClient): RouteObject[] => routeTree(client, LOCALES);

/**
 * The browser's router starts with the pages of the language it opened in, and adds the other
 * language's the first time a link leads there (React Router's `patchRoutesOnNavigation`). Every
 * route is matched by a regular expression React Router compiles when the router is made, and
 * doing so for both languages was half of the entry's start-up work on a slow phone (bench/README.md,
 * 'Web vitals').
 */
export function createRouter(client: QueryClient) {
  const first = localeOfPath(window.location.pathname);
  const other: TLocale = first === 'hi' ? 'en' : 'hi';
  let added = false;
  return createBrowserRouter(routeTree(client, [first]), {
    patchRoutesOnNavigation: ({ path, patch }) => {
      // Unknown paths are English ones (the English not-found page; /hi/… ones redirect there).
      if (added || localeOfPath(path) !== other) return;
      added = true;
      const both = routeTree(client, [other])[0]?.children ?? [];
      for (const layout of both) patch(layout.id ?? null, layout.children ?? []);
    },
  });
}
