import { z } from 'zod';
import { ZUser } from './auth';
import { ADMIN_DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { ZPagination } from './envelope';
import { ZPropertyAgent, ZPropertyCard } from './property-answer';
import { queryInt } from './zod-helpers';

const ZSearchText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

/** GET /admin/properties: everything by default (the screen pages on the client); page/limit/search optional. */
export const ZAdminPropertiesQuery = z.object({
  search: ZSearchText,
  page: queryInt(1, 1_000_000),
  limit: queryInt(1, 500),
});

/** GET /admin/agents: a page of agents (an agent picker, the Agents screen), searchable by name, email or licence. */
export const ZAdminAgentsQuery = z.object({
  search: ZSearchText,
  page: queryInt(1, 1_000_000).transform((v) => v ?? 1),
  limit: queryInt(1, MAX_PAGE_SIZE).transform((v) => v ?? ADMIN_DEFAULT_PAGE_SIZE),
});
export type TAdminAgentsQuery = z.input<typeof ZAdminAgentsQuery>;

/** An agent in GET /admin/agents: `photo` is the avatar URL; `listingCount` counts every listing, hidden ones too. */
export const ZAdminAgent = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  mobile: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  isVerified: z.boolean(),
  active: z.boolean(),
  listingCount: z.number().int(),
  createdAt: z.string(),
});
export type TAdminAgent = z.infer<typeof ZAdminAgent>;

export const ZAdminAgentsResponse = z.object({
  success: z.literal(true),
  data: z.array(ZAdminAgent),
  pagination: ZPagination,
});
export type TAdminAgentsResponse = z.infer<typeof ZAdminAgentsResponse>;

const ZPersonRef = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  avatar: z.string().nullable(),
});

/**
 * A listing in the admin tables (admin spec §3): what its card (ZPropertyCard, the same every list
 * answers) holds of what those tables show.
 */
const card = ZPropertyCard.shape;
export const ZAdminProperty = ZPropertyCard.pick({
  _id: true,
  title: true,
  type: true,
  status: true,
  price: true,
  featured: true,
  createdAt: true,
}).extend({
  images: z.array(card.images.element.pick({ _id: true, url: true })),
  address: card.address.pick({ city: true, state: true, locality: true }),
  agent: ZPropertyAgent.pick({ _id: true, name: true, avatar: true, photo: true })
    .extend({ email: ZPropertyAgent.shape.email.optional() })
    .nullable(),
  developer: card.developer.unwrap().pick({ _id: true, name: true }).nullable(),
  rera: card.rera,
  /** The admin who checked the RERA number (null: not checked, or that admin is gone). */
  reraCheckedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type TAdminProperty = z.infer<typeof ZAdminProperty>;

/** A contact request in the admin table (admin spec §3). */
export const ZAdminContact = z
  .object({
    _id: z.string(),
    user: ZPersonRef.nullable(),
    property: z
      .object({ _id: z.string(), title: z.string(), price: z.number(), agent: ZPersonRef.nullable() })
      .nullable(),
    agent: ZPersonRef.nullable(),
    contactMethod: z.string(),
    message: z.string(),
    status: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminContact' });
export type TAdminContact = z.infer<typeof ZAdminContact>;

/** GET /admin/stats. */
export const ZAdminStats = z.object({
  counts: z.object({ users: z.number(), agents: z.number(), properties: z.number(), contacts: z.number() }),
  recent: z.object({
    users: z.array(ZUser),
    properties: z.array(ZAdminProperty),
    contacts: z.array(ZAdminContact),
  }),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/** Texts of the admin calls, for the server's answers and the screens' notices. */
export const ADMIN_MSG = {
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  lastAdmin: 'The last active admin cannot be demoted, deactivated or deleted',
  onlyAgentsVerified: 'Only agents can be verified',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  agentVerified: 'Agent verified successfully',
  userActivated: 'User activated',
  userDeactivated: 'User deactivated',
  propertyDeleted: 'Property deleted successfully',
  reraChecked: 'RERA number marked checked',
  reraUnchecked: 'RERA check removed',
  noReraNumber: 'This listing has no RERA number',
  contactUpdated: 'Contact request updated',
  contactDeleted: 'Contact request deleted',
  openContactExists: 'This user already has an open request for this property',
} as const;
