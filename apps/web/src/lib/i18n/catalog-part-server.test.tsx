// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import LoginPage from '../../features/auth/pages/login-page';
import { AuthProvider } from '../auth/auth-context';
import { hasCatalogPart, loadCatalogPart } from './i18n';
import { localeOfPath } from './locale';
import { LocaleProvider } from './locale-provider';

vi.setConfig({ testTimeout: 20_000 });

/**
 * A server-drawn page whose messages are in a part other than the frame's: its route's loader
 * awaits the part (as the /hi route's loader awaits `loadLocale('hi')`), and the static handler
 * runs loaders before the render, so the server's HTML is Hindi, and so is the browser's first
 * render (the same loader runs before it hydrates).
 */
describe('a catalog part on a server-drawn page', () => {
  it('is loaded by the route before the render, and the HTML says its words in Hindi', async () => {
    expect(hasCatalogPart('hi', 'forms')).toBe(false);
    const routes = [
      {
        element: (
          <LocaleProvider>
            <AuthProvider>
              <Outlet />
            </AuthProvider>
          </LocaleProvider>
        ),
        children: [
          {
            path: '/hi/login',
            loader: async ({ request }: { request: Request }) => {
              await loadCatalogPart(localeOfPath(new URL(request.url).pathname), 'forms');
              return null;
            },
            Component: LoginPage,
          },
        ],
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://nivaas.invalid/hi/login'));
    if (context instanceof Response) throw new Error('not a page');
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    );
    expect(hasCatalogPart('hi', 'forms')).toBe(true);
    expect(html).toContain('फिर से स्वागत है');
    expect(html).toContain('ईमेल पता');
    expect(html).not.toContain('Welcome back');
  });
});
