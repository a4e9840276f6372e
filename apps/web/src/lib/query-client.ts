import { PAGE_STATE_ELEMENT_ID } from '@nivaas/shared/page-render';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { HttpError } from './http-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves; retry only network and server faults, once.
        retry: (count, err) =>
          count < 1 && (!(err instanceof HttpError) || err.status === 0 || err.status >= 500),
      },
    },
  });
}

/**
 * Puts the answers a server-rendered page was drawn with (its <script type="application/json"
 * id="nivaas-page-state">, TanStack Query's dehydrated state) into the cache. The element is removed
 * once read. Returns whether there was any; a broken one is ignored (the page fetches as usual).
 */
export function hydratePageState(client: QueryClient, doc: Document): boolean {
  const element = doc.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element) return false;
  element.remove();
  try {
    hydrate(client, JSON.parse(element.textContent ?? 'null'));
    return true;
  } catch {
    return false;
  }
}
