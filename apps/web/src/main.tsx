import type { TPageViewport } from '@nivaas/shared/page-render';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { createRouter } from './app/router';
import { createQueryClient, hydratePageState } from './lib/query-client';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A page the server rendered with its data (the listing and detail pages) carries the answers it
// was drawn with: in the cache before the first render, the app draws the same page, fetching nothing.
const queryClient = createQueryClient();
hydratePageState(queryClient, document);

// The server drew the page (prerender/page-render.tsx: the home page at build time, the listing
// and detail pages per request) with the same routes and root: the app hydrates that HTML, so the
// page the user sees stays, with its handlers attached. The viewport the server drew for answers
// the media queries until then.
const drawn = root.hasChildNodes();
const viewport = (root.dataset.viewport as TPageViewport | undefined) ?? null;
const render = (router: ReturnType<typeof createRouter>) => {
  const tree = (
    <AppRoot client={queryClient} viewport={drawn ? viewport : null}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  // A mismatch React recovers from (it redraws that part) is still a fault: said in the console,
  // where the hydration test looks for it.
  const onRecoverableError = (error: unknown, info: { componentStack?: string }) =>
    console.error('Hydration: React recovered from an error', error, info.componentStack ?? '');
  // Hydrating is a transition: React works in slices of a few milliseconds, so a tap or a scroll is
  // answered in between, rather than in one task of hundreds of milliseconds on a slow phone.
  if (drawn) startTransition(() => void hydrateRoot(root, tree, { onRecoverableError }));
  else createRoot(root).render(tree);
};

// The router starts in a task of its own: making it, and evaluating the page's code it loads, would
// otherwise lengthen the task that evaluated the app's code, which a tap during start-up waits on.
// Rendering waits until the route's code has loaded (and its loader has run), so the first render
// draws the page the HTML shows, never a fallback.
setTimeout(() => {
  const router = createRouter(queryClient);
  if (router.state.initialized) render(router);
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render(router);
    });
  }
}, 0);
