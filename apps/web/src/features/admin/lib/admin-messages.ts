import { HttpError } from '../../../lib/http-client';

/** The admin screens' failure texts (admin spec §8) and the few this project adds. */
export const ADMIN_ERRORS = {
  loadDashboard: 'Failed to load dashboard data. Please try again later.',
  fetchUsers: 'Failed to fetch users',
  loadUsers: 'Failed to load users. Please try again later.',
  updateUser: 'Failed to update user',
  deleteUser: 'Failed to delete user',
  verifyAgent: 'Failed to verify agent',
  fetchProperties: 'Failed to fetch properties',
  loadProperties: 'Failed to load properties. Please try again later.',
  deleteProperty: 'Failed to delete property',
  loadContacts: 'Failed to load contact requests. Please try again later.',
  updateContact: 'Failed to update contact status',
  deleteContact: 'Failed to delete contact request',
  loadAgents: 'Failed to load agents',
  deleteAgent: 'Failed to delete agent',
  updateAgentStatus: 'Failed to update agent status',
  createAgent: 'Failed to create agent',
  loadUser: 'Failed to load user',
  loadEnquiries: 'Failed to load enquiries. Please try again later.',
  updateEnquiry: 'Failed to update enquiry',
  deleteEnquiry: 'Failed to delete enquiry',
  loadSettings: 'Failed to load settings. Please try again later.',
  saveSettings: 'Failed to save settings',
} as const;

export const ADMIN_EMPTY = {
  users: 'No users found',
  properties: 'No properties found',
  contacts: 'No contacts found',
  agents: 'No agents found',
  enquiries: 'No enquiries found',
  recentUsers: 'No recent users found',
  recentProperties: 'No recent properties found',
  recentContacts: 'No recent contacts found',
} as const;

/** Statuses where the server's message names a rule the admin ran into (self-delete, last admin...). */
const RULE_STATUSES = new Set([400, 403, 404, 409]);

/**
 * The spec's fixed failure text, followed by the server's reason when it names a rule the admin
 * can act on: 'Failed to delete user. You cannot delete your own account'. Faults and network
 * errors give the fixed text alone.
 */
export function failureNotice(
  err: unknown,
  fallback: string,
  /** The page's language (admin-words.ts): each text said in it, and its sentence break ('। '). */
  say: (text: string) => string = (text) => text,
  separator = '. ',
): string {
  if (err instanceof HttpError && RULE_STATUSES.has(err.status) && err.body?.message) {
    const reason = err.body.message.trim();
    if (reason && reason !== fallback) return `${say(fallback)}${separator}${say(reason)}`;
  }
  return say(fallback);
}

/** The server's message when it sent one (spec: 'server message or ...'), else the fallback. */
export function serverMessageOr(err: unknown, fallback: string): string {
  if (err instanceof HttpError && err.status !== 422 && err.body?.message) return err.body.message;
  return fallback;
}
