import { IMAGE_VARIANT_WIDTHS } from './property-options';

export type TImageVariants = { small?: string | null; medium?: string | null; large?: string | null };

/** 'u1 400w, u2 800w, u3 1280w' of the WebP variants an image has, or undefined when it has none. */
export function variantSrcSet(variants: TImageVariants | null | undefined): string | undefined {
  const v = variants ?? {};
  const entries = (Object.keys(IMAGE_VARIANT_WIDTHS) as (keyof typeof IMAGE_VARIANT_WIDTHS)[])
    .filter((k) => v[k])
    .map((k) => `${v[k]} ${IMAGE_VARIANT_WIDTHS[k]}w`);
  return entries.length ? entries.join(', ') : undefined;
}

/**
 * `sizes` of a listing page's main photo: the main column is at most ~830 px wide, and the full
 * width below 900 px. The page's <img> and the server's preload of it must agree, or the browser
 * downloads the photo twice.
 */
export const DETAIL_MAIN_IMAGE_SIZES = '(min-width: 1280px) 830px, (min-width: 900px) 66vw, 100vw';
