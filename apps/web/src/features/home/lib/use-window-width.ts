import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The viewport width, updated on resize (the locality chips page by it); null while the page is
 * drawn on the server or hydrated (the server does not know the width: the chips keep their room
 * until the browser's width is known, rather than being drawn for a desktop and redrawn for a phone).
 */
export function useWindowWidth(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => null,
  );
}
