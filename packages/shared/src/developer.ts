import { z } from 'zod';
import { ZImageRef } from './auth';
import { FOUNDED_YEAR_MIN, MAX_TEAM_PHOTOS } from './constants';
import { filePart, optionalText, queryInt, requiredText } from './zod-helpers';

/** The Developer form's texts (admin spec §5), in one place for the form and the server. */
export const DEVELOPER_MSG = {
  nameRequired: 'Developer name is required',
  descriptionRequired: 'Description is required',
  invalidEmail: 'Please enter a valid email',
  invalidUrl: 'Please enter a valid URL',
  invalidYear: 'Please enter a valid year',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  invalidCount: 'Must be a whole number, 0 or more',
  invalidPhone: 'Please enter a valid phone number',
  tooManyRows: 'Too many rows',
  tooManyTeamPhotos: `You can upload at most ${MAX_TEAM_PHOTOS} team photos`,
} as const;

export const DEFAULT_COUNTRY = 'India';
const MAX_ROWS = 50;
const MAX_COUNT = 1_000_000;

const ZHttpUrl = z.url({ protocol: /^https?$/ });
export function isHttpUrl(value: string): boolean {
  return ZHttpUrl.safeParse(value).success;
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * A whole number typed into a form: a number or its text. Blank, null and undefined mean
 * "not given"; anything else outside [min, max()] gives the one message.
 */
function optionalWholeNumber(message: string, min: number, max: () => number) {
  return z
    .union([z.number(), z.string(), z.null()], { error: () => message })
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === null || value === undefined) return undefined;
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === '') return undefined;
      const n = Number(text);
      if (!Number.isInteger(n) || n < min || n > max()) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/** The current year is read at each parse, so a long-running server accepts the new year on 1 January. */
export const ZFoundedYear = optionalWholeNumber(DEVELOPER_MSG.invalidYear, FOUNDED_YEAR_MIN, () =>
  new Date().getFullYear(),
);
const ZProjectCount = optionalWholeNumber(DEVELOPER_MSG.invalidCount, 0, () => MAX_COUNT).transform(
  (v) => v ?? 0,
);
const optionalUrl = (max = 500) =>
  optionalText(max).refine((v) => v === undefined || isHttpUrl(v), { message: DEVELOPER_MSG.invalidUrl });
const optionalEmail = optionalText(254).refine((v) => v === undefined || isEmail(v), {
  message: DEVELOPER_MSG.invalidEmail,
});
const optionalPhone = optionalText(20).refine((v) => v === undefined || /^[+0-9 ()-]{6,20}$/.test(v), {
  message: DEVELOPER_MSG.invalidPhone,
});

/** A nested object the form may leave out: it is parsed as {} so its required fields still report. */
function objectOrEmpty<S extends z.ZodObject>(schema: S) {
  return schema.prefault({} as z.input<S>);
}

/**
 * Repeatable rows: a row with every field blank is skipped (spec §5: a row is kept if either of
 * its fields is filled), so an untouched "add row" never reaches the database.
 */
function rows<S extends z.ZodType<Record<string, unknown>>>(row: S) {
  return z
    .array(row, { error: () => 'Must be a list' })
    .max(MAX_ROWS, DEVELOPER_MSG.tooManyRows)
    .nullish()
    .transform((list) =>
      (list ?? []).filter((r) => Object.values(r).some((v) => v !== undefined && v !== null && v !== '')),
    );
}

const ZNamedRow = z.object({ name: optionalText(200), description: optionalText(2000) });

/** A team member's photo as the edit form sends it back: only its url identifies it. */
export const ZTeamImageRef = z.looseObject({ url: z.string().max(1000) });

