/**
 * The home page as HTML, rendered at build time (scripts/prerender-home.mjs) so a first visit
 * paints the page before its JavaScript has arrived; the app then renders the same page over it.
 * Rendered signed out, with the cities and featured listings still loading, as the app's first
 * render is.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteFrame } from '../components/layouts/root-layout';
import HomePage from '../features/home/pages/home-page';
import { AuthProvider } from '../lib/auth/auth-context';
import { createQueryClient } from '../lib/query-client';

export function renderHome(): string {
  const client = createQueryClient();
  try {
    return renderToString(
      <QueryClientProvider client={client}>
        <StaticRouter location="/">
          <AuthProvider>
            <SiteFrame>
              <HomePage />
            </SiteFrame>
          </AuthProvider>
        </StaticRouter>
      </QueryClientProvider>,
    );
  } finally {
    // The queries the render started hold garbage-collection timers (5 minutes) that would keep
    // the build's process alive that long.
    client.clear();
  }
}
export { BOOT_SCRIPT } from '@nivaas/shared/page-render';
