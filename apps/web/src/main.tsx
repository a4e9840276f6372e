import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppLive } from './app/app-live';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { createQueryClient, hydratePageState } from './lib/query-client';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A page the server rendered with its data (the listing and detail pages) carries the answers it
// was drawn with: in the cache before the first render, the app draws the same page, fetching nothing.
const queryClient = createQueryClient();
hydratePageState(queryClient, document);

const router = createRouter(queryClient);
// Over HTML that is already drawn, the app's first render is a transition: React renders it in
// slices of a few milliseconds, so a tap or a scroll is answered in between, rather than in one
// task of hundreds of milliseconds on a slow phone. The page shows the same HTML meanwhile.
const drawn = root.hasChildNodes();
const render = () => {
  const app = createRoot(root);
  const tree = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <AppLive />
      </AppProviders>
    </StrictMode>
  );
  if (drawn) startTransition(() => app.render(tree));
  else app.render(tree);
};

// The home page arrives prerendered (scripts/prerender-home.mjs), the listing and detail pages
// rendered by the server. Rendering waits until the route's code has loaded, so React's first paint
// replaces that HTML with the same page, never a blank one.
if (router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
