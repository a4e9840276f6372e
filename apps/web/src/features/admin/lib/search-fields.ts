import type { TAdminContact, TAdminProperty } from '@nivaas/shared/admin';
import type { TUser } from '@nivaas/shared/auth';
import { ENQUIRY_KIND_LABELS, type TEnquiry } from '@nivaas/shared/enquiry';
import type { TSearchField } from './client-list';

/** What each admin search box looks in (admin spec §5 'Search in admin lists'). */

/** Properties by title, agent name, city, type. */
export const propertySearchFields = (p: TAdminProperty): TSearchField[] => [
  p.title,
  p.agent?.name,
  p.address.city,
  p.type,
];

/** Contacts by user name, property title, agent name, status. */
export const contactSearchFields = (c: TAdminContact): TSearchField[] => [
  c.user?.name,
  c.property?.title,
  contactAgentName(c),
  c.status,
];

/** Agents by name, email, license number. */
export const agentSearchFields = (u: TUser): TSearchField[] => [u.name, u.email, u.licenseNumber];

/** Users (not named by the spec): name, email, mobile, role, occupation. */
export const userSearchFields = (u: TUser): TSearchField[] => [
  u.name,
  u.email,
  u.mobile,
  u.role,
  u.occupation,
];

/** Enquiries: sender, email, phone, subject, message, kind. */
export const enquirySearchFields = (e: TEnquiry): TSearchField[] => [
  e.name,
  e.email,
  e.phone,
  e.subject,
  e.message,
  ENQUIRY_KIND_LABELS[e.kind],
];

/** The agent of a contact request: the request's own, else the listing's. */
export function contactAgentName(c: TAdminContact): string | undefined {
  return c.agent?.name ?? c.property?.agent?.name;
}
