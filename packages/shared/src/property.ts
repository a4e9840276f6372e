import { z } from 'zod';
import { MAX_AREA, MAX_FLOOR_PLANS, MAX_HIGHLIGHTS, MAX_IMAGES, MAX_PRICE, MAX_ROOMS } from './constants';
import {
  AMENITIES,
  CONSTRUCTION_STATUSES,
  CONTACT_METHODS,
  CONTACT_STATUSES,
  CREATE_STATUSES,
  DEFAULT_CONSTRUCTION_STATUS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type TAmenity,
  type TPropertyStatus,
  type TPropertyType,
  toPropertyType,
} from './property-options';
import { reraNumberError } from './rera';
import { filePart, isCalendarDate, optionalText, requiredText } from './zod-helpers';

/**
 * Property payloads (public-site §3, §5; API.md 'Create and update'). The web form and the server
 * parse with the same schemas. Input may be the flat form (city, street …) or the wire shape
 * (address { city … }, location { coordinates }); numbers may arrive as text. Error keys are the
 * flat form keys: title, price, street, city, images …
 */

const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isPropertyId = (value: string): boolean => ID_RE.test(value);

/** Multipart text: a blank value means 'not given'. */
const blankToUndefined = (v: unknown): unknown => {
  if (v === null) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  return v;
};
const toNumber = (v: unknown): unknown => {
  const b = blankToUndefined(v);
  return typeof b === 'string' ? Number(b) : b;
};
const toBoolean = (v: unknown): unknown => {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  const s = b.toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(s)) return true;
  if (['false', '0', 'off', 'no'].includes(s)) return false;
  return b;
};

function numberSchema(
  requiredMessage: string | undefined,
  label: string,
  opts: { int?: boolean; max: number },
) {
  const n = z
    .number({
      error: (issue) =>
        issue.input === undefined ? (requiredMessage ?? `${label} is required`) : `${label} must be a number`,
    })
    .min(0, `${label} must be 0 or more`)
    .max(opts.max, `${label} must be at most ${opts.max.toLocaleString('en-IN')}`);
  return opts.int ? n.int(`${label} must be a whole number`) : n;
}
const requiredNumber = (message: string, label: string, opts: { int?: boolean; max: number }) =>
  z.preprocess(toNumber, numberSchema(message, label, opts));
const optionalNumber = (label: string, opts: { int?: boolean; max: number }) =>
  z.preprocess(toNumber, numberSchema(undefined, label, opts).optional());

const booleanField = z.preprocess(toBoolean, z.boolean({ error: 'Must be true or false' }).optional());

const dateField = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    if (b instanceof Date) return Number.isNaN(b.getTime()) ? 'invalid' : b.toISOString().slice(0, 10);
    return typeof b === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(b) ? b.slice(0, 10) : b;
  },
  z
    .string({ error: 'Please enter a valid date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date')
    // A day the calendar has: Date.parse reads 2024-02-30 as 1 March, and the database refuses it.
    .refine(isCalendarDate, 'Please enter a valid date')
    .optional(),
);

/** An id, or the object the API answers in its place ({ _id, name … }), as a detail sent back has it. */
const idField = (message: string) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && '_id' in v ? (v as { _id: unknown })._id : blankToUndefined(v)),
    z.string({ error: message }).regex(ID_RE, message).optional(),
  );

function canonical<T extends string>(values: readonly T[], input: unknown): unknown {
  if (typeof input !== 'string') return input;
  const lower = input.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === lower) ?? input;
}

const typeField = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    // The spec's values (Condo, Townhouse, Land …) are read as today's types (Apartment, Row House, Plot …).
    return typeof b === 'string' ? (toPropertyType(b) ?? b) : b;
  },
  z.enum(PROPERTY_TYPES, {
    error: (i) => (i.input === undefined ? 'Property type is required' : 'Please choose a property type'),
  }),
);

