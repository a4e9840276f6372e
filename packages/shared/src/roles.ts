export const ROLES = ['buyer', 'agent', 'admin'] as const;
export type TRole = (typeof ROLES)[number];

/** Roles a visitor may choose on the Register page; admins are made by admins or the CLI. */
export const REGISTER_ROLES = ['buyer', 'agent'] as const;
export type TRegisterRole = (typeof REGISTER_ROLES)[number];

export const ROLE_LABELS: Record<TRole, string> = {
  buyer: 'Buyer',
  agent: 'Real Estate Agent',
  admin: 'Admin',
};
