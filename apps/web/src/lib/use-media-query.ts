import { useContext, useSyncExternalStore } from 'react';
import { ViewportContext, viewportMatches } from './viewport';

/**
 * Whether a CSS media query matches now, kept up to date. On the server, and while the browser
 * hydrates the server's HTML, it is answered for the viewport the page was drawn for (a phone or a
 * desktop; not matching when none), so both draw the same first page; then the real answer follows.
 */
export function useMediaQuery(query: string): boolean {
  const viewport = useContext(ViewportContext);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => (viewport ? viewportMatches(query, viewport) : false),
  );
}