const statusField = <T extends readonly [TPropertyStatus, ...TPropertyStatus[]]>(values: T) =>
  z.preprocess(
    (v) => canonical(PROPERTY_STATUSES, blankToUndefined(v)),
    z.enum(values, {
      error: (i) =>
        i.input === undefined ? 'Status is required' : `Status must be one of: ${values.join(', ')}`,
    }),
  );

/** A list field: repeated parts, an array, one value, or comma-joined text. */
const toList = (v: unknown): unknown => {
  if (v === undefined || v === null || v === '') return [];
  if (typeof v === 'string') {
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        return JSON.parse(s);
      } catch {
        return [s];
      }
    }
    return [s];
  }
  if (typeof v === 'object' && !Array.isArray(v)) return Object.values(v as Record<string, unknown>);
  return v;
};

const amenitiesField = z.preprocess(
  (v) => {
    const list = toList(v);
    if (!Array.isArray(list)) return list;
    return [...new Set(list.map((a) => canonical(AMENITIES, a)).filter((a) => a !== ''))];
  },
  z.array(z.enum(AMENITIES, { error: 'Unknown amenity' })),
);

const highlightsField = z.preprocess(
  (v) => {
    const list = toList(v);
    return Array.isArray(list) ? list.map(blankToUndefined).filter((h) => h !== undefined) : list;
  },
  z
    .array(z.string({ error: 'Must be text' }).max(200, 'Must be at most 200 characters'))
    .max(MAX_HIGHLIGHTS, `At most ${MAX_HIGHLIGHTS} highlights`),
);

export const ZNearbyLocalities = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? {} : v),
  z.object({
    hasSchool: booleanField,
    school: optionalText(200),
    hasHospital: booleanField,
    hospital: optionalText(200),
    hasMall: booleanField,
    mall: optionalText(200),
    hasPark: booleanField,
    park: optionalText(200),
    hasTransport: booleanField,
    transport: optionalText(200),
  }),
);

export const ZProjectDetails = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? {} : v),
  z.object({
    projectArea: optionalNumber('Project area', { max: 1_000_000 }),
    totalUnits: optionalNumber('Total units', { int: true, max: 1_000_000 }),
    launchDate: dateField,
    reraId: optionalText(100),
    configurations: optionalText(200),
  }),
);

const approvalsField = z.preprocess(
  (v) => {
    const list = toList(v);
    if (!Array.isArray(list)) return list;
    // A row left entirely blank by the form is not an approval.
    return list.filter(
      (a) =>
        !(
          a &&
          typeof a === 'object' &&
          Object.values(a as Record<string, unknown>).every((x) => blankToUndefined(x) === undefined)
        ),
    );
  },
  z
    .array(
      z.object({
        name: requiredText('Approval name is required', 200),
        number: optionalText(100),
        date: dateField,
      }),
    )
    .max(20, 'At most 20 approvals'),
);

const coordinate = (label: string, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `${label} must be a number` })
      .min(-max, `${label} is out of range`)
      .max(max, `${label} is out of range`)
      .optional(),
  );

/** Lifts the wire shape (address {…}, location {coordinates}) into the flat form shape. */
function liftWireShape(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const flat: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const address = flat.address;
  if (address && typeof address === 'object' && !Array.isArray(address)) {
    for (const [k, v] of Object.entries(address)) if (flat[k] === undefined) flat[k] = v;
  }
  const location = flat.location as { coordinates?: unknown } | undefined;
  if (location && typeof location === 'object' && Array.isArray(location.coordinates)) {
    const [lng, lat] = location.coordinates as unknown[];
    flat.longitude ??= lng;
    flat.latitude ??= lat;
  }
  flat.latitude ??= flat.lat;
  flat.longitude ??= flat.lng;
  return flat;
}

