import { useEffect, useState } from 'react';
import { MASTHEAD_SELECTOR } from './site-header';

/** The header's height as tokens.css sets it, which the bar and the sections assume by CSS. */
function cssHeaderHeight(): number {
  return Math.round(
    Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--nv-header-height')) || 0,
  );
}

/**
 * Height of the site's sticky header (0 until measured, and while there is none), kept up to date
 * on resize; `isCss` when it is the height CSS already assumes, so nothing needs writing.
 */
export function useHeaderHeight(): { height: number; isCss: boolean } {
  const [measured, setMeasured] = useState({ height: 0, isCss: true });
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(MASTHEAD_SELECTOR);
    if (!header) return;
    const update = () => {
      const height = Math.round(header.getBoundingClientRect().height);
      const isCss = height === cssHeaderHeight();
      setMeasured((m) => (m.height === height && m.isCss === isCss ? m : { height, isCss }));
    };
    if (typeof ResizeObserver === 'undefined') {
      update();
      return;
    }
    // The observer's first report comes after the browser's own layout, so measuring then forces
    // none: measured straight away, a slow phone laid the whole page out again while it hydrated.
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return measured;
}
