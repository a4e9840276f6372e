import { msg } from '@lingui/core/macro';

/**
 * The compare page's head tags in Hindi (the server writes them into a Hindi compare page's HTML,
 * prerender/route-meta.ts); the English ones are the shared comparePageMeta's.
 */
export const COMPARE_PAGE_TITLE = msg`Compare listings`;
export const COMPARE_N_TITLE = msg({
  message: '{n, plural, one {Compare # listing} other {Compare # listings}}',
});
export const COMPARE_SIDE_BY_SIDE = msg`Side by side on Nivaas: {titles}. Price, ₹/sq ft, area, floor, possession, RERA and amenities.`;
export const COMPARE_UP_TO = msg`Compare up to 4 listings side by side on Nivaas: price, ₹/sq ft, area, floor, possession, RERA and amenities.`;