const baseFields = {
  title: requiredText('Title is required', 200),
  description: requiredText('Description is required', 10_000),
  /** The listing's title and description in Hindi, beside the English ones (optional, issue 19). */
  titleHi: optionalText(200),
  descriptionHi: optionalText(10_000),
  price: requiredNumber('Price is required', 'Price', { max: MAX_PRICE }),
  bedrooms: requiredNumber('Bedrooms count is required', 'Bedrooms', { int: true, max: MAX_ROOMS }),
  // Whole bathrooms (issue 16): a half bath is not how Indian homes are counted.
  bathrooms: requiredNumber('Bathrooms count is required', 'Bathrooms', { int: true, max: MAX_ROOMS }),
  area: requiredNumber('Area is required', 'Area', { max: MAX_AREA }),
  buildingName: optionalText(200),
  floorNumber: optionalNumber('Floor number', { int: true, max: 500 }),
  featured: booleanField,
  constructionStatus: z.preprocess(
    (v) => canonical(CONSTRUCTION_STATUSES, blankToUndefined(v)),
    z
      .enum(CONSTRUCTION_STATUSES, { error: 'Please choose a construction status' })
      .default(DEFAULT_CONSTRUCTION_STATUS),
  ),
  developer: idField('Developer not found'),
  possessionDate: dateField,
  ageOfProperty: optionalNumber('Age of property', { int: true, max: 500 }),
  line1: optionalText(300),
  street: requiredText('Street address is required', 300),
  city: requiredText('City is required', 100),
  locality: requiredText('Locality is required', 100),
  state: requiredText('State is required', 100),
  zipCode: requiredText('Zip code is required', 20),
  country: z.preprocess((v) => (v === undefined ? 'India' : v), requiredText('Country is required', 100)),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  amenities: amenitiesField,
  highlights: highlightsField,
  nearbyLocalities: ZNearbyLocalities,
  projectDetails: ZProjectDetails,
  approvals: approvalsField,
  agent: idField('Please choose an agent'),
  /** Existing images kept plus new uploads (the web form: its image list). */
  images: z
    .array(z.unknown(), { error: 'At least one image is required' })
    .min(1, 'At least one image is required')
    .max(MAX_IMAGES, `You can upload at most ${MAX_IMAGES} images`),
};

type TFlat = z.output<z.ZodObject<typeof baseFields>> & { type: TPropertyType; status: TPropertyStatus };

/** The validated property, nested as it is stored and answered. */
function toNested(f: TFlat) {
  const hasLocation = f.latitude !== undefined && f.longitude !== undefined;
  return {
    title: f.title,
    description: f.description,
    titleHi: f.titleHi,
    descriptionHi: f.descriptionHi,
    type: f.type,
    status: f.status,
    price: Math.round(f.price),
    bedrooms: f.bedrooms,
    bathrooms: f.bathrooms,
    area: Math.round(f.area),
    buildingName: f.buildingName,
    floorNumber: f.floorNumber,
    featured: f.featured ?? false,
    constructionStatus: f.constructionStatus,
    developer: f.developer,
    possessionDate: f.possessionDate,
    ageOfProperty: f.ageOfProperty,
    address: {
      line1: f.line1,
      street: f.street,
      city: f.city,
      locality: f.locality,
      state: f.state,
      zipCode: f.zipCode,
      country: f.country,
    },
    location: hasLocation ? { lat: f.latitude as number, lng: f.longitude as number } : undefined,
    amenities: f.amenities as TAmenity[],
    highlights: f.highlights,
    nearbyLocalities: f.nearbyLocalities,
    projectDetails: f.projectDetails,
    approvals: f.approvals,
    agent: f.agent,
    images: f.images,
  };
}

const ZCreateFlat = z.object({
  ...baseFields,
  type: typeField.default('Independent House'),
  status: statusField(CREATE_STATUSES).default('For Sale'),
});

/** A RERA number must be in the format of the listing's state's authority (MahaRERA in Maharashtra …). */
function reraFitsState(f: { state?: string; projectDetails?: { reraId?: string } }, ctx: z.RefinementCtx) {
  const reraId = f.projectDetails?.reraId;
  if (typeof reraId !== 'string' || !reraId || typeof f.state !== 'string') return;
  const message = reraNumberError(reraId, f.state);
  if (message) ctx.addIssue({ code: 'custom', path: ['projectDetails', 'reraId'], message });
}

