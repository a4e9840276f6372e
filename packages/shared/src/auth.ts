import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { REGISTER_ROLES, ROLES } from './roles';
import { optionalText, requiredText } from './zod-helpers';

export const ZEmail = requiredText('Email is required', 254)
  .pipe(z.email('Please enter a valid email'))
  .transform((v) => v.toLowerCase());

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: () => 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password is too long'),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({
  name: requiredText('Name is required', 100),
  email: ZEmail,
  password: z
    .string({ error: () => 'Password is required' })
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password is too long'),
  role: z.enum(REGISTER_ROLES, { error: 'Please choose Buyer or Real Estate Agent' }),
  mobile: optionalText(20).refine((v) => v === undefined || /^[+0-9 ()-]{7,20}$/.test(v), {
    message: 'Please enter a valid mobile number',
  }),
  occupation: optionalText(100),
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
export const ZUser = z.object({
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
});
export type TUser = z.infer<typeof ZUser>;

/**
 * The signed-in user's own object (/auth/me, login, register; public-site §3): with the ids of
 * their favourite properties and of the properties they viewed, newest first.
 */
export const ZCurrentUser = ZUser.extend({
  favorites: z.array(z.string()),
  recentlyViewed: z.array(z.string()),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZAuthResponse = z.object({ success: z.literal(true), token: z.string(), user: ZCurrentUser });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;
