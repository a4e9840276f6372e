import type { RouteObject } from 'react-router';
import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../lib/i18n/i18n';
import { UNTRANSLATED_PATH, UNTRANSLATED_PATTERN } from '../../test/hindi';
import { englishRouteId, hindiRoutes } from './hindi-routes';

const Page = () => null;
const routes: RouteObject[] = [
  { id: 'home', path: '/', Component: Page },
  { id: 'listing', path: '/properties', loader: () => 'filters read', Component: Page },
  { path: '/login', handle: { catalogParts: ['forms'] }, Component: Page },
  { Component: Page, children: [{ path: UNTRANSLATED_PATTERN, Component: Page }] },
  { path: '*', Component: Page },
];

describe('the Hindi routes, derived from the English ones', () => {
  const hindi = hindiRoutes(routes);

  it('put each translated page under /hi with its own id, and the others as ways back to English', () => {
    expect(hindi.map((r) => [r.id, r.path])).toEqual([
      ['home-hi', '/hi'],
      ['listing-hi', '/hi/properties'],
      [undefined, '/hi/login'],
      [undefined, `/hi${UNTRANSLATED_PATTERN}`],
      [undefined, '/hi/*'],
    ]);
    expect(englishRouteId('listing-hi')).toBe('listing');
    expect(englishRouteId('listing')).toBe('listing');
  });

  it('keep a layout route (the sign-in guard) around a translated page under it', () => {
    const guarded: RouteObject[] = [
      {
        id: 'guard',
        Component: Page,
        children: [
          { path: '/register', Component: Page },
          { path: '/profile', Component: Page },
        ],
      },
    ];
    const [layout, ...rest] = hindiRoutes(guarded);
    expect(rest).toEqual([]);
    expect(layout?.id).toBe('guard-hi');
    expect(layout?.Component).toBe(Page);
    expect(layout?.children?.map((r) => r.path)).toEqual(['/hi/register', '/hi/profile']);
  });

  it('put the admin area under /hi/admin, its screens (relative paths, a layout) and their parts kept', async () => {
    const admin: RouteObject = {
      path: '/admin',
      handle: { catalogParts: ['admin'] },
      Component: Page,
      children: [
        {
          Component: Page,
          children: [
            { index: true, Component: Page },
            { path: 'users', Component: Page },
            { path: 'properties/:id', handle: { catalogParts: ['manage-property'] }, Component: Page },
          ],
        },
      ],
    };
    const [hindiAdmin, ...rest] = hindiRoutes([admin]);
    expect(rest).toEqual([]);
    expect(hindiAdmin?.path).toBe('/hi/admin');
    expect(hindiAdmin?.children?.[0]?.children?.map((r) => r.path ?? 'index')).toEqual([
      'index',
      'users',
      'properties/:id',
    ]);
    const handler = createStaticHandler([admin, hindiAdmin as RouteObject]);
    const context = await handler.query(new Request('http://x/hi/admin/properties/42'));
    if (context instanceof Response) throw new Error('a redirect');
    expect(context.matches.map((m) => m.route.path).filter(Boolean)).toEqual(['/hi/admin', 'properties/:id']);
    // The admin's words and the listing form's, both loaded before the screen draws.
    expect(i18nFor('hi')._({ message: 'Admin Panel' })).toBe('एडमिन पैनल');
    expect(i18nFor('hi')._({ message: 'Property created successfully!' })).toBe('प्रॉपर्टी डाल दी गई!');
  });

  it("load the Hindi catalog before a Hindi page's own loader runs", async () => {
    const handler = createStaticHandler([...routes, ...hindi]);
    const context = await handler.query(new Request('http://x/hi/properties?city=Pune'));
    if (context instanceof Response) throw new Error('a redirect');
    expect(context.loaderData['listing-hi']).toBe('filters read');
    expect(i18nFor('hi').locale).toBe('hi');
    expect(i18nFor('hi')._({ message: 'Properties' })).toBe('प्रॉपर्टी');
  });

  it("load the catalog parts a translated page's handle names (the sign-in pages: 'forms')", async () => {
    const handler = createStaticHandler([...routes, ...hindi]);
    const context = await handler.query(new Request('http://x/hi/login?next=%2Fprofile'));
    if (context instanceof Response) throw new Error('a redirect');
    expect(context.matches.at(-1)?.route.path).toBe('/hi/login');
    expect(i18nFor('hi')._({ message: 'Welcome back' })).not.toBe('Welcome back');
    expect(i18nFor('hi')._({ message: 'Welcome back' })).toMatch(/[\u0900-\u097F]/);
  });

  it('send a Hindi address of a page not translated yet to its English page, query kept (302)', async () => {
    const handler = createStaticHandler([...routes, ...hindi]);
    for (const [from, to] of [
      [`/hi${UNTRANSLATED_PATH}?tab=users`, `${UNTRANSLATED_PATH}?tab=users`],
      ['/hi/nowhere/at/all', '/nowhere/at/all'],
    ]) {
      const res = await handler.query(new Request(`http://x${from}`));
      expect(res instanceof Response && res.status, from).toBe(302);
      expect((res as Response).headers.get('location'), from).toBe(to);
    }
  });
});
