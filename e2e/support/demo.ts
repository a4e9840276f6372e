/** Demo logins loaded with the demo data (README lists them too). */
export const DEMO = {
  admin: { email: 'admin@nivaas.in', password: 'Admin@123' },
  agent: { email: 'agent1@nivaas.in', password: 'Agent@123' },
  buyer: { email: 'buyer1@nivaas.in', password: 'Buyer@123' },
} as const;

/**
 * A page not translated yet (English only: no language switch, /hi/… leads to it): the journeys'
 * one example, changed here when the page joins the Hindi pages.
 */
export const UNTRANSLATED_PAGE = '/properties/in/nashik/gangapur-road';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.in`;
}
