import { z } from 'zod';
import { ZEmail } from './auth';
import { PASSWORD_MIN_LENGTH } from './constants';
import { ZDeleted } from './envelope';
import { isAgentReraNumber, reraNumberMessage } from './rera';
import { ROLES } from './roles';
import { optionalText, requiredText } from './zod-helpers';

export const ADMIN_USER_MSG = {
  nameRequired: 'Name is required',
  roleRequired: 'Please choose a role',
  invalidMobile: 'Please enter a valid mobile number',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  noUserSelected: 'No user selected for editing',
  activeRequired: 'Active must be true or false',
} as const;

const MOBILE_RE = /^[+0-9 ()-]{7,20}$/;

const ZRole = z.enum(ROLES, { error: () => ADMIN_USER_MSG.roleRequired });
const ZMobile = optionalText(20).refine((v) => v === undefined || MOBILE_RE.test(v), {
  message: ADMIN_USER_MSG.invalidMobile,
});

/**
 * Text the Edit User form may clear: absent keeps the stored value, blank or null clears it.
 * (optionalText cannot tell "absent" from "cleared"; an edit must.)
 */
function clearableText(max: number, check?: { test: (v: string) => boolean; message: string }) {
  return z
    .string({ error: () => 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((v) => !check || v === '' || check.test(v), { message: check?.message })
    .nullish()
    .transform((v): string | null | undefined => (v === undefined ? undefined : v || null));
}

/** A list of specializations: an array, or one comma-joined text as a plain input sends it. */
export const ZSpecializationList = z
  .union([z.array(z.string().max(100, 'Must be at most 100 characters')), z.string().max(2000)], {
    error: () => 'Must be a list of text',
  })
  .transform((v) => {
    const items = (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
    return [...new Set(items)];
  })
  .pipe(z.array(z.string()).max(20, 'At most 20 specializations'));

/** POST /admin/users: an admin creates a user of any role (the Add New Agent screen). */
export const ZAdminUserCreate = z.object({
  name: requiredText(ADMIN_USER_MSG.nameRequired, 100),
  email: ZEmail,
  password: z
    .string({ error: () => 'Password is required' })
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, ADMIN_USER_MSG.passwordShort)
    .max(200, 'Password is too long'),
  role: ZRole,
  mobile: ZMobile,
  occupation: optionalText(100),
  company: optionalText(200),
  licenseNumber: optionalText(50).refine((v) => v === undefined || isAgentReraNumber(v), {
    message: reraNumberMessage(),
  }),
  specializations: ZSpecializationList.optional(),
  isVerified: z.boolean({ error: () => 'Must be true or false' }).optional(),
});
export type TAdminUserCreateInput = z.input<typeof ZAdminUserCreate>;
export type TAdminUserCreate = z.output<typeof ZAdminUserCreate>;

/** PUT /admin/users/{id}: the Edit User form (§5: name, email and role required). */
export const ZAdminUserUpdate = z.object({
  name: requiredText(ADMIN_USER_MSG.nameRequired, 100),
  email: ZEmail,
  role: ZRole,
  mobile: clearableText(20, { test: (v) => MOBILE_RE.test(v), message: ADMIN_USER_MSG.invalidMobile }),
  occupation: clearableText(100),
  company: clearableText(200),
  licenseNumber: clearableText(50, { test: isAgentReraNumber, message: reraNumberMessage() }),
  specializations: ZSpecializationList.optional(),
});
export type TAdminUserUpdateInput = z.input<typeof ZAdminUserUpdate>;
export type TAdminUserUpdate = z.output<typeof ZAdminUserUpdate>;

/** PATCH /admin/users/{id}/status: the Agents screen sends the opposite of the current value. */
export const ZUserStatusRequest = z.object({
  active: z.boolean({ error: () => ADMIN_USER_MSG.activeRequired }),
});
export type TUserStatusRequest = z.infer<typeof ZUserStatusRequest>;

/** GET /admin/users?role=agent; a blank role means all. */
export const ZAdminUsersQuery = z.object({
  role: z
    .union([z.literal(''), ZRole])
    .optional()
    .transform((v) => v || undefined),
});

/** DELETE /admin/users/{id}: the id removed, and how many of their listings went with them. */
export const ZDeletedUser = ZDeleted.extend({
  deletedProperties: z.number().int().describe('How many of their listings went with them'),
});
