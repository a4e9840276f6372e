import { lazy, Suspense, useEffect, useState } from 'react';
import { whenNoticeWaits } from '../../lib/notify';

// The toast host (Base UI) is not part of a page's first download: it arrives when the browser is
// idle after the page has loaded, or with the first notice if that comes sooner.
const ToastHost = lazy(() => import('../ui/toast-host'));

/** After the load event, waits at most this long for an idle moment. */
const IDLE_TIMEOUT_MS = 3_000;

/** Calls `callback` once the page has loaded and the browser is idle; returns a cancel function. */
function afterLoadWhenIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, IDLE_TIMEOUT_MS);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * The toast host's place in the app, mounted once wanted; notices given before then wait for it
 * (lib/notify), so none is lost and the live region exists before its first message.
 */
export function NoticeHost() {
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    if (isWanted) return;
    const want = () => setIsWanted(true);
    const stopWaiting = whenNoticeWaits(want);
    const stopIdle = afterLoadWhenIdle(want);
    // The first press of a pointer or a key may lead to a notice ('Link copied', 'Added to
    // favorites'): the host's code starts to arrive then, not only once that notice is given.
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', want, options);
    window.addEventListener('keydown', want, options);
    return () => {
      stopWaiting();
      stopIdle();
      window.removeEventListener('pointerdown', want, options);
      window.removeEventListener('keydown', want, options);
    };
  }, [isWanted]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
