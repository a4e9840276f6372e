/**
 * lib/use-media-query.ts as the server render sees it (vite.config.ts swaps it in for SSR builds):
 * the media query answered for the viewport the page is drawn for, so a phone gets the phone layout
 * in its first HTML. Outside a per-request render (the home prerender), false as before.
 */
import { useContext } from 'react';
import { ViewportContext, viewportMatches } from './viewport';

export * from '../lib/use-media-query';

export function useMediaQuery(query: string): boolean {
  const viewport = useContext(ViewportContext);
  return viewport ? viewportMatches(query, viewport) : false;
}