export const ZDeveloperForm = z.object({
  name: requiredText(DEVELOPER_MSG.nameRequired, 200),
  description: requiredText(DEVELOPER_MSG.descriptionRequired, 10_000),
  website: optionalUrl(),
  foundedYear: ZFoundedYear,
  headquarters: objectOrEmpty(
    z.object(
      {
        city: requiredText(DEVELOPER_MSG.cityRequired, 100),
        state: requiredText(DEVELOPER_MSG.stateRequired, 100),
        country: optionalText(100).transform((v) => v ?? DEFAULT_COUNTRY),
      },
      { error: () => DEVELOPER_MSG.cityRequired },
    ),
  ),
  completedProjects: ZProjectCount,
  ongoingProjects: ZProjectCount,
  upcomingProjects: ZProjectCount,
  flagshipProjects: rows(ZNamedRow),
  team: rows(
    z.object({
      name: optionalText(200),
      designation: optionalText(200),
      image: ZTeamImageRef.nullish(),
    }),
  ),
  specializations: rows(ZNamedRow),
  contact: objectOrEmpty(
    z.object({ email: optionalEmail, phone: optionalPhone }, { error: () => 'Must be an object' }),
  ),
  socialMedia: objectOrEmpty(
    z.object(
      { facebook: optionalUrl(), twitter: optionalUrl(), linkedin: optionalUrl(), instagram: optionalUrl() },
      { error: () => 'Must be an object' },
    ),
  ),
  awards: rows(
    z.object({
      name: optionalText(200),
      year: ZFoundedYear,
      category: optionalText(200),
    }),
  ),
});
/**
 * POST /developers as a multipart form: the same fields as bracket fields (`headquarters[city]`,
 * `awards[0][year]`) or nested objects as JSON text, with a logo and team photos (in team order).
 */
export const ZDeveloperUpload = ZDeveloperForm.extend({
  logo: filePart('Square logo image, at most 5 MB').optional(),
  teamPhotos: z.array(filePart('A team member’s photo, at most 5 MB')).max(MAX_TEAM_PHOTOS).optional(),
});

/** PUT /developers/{id}/logo. */
export const ZLogoUpload = z.object({ logo: filePart('Square logo image, at most 5 MB') });

/** What the form holds (numbers may still be text). */
export type TDeveloperFormInput = z.input<typeof ZDeveloperForm>;
/** The form after parsing: trimmed, blank rows dropped, numbers read. */
export type TDeveloperForm = z.output<typeof ZDeveloperForm>;

const nullableText = z.string().nullable();

/** A developer (builder) as the API answers it (admin spec §3), with its live listing count. */
export const ZDeveloper = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    website: nullableText,
    foundedYear: z.number().nullable(),
    logo: ZImageRef.nullable(),
    headquarters: z.object({ city: z.string(), state: z.string(), country: z.string() }),
    completedProjects: z.number(),
    ongoingProjects: z.number(),
    upcomingProjects: z.number(),
    flagshipProjects: z.array(z.object({ name: z.string(), description: z.string() })),
    team: z.array(z.object({ name: z.string(), designation: z.string(), image: ZImageRef.nullable() })),
    specializations: z.array(z.object({ name: z.string(), description: z.string() })),
    contact: z.object({ email: nullableText, phone: nullableText }),
    socialMedia: z.object({
      facebook: nullableText,
      twitter: nullableText,
      linkedin: nullableText,
      instagram: nullableText,
    }),
    awards: z.array(z.object({ name: z.string(), year: z.number().nullable(), category: z.string() })),
    listingCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Developer' });
export type TDeveloper = z.infer<typeof ZDeveloper>;

const queryText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

/** GET /developers filters (admin spec §2.8); page and limit are optional, the client pages. */
export const ZDeveloperListQuery = z.object({
  search: queryText,
  city: queryText,
  state: queryText,
  country: queryText,
  minYear: queryInt(0, 9999),
  maxYear: queryInt(0, 9999),
  minProjects: queryInt(0, MAX_COUNT),
  maxProjects: queryInt(0, MAX_COUNT),
  specialization: queryText,
  page: queryInt(1, 1_000_000),
  limit: queryInt(1, 100),
});
export type TDeveloperListQuery = z.output<typeof ZDeveloperListQuery>;
