import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { LOCALES } from './locale';
import { isAgentReraNumber, reraNumberMessage } from './rera';
import { REGISTER_ROLES, ROLES } from './roles';
import { filePart, optionalText, requiredText } from './zod-helpers';

export const ZEmail = requiredText('Email is required', 254)
  .pipe(z.email('Please enter a valid email'))
  .transform((v) => v.toLowerCase());

export const ZLoginRequest = z
  .object({
    email: ZEmail,
    password: z
      .string({ error: () => 'Password is required' })
      .min(1, 'Password is required')
      .max(200, 'Password is too long'),
  })
  // Request examples are `x-examples` (named, for the API document): zod drops `examples` from the
  // input side of a schema that transforms.
  .meta({
    'x-examples': {
      buyer: { summary: 'A demo buyer', value: { email: 'buyer1@nivaas.in', password: 'Buyer@123' } },
    },
  });
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** A password being chosen (register, change, reset): the spec's minimum and its texts. */
export const ZNewPassword = z
  .string({ error: () => 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password is too long');

export const ZRegisterRequest = z
  .object({
    name: requiredText('Name is required', 100),
    email: ZEmail,
    password: ZNewPassword,
    role: z.enum(REGISTER_ROLES, { error: 'Please choose Buyer or Real Estate Agent' }),
    mobile: optionalText(20).refine((v) => v === undefined || /^[+0-9 ()-]{7,20}$/.test(v), {
      message: 'Please enter a valid mobile number',
    }),
    occupation: optionalText(100),
  })
  .meta({
    'x-examples': {
      buyer: {
        summary: 'A buyer',
        value: {
          name: 'Priya Kulkarni',
          email: 'priya@example.in',
          password: 'a-long-password',
          role: 'buyer',
          mobile: '+91 98220 12345',
          occupation: 'Architect',
        },
      },
    },
  });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZImageRef = z.object({
  _id: z.string(),
  url: z.string(),
  publicId: z.string(),
  variants: z.object({ small: z.string(), medium: z.string(), large: z.string() }).optional(),
});
export type TImageRef = z.infer<typeof ZImageRef>;

/** A user as the API answers it (never with a password hash). */
export const ZUser = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    mobile: z.string().nullable(),
    phone: z.string().nullable(),
    occupation: z.string().nullable(),
    avatar: z.string().nullable(),
    company: z.string().nullable(),
    licenseNumber: z.string().nullable(),
    specializations: z.array(z.string()),
    isVerified: z.boolean(),
    active: z.boolean(),
    createdAt: z.string(),
  })
  .meta({
    id: 'User',
    examples: [
      {
        _id: '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b',
        id: '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b',
        name: 'Priya Kulkarni',
        email: 'priya@example.in',
        role: 'buyer',
        mobile: '+91 98220 12345',
        phone: '+91 98220 12345',
        occupation: 'Architect',
        avatar: null,
        company: null,
        licenseNumber: null,
        specializations: [],
        isVerified: false,
        active: true,
        createdAt: '2025-01-15T09:30:00.000Z',
      },
    ],
  });
export type TUser = z.infer<typeof ZUser>;

/**
 * The signed-in user's own object (/auth/me, login, register; public-site §3): with the ids of
 * their favourite properties and of the properties they viewed, newest first.
 */
export const ZCurrentUser = ZUser.extend({
  favorites: z.array(z.string()),
  recentlyViewed: z.array(z.string()),
  /** The owner opened the confirmation link sent to `email` (until then an agent cannot publish). */
  emailConfirmed: z.boolean(),
  /** The site's language the user chose ('en' or 'hi'; issue 19), null until they choose one. */
  preferredLanguage: z.enum(LOCALES).nullable(),
}).meta({ id: 'CurrentUser' });
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** What login and register answer: the session's token and the signed-in user (API.md 'Envelope'). */
export const ZAuthAnswer = z.object({ success: z.literal(true), token: z.string(), user: ZCurrentUser });
export type TAuthResponse = z.infer<typeof ZAuthAnswer>;

/** The message of a language the site does not have. */
export const PREFERRED_LANGUAGE_MESSAGE = 'Language must be en (English) or hi (Hindi)';

/** A user's language in a profile update: 'en' or 'hi'; null forgets the choice. */
export const ZPreferredLanguage = z.enum(LOCALES, { error: PREFERRED_LANGUAGE_MESSAGE }).nullable();

/**
 * PUT /auth/me: the registration rules for the fields a user may change about themselves. A field
 * left out keeps its value; a blank (or null) mobile or occupation clears it. `avatar: null` removes
 * the avatar (JSON); a multipart form sends `removeAvatar=true` or a new `avatar` file. Anything
 * else the user object carries (email, role, the avatar's URL …) is read-only and ignored.
 */
export const ZProfileUpdate = ZRegisterRequest.pick({ name: true, mobile: true, occupation: true })
  .partial({ name: true })
  .extend({
    removeAvatar: z
      .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Must be true or false' })
      .optional()
      .transform((v) => v === true || v === 'true'),
    avatar: z.string().nullish(),
    /** An agent's RERA licence (ignored for other roles); blank clears it. */
    licenseNumber: optionalText(50).refine((v) => v === undefined || isAgentReraNumber(v), {
      message: reraNumberMessage(),
    }),
    /** The site's language the user reads ('en' or 'hi'); null forgets it. */
    preferredLanguage: ZPreferredLanguage.optional(),
  });
export type TProfileUpdateInput = z.input<typeof ZProfileUpdate>;

/** The multipart form of PUT /auth/me: the same fields, and the new avatar as a file. */
export const ZProfileForm = ZProfileUpdate.omit({ avatar: true }).extend({
  avatar: filePart('A JPEG, PNG, WebP, AVIF or GIF image, at most 5 MB').optional(),
});
