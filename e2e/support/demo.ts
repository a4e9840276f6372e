/** Demo logins loaded with the demo data (README lists them too). */
export const DEMO = {
  admin: { email: 'admin@nivaas.in', password: 'Admin@123' },
  agent: { email: 'agent1@nivaas.in', password: 'Agent@123' },
  buyer: { email: 'buyer1@nivaas.in', password: 'Buyer@123' },
} as const;

/**
 * An address with no Hindi version (/hi/… leads to it): every page of the site is translated now,
 * so the journeys' one example is an address with no page.
 */
export const UNTRANSLATED_PAGE = '/nowhere';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.in`;
}