/** Add Property (public-site §5): the 12 required fields with the spec's messages; numbers ≥ 0. */
export const ZPropertyCreateRequest = z
  .preprocess(liftWireShape, ZCreateFlat.superRefine(reraFitsState))
  .transform(toNested);
export type TPropertyCreateRequest = z.input<typeof ZCreateFlat>;
export type TPropertyInput = z.output<typeof ZPropertyCreateRequest>;

const ZUpdateFlat = z.object({
  ...baseFields,
  type: typeField,
  status: statusField(PROPERTY_STATUSES),
  // Edit Property does not require a locality (public-site §5); a missing one keeps the stored one.
  locality: optionalText(100),
});

/** Edit Property (public-site §5): title … country, type and status required; any status. */
export const ZPropertyUpdateRequest = z
  .preprocess(liftWireShape, ZUpdateFlat.superRefine(reraFitsState))
  .transform((f) => toNested({ ...f, locality: f.locality ?? '' }));
export type TPropertyUpdateRequest = z.input<typeof ZUpdateFlat>;

const FILE_PARTS = {
  images: z.array(filePart('A photo: JPEG, PNG, WebP, AVIF or GIF by content, at most 5 MB')).max(MAX_IMAGES),
  floorPlans: z.array(filePart('A floor plan image, at most 5 MB')).max(MAX_FLOOR_PLANS).optional(),
  brochure: filePart('One PDF, DOC or DOCX, at most 10 MB').optional(),
  virtualTour: filePart('One video, at most 100 MB').optional(),
};

/**
 * POST /properties as a multipart form, for the API document: the fields above (nested objects as
 * bracket fields `address[city]` or one JSON text field, lists repeated) and the files. 1 to 10
 * images. The server reads the parts, then parses the fields with ZPropertyCreateRequest.
 */
export const ZPropertyCreateForm = ZCreateFlat.extend({
  ...FILE_PARTS,
  images: FILE_PARTS.images.min(1, 'At least one image is required'),
});

/** One kept image of an update (`existingImages` parts). */
export const ZExistingImage = z.object({
  _id: z.string().optional(),
  url: z.string().min(1),
  publicId: z.string().optional(),
});
export type TExistingImage = z.infer<typeof ZExistingImage>;

/**
 * PUT /properties/{id} as a multipart form, for the API document: the fields, `existingImages`
 * (JSON text `{ _id, url, publicId }` each, the images to keep) and new files. Images not kept are
 * removed; floor plans, brochure and tour are replaced only when new ones are sent.
 */
export const ZPropertyUpdateForm = ZUpdateFlat.extend({
  ...FILE_PARTS,
  images: FILE_PARTS.images.optional(),
  existingImages: z
    .array(z.string().meta({ description: 'JSON text of a kept image: `{"_id","url","publicId"}`' }))
    .optional(),
});

export const ZContactRequest = z
  .object({
    contactMethod: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
      z.enum(CONTACT_METHODS, { error: 'Please choose email, whatsapp or phone' }).default('email'),
    ),
    message: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string({ error: 'Please enter a message' }).trim().max(2000, 'Must be at most 2000 characters'),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.contactMethod !== 'phone' && v.message === '') {
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'Please enter a message' });
    }
  })
  .meta({
    'x-examples': {
      email: {
        summary: 'By email',
        value: {
          contactMethod: 'email',
          message: 'Is the flat still available? I would like to visit on Saturday.',
        },
      },
      phone: { summary: 'A call back (no message needed)', value: { contactMethod: 'phone' } },
    },
  });
export type TContactRequest = z.input<typeof ZContactRequest>;

export const ZContactStatusUpdate = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'Status must be pending, contacted or completed' }),
});

// ---------- responses (./property-answer.ts) ----------

export {
  type TProperty,
  type TPropertyAgent,
  type TPropertyCard,
  type TStoredFileDto,
  ZProperty,
  ZPropertyAgent,
  ZPropertyCard,
  ZPropertyDeveloper,
} from './property-answer';
export type { TAmenity, TPropertyStatus, TPropertyType };
