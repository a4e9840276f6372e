/**
 * The breakpoints of tokens.css as media queries, for useMediaQuery (lib/use-media-query.ts) where
 * a layout must change in JavaScript; CSS media queries write the same numbers.
 */
export const MEDIA = {
  /** Below the tablet width (768 px). */
  phone: '(max-width: 767.98px)',
  /** The tablet width and wider. */
  tablet: '(min-width: 768px)',
  /** The laptop width (1024 px) and wider. */
  laptop: '(min-width: 1024px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
