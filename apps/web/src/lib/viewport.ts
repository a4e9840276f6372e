import type { TPageViewport } from '@nivaas/shared/page-render';
import { createContext } from 'react';

/** The viewport a server render draws for; null outside one (the build-time home prerender). */
export const ViewportContext = createContext<TPageViewport | null>(null);

let asked = 0;
/** How many media queries have been answered so far (a render compares before and after). */
export const mediaQueriesAsked = () => asked;

/** The width each viewport is drawn at: a common phone, and a laptop. */
const WIDTHS: Record<TPageViewport, number> = { phone: 390, desktop: 1280 };
const EM = 16;

function featureMatches(feature: string, viewport: TPageViewport): boolean {
  const m = /^\(\s*([a-z-]+)\s*(?::\s*([^)]+?)\s*)?\)$/i.exec(feature.trim());
  if (!m) return false;
  const name = (m[1] ?? '').toLowerCase();
  const value = (m[2] ?? '').toLowerCase();
  const width = WIDTHS[viewport];
  const length = /^(\d+(?:\.\d+)?)(px|em|rem)?$/.exec(value);
  const px = length ? Number(length[1]) * (length[2] === 'em' || length[2] === 'rem' ? EM : 1) : Number.NaN;
  switch (name) {
    case 'min-width':
      return width >= px;
    case 'max-width':
      return width <= px;
    case 'hover':
      return viewport === 'desktop' ? value !== 'none' : value === 'none';
    case 'pointer':
      return viewport === 'desktop' ? value === 'fine' : value === 'coarse';
    default:
      // prefers-reduced-motion, orientation…: unknown on the server, as if not matching.
      return false;
  }
}

/**
 * Whether a media query ('(max-width:768px)', '@media (min-width:900px) and (max-width:1199.95px)')
 * matches the viewport: widths, hover and pointer are answered; anything else does not match.
 */
export function viewportMatches(query: string, viewport: TPageViewport): boolean {
  asked += 1;
  return query
    .replace(/^\s*@media\s*/i, '')
    .split(',')
    .some((part) => {
      const conditions = part
        .trim()
        .replace(/^(only\s+)?(screen|all)\s*(and\s+)?/i, '')
        .split(/\s+and\s+/i)
        .filter((c) => c.trim());
      if (conditions.some((c) => /^not\b/i.test(c.trim()))) return false;
      return conditions.length > 0 && conditions.every((c) => featureMatches(c, viewport));
    });
}
