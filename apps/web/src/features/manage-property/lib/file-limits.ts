import {
  MAX_BROCHURE_BYTES,
  MAX_FLOOR_PLANS,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  MAX_VIRTUAL_TOUR_BYTES,
} from '@nivaas/shared/constants';
import { BROCHURE_MIME_TYPES, IMAGE_MIME_TYPES } from '@nivaas/shared/property-options';

/**
 * Upload limits of public-site §5 / §9, checked in the browser before anything is sent, so a
 * 40 MB phone photo is refused at once instead of after a long upload. The server checks again.
 */

/** The part of a File these checks read (a File fits; tests pass plain objects). */
export type TFileLike = { name: string; size: number; type: string };

export type TFileCheck<F> = { accepted: F[]; errors: string[] };

const MB = 1024 * 1024;
export const sizeText = (bytes: number): string => `${Math.round(bytes / MB)} MB`;

export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
export const IMAGE_TYPES_TEXT = 'JPEG, PNG, WebP, AVIF or GIF';
export const BROCHURE_ACCEPT = ['.pdf', '.doc', '.docx', ...BROCHURE_MIME_TYPES].join(',');
export const VIDEO_ACCEPT = 'video/*';

export const LIMIT_MSG = {
  tooManyImages: `You can upload at most ${MAX_IMAGES} images`,
  imageTooLarge: (name: string) =>
    `"${name}" is larger than ${sizeText(MAX_IMAGE_BYTES)}: each image can be at most ${sizeText(MAX_IMAGE_BYTES)}`,
  notAnImage: (name: string) => `"${name}" is not an image: choose ${IMAGE_TYPES_TEXT} files`,
  tooManyFloorPlans: `You can upload at most ${MAX_FLOOR_PLANS} floor plans`,
  brochureType: 'The brochure must be a PDF, DOC or DOCX file',
  brochureTooLarge: `The brochure can be at most ${sizeText(MAX_BROCHURE_BYTES)}`,
  videoType: 'The virtual tour must be a video file',
  videoTooLarge: `The virtual tour can be at most ${sizeText(MAX_VIRTUAL_TOUR_BYTES)}`,
} as const;

const imageTypes = new Set<string>(IMAGE_MIME_TYPES);
export const isImageFile = (f: TFileLike): boolean => imageTypes.has(f.type.toLowerCase());

/**
 * Image files added to a list that already holds `currentCount`: each must be an image of at
 * most 5 MB; files beyond the limit are refused with a message naming it.
 */
function checkImages<F extends TFileLike>(
  currentCount: number,
  files: readonly F[],
  maxCount: number,
  tooMany: string,
): TFileCheck<F> {
  const accepted: F[] = [];
  const errors: string[] = [];
  let isOverCount = false;
  for (const file of files) {
    if (!isImageFile(file)) errors.push(LIMIT_MSG.notAnImage(file.name));
    else if (file.size > MAX_IMAGE_BYTES) errors.push(LIMIT_MSG.imageTooLarge(file.name));
    else if (currentCount + accepted.length >= maxCount) isOverCount = true;
    else accepted.push(file);
  }
  if (isOverCount) errors.push(tooMany);
  return { accepted, errors };
}

/** Photos: at most 10 in total (kept and new), 5 MB each, image types only. */
export function checkNewImages<F extends TFileLike>(
  currentCount: number,
  files: readonly F[],
): TFileCheck<F> {
  return checkImages(currentCount, files, MAX_IMAGES, LIMIT_MSG.tooManyImages);
}

/** Floor plans: at most 5 images, 5 MB each. */
export function checkNewFloorPlans<F extends TFileLike>(
  currentCount: number,
  files: readonly F[],
): TFileCheck<F> {
  return checkImages(currentCount, files, MAX_FLOOR_PLANS, LIMIT_MSG.tooManyFloorPlans);
}

const brochureTypes = new Set<string>(BROCHURE_MIME_TYPES);
const BROCHURE_EXT_RE = /\.(pdf|docx?)$/i;

/** The brochure: one PDF, DOC or DOCX of at most 10 MB. Returns the message, or null when fine. */
export function checkBrochure(file: TFileLike): string | null {
  // Some systems give .doc files no MIME type, so the name counts too.
  const isDocument =
    brochureTypes.has(file.type.toLowerCase()) || (file.type === '' && BROCHURE_EXT_RE.test(file.name));
  if (!isDocument) return LIMIT_MSG.brochureType;
  if (file.size > MAX_BROCHURE_BYTES) return LIMIT_MSG.brochureTooLarge;
  return null;
}

/** The virtual tour: one video of at most 100 MB. Returns the message, or null when fine. */
export function checkVirtualTour(file: TFileLike): string | null {
  if (!file.type.toLowerCase().startsWith('video/')) return LIMIT_MSG.videoType;
  if (file.size > MAX_VIRTUAL_TOUR_BYTES) return LIMIT_MSG.videoTooLarge;
  return null;
}

/** '2.4 MB', '830 KB': a file's size for its row in the form. */
export function fileSizeText(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
