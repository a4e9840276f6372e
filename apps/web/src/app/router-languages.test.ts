import { QueryClient } from '@tanstack/react-query';
import type { DataRouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createRouter } from './router';

type TRouter = ReturnType<typeof createRouter>;

/** Every path in the router's route tree, parents' paths joined. */
function pathsOf(routes: readonly DataRouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    return [...(route.path ? [own] : []), ...pathsOf(route.children ?? [], own)];
  });
}

async function settle(router: TRouter) {
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
}

describe('the browser’s router, one language at start', () => {
  let router: TRouter | undefined;
  afterEach(() => {
    router?.dispose();
    router = undefined;
  });

  it('opened in English, holds no Hindi routes until a link leads to a Hindi page', async () => {
    window.history.replaceState(null, '', '/about');
    router = createRouter(new QueryClient());
    await settle(router);
    expect(pathsOf(router.routes).filter((p) => p.startsWith('/hi'))).toEqual([]);
    expect(pathsOf(router.routes)).toContain('/properties/:id');

    await router.navigate('/hi/about');
    expect(router.state.location.pathname).toBe('/hi/about');
    // The Hindi about page, not the English not-found page that '*' would have matched.
    expect(router.state.matches.at(-1)?.route.path).toBe('/hi/about');
    expect(pathsOf(router.routes)).toContain('/hi/properties/:id');

    await router.navigate('/properties');
    expect(router.state.matches.at(-1)?.route.path).toBe('/properties');
  });

  it('opened in Hindi, adds the English routes when a link leads to an English page', async () => {
    window.history.replaceState(null, '', '/hi/about');
    router = createRouter(new QueryClient());
    await settle(router);
    expect(pathsOf(router.routes).filter((p) => p.startsWith('/') && !p.startsWith('/hi'))).toEqual([]);

    await router.navigate('/about');
    expect(router.state.location.pathname).toBe('/about');
    expect(router.state.matches.at(-1)?.route.path).toBe('/about');
  });

  it('opened in Hindi, still sends an unknown page to the English not-found page', async () => {
    window.history.replaceState(null, '', '/hi/about');
    router = createRouter(new QueryClient());
    await settle(router);
    await router.navigate('/hi/no-such-page');
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });
});
