import type { TPageViewport } from '@nivaas/shared/page-render';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ViewportContext } from '../lib/viewport';
import { AppLive } from './app-live';
import { AppProviders } from './providers';

/**
 * The app around its router: the same tree in the browser (main.tsx, RouterProvider) and on the
 * server (prerender/page-render.tsx, StaticRouterProvider), so the browser hydrates the server's
 * HTML rather than drawing it again. `viewport` is the width class the server drew the page for
 * (media queries are answered for it until the page has hydrated); null when it drew for none.
 */
export function AppRoot({
  client,
  viewport,
  children,
}: {
  client: QueryClient;
  viewport: TPageViewport | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ViewportContext.Provider value={viewport}>
        <AppProviders queryClient={client}>
          {children}
          <AppLive />
        </AppProviders>
      </ViewportContext.Provider>
    </StrictMode>
  );
}
