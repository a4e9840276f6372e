import {
  MAX_BROCHURE_BYTES,
  MAX_FLOOR_PLANS,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  MAX_VIRTUAL_TOUR_BYTES,
} from '@nivaas/shared/constants';
import { BROCHURE_MIME_TYPES, IMAGE_MIME_TYPES } from '@nivaas/shared/property-options';

export type TUploadKind = 'image' | 'document' | 'video';

/** What one upload field accepts (API.md 'Create and update'). */
export type TUploadRule = {
  field: string;
  kind: TUploadKind;
  maxCount: number;
  maxBytes: number;
  /** Allowed content types, checked against the bytes; a function for families such as video/*. */
  accepts: (mime: string) => boolean;
  /** The types in words, for 415 messages. */
  typesText: string;
  /** What the limit is called in messages ('images', 'floor plans' …). */
  label: string;
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
export const sizeText = mb;

const imageTypes = new Set<string>(IMAGE_MIME_TYPES);
const brochureTypes = new Set<string>(BROCHURE_MIME_TYPES);

export const PROPERTY_UPLOAD_RULES: Record<
  'images' | 'floorPlans' | 'brochure' | 'virtualTour',
  TUploadRule
> = {
  images: {
    field: 'images',
    kind: 'image',
    maxCount: MAX_IMAGES,
    maxBytes: MAX_IMAGE_BYTES,
    accepts: (m) => imageTypes.has(m),
    typesText: 'JPEG, PNG, WebP, AVIF or GIF',
    label: 'images',
  },
  floorPlans: {
    field: 'floorPlans',
    kind: 'image',
    maxCount: MAX_FLOOR_PLANS,
    maxBytes: MAX_IMAGE_BYTES,
    accepts: (m) => imageTypes.has(m),
    typesText: 'JPEG, PNG, WebP, AVIF or GIF',
    label: 'floor plans',
  },
  brochure: {
    field: 'brochure',
    kind: 'document',
    maxCount: 1,
    maxBytes: MAX_BROCHURE_BYTES,
    accepts: (m) => brochureTypes.has(m),
    typesText: 'PDF, DOC or DOCX',
    label: 'brochure',
  },
  virtualTour: {
    field: 'virtualTour',
    kind: 'video',
    maxCount: 1,
    maxBytes: MAX_VIRTUAL_TOUR_BYTES,
    accepts: (m) => m.startsWith('video/'),
    typesText: 'a video (MP4, WebM, MOV …)',
    label: 'virtual tour',
  },
};
