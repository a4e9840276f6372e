import { hasHindiPage, localeOfPath } from '@nivaas/shared/locale';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';

/** Every page path of a route tree, parents' paths joined (layout and index routes add none). */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const here = route.path && !route.path.endsWith('*') ? [own] : [];
    return [...here, ...pagePaths(route.children ?? [], own)];
  });
}

describe('the site in Hindi', () => {
  const paths = pagePaths(appRoutes(new QueryClient()));
  const english = paths.filter((p) => localeOfPath(p) === 'en');

  it('reads the app’s pages from its router', () => {
    expect(english).toContain('/');
    expect(english).toContain('/properties/:id');
    expect(english).toContain('/admin/users/:id/edit');
    expect(english.length).toBeGreaterThan(40);
  });

  it('has a Hindi version of every page (HINDI_PAGES): a new page joins it with its words', () => {
    expect(english.filter((p) => !hasHindiPage(p))).toEqual([]);
  });
});
