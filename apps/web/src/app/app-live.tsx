import { useEffect } from 'react';

/**
 * Marks the document once the app's first render is committed (`<html data-app="live">`): until
 * then, a page whose HTML arrived drawn shows that HTML without its handlers. The browser journeys
 * wait for it (e2e/support/test.ts).
 */
export function AppLive() {
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  return null;
}
