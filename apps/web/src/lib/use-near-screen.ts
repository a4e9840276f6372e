import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the screen; once true it stays true, so a
 * part loaded as it nears the screen (a map, a chart) is never unloaded. False on the server and in
 * the first render, so both draw the same (no hydration mismatch); true at once where the browser
 * has no IntersectionObserver.
 */
export function useNearScreen<T extends HTMLElement>(rootMargin: string) {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);
  return [ref, isNear] as const;
}
