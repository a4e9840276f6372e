import type { QueryClient } from '@tanstack/react-query';
import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';

type TNoMatches = typeof import('../components/listing-no-matches').default;

/**
 * The listing's 'no matches' state is not part of the page's first download: most searches match.
 * A page that opens on an empty list (the server drew it so) has its code loaded by the listing's
 * route before it draws (`preloadNoMatches`), on the server as in the browser, so both draw the
 * same page; an empty list met later shows `fallback` while the code arrives.
 */
let Loaded: TNoMatches | undefined;

function loadNoMatches(): Promise<TNoMatches> {
  return import('../components/listing-no-matches').then((m) => {
    Loaded = m.default;
    return Loaded;
  });
}

const LazyNoMatches = lazy(async () => ({ default: await loadNoMatches() }));

/** The query key every list of the listing starts with (api/get-properties.ts). */
export const PROPERTY_LIST_KEY = ['properties', 'list'] as const;

/** Loads the state's code when a list already at hand has no matches (else nothing to wait for). */
export function preloadNoMatches(client: QueryClient): Promise<unknown> | undefined {
  if (Loaded) return undefined;
  const lists = client.getQueriesData<{ data?: unknown[] }>({ queryKey: PROPERTY_LIST_KEY });
  return lists.some(([, list]) => list?.data?.length === 0) ? loadNoMatches() : undefined;
}

export function NoMatches({ fallback, ...props }: ComponentProps<TNoMatches> & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>{Loaded ? <Loaded {...props} /> : <LazyNoMatches {...props} />}</Suspense>
  );
}
