import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { sayKnown } from '../../../lib/i18n/known-messages';
import type { TSays } from '../../../lib/i18n/says';
import type { TEnquiryKind } from '@nivaas/shared/enquiry';
import type { TReportReason } from '@nivaas/shared/listing-report';
import type { TRole } from '@nivaas/shared/roles';
import { MODERATION_ERRORS } from '../api/get-report-queue';
import { ADMIN_EMPTY, ADMIN_ERRORS, failureNotice, serverMessageOr } from './admin-messages';
import { ADMIN_ROLE_LABELS, statusLabel } from './status-colors';

/** 'Could not update the RERA check': the properties screen's own failure text. */
export const RERA_CHECK_FAILED = 'Could not update the RERA check';
/** 'Enquiry deleted': the enquiries screen's notice. */
export const ENQUIRY_DELETED = 'Enquiry deleted';

/**
 * The admin screens' texts made in their own code (the spec's failure and empty texts, which stay
 * English where they are made, and their tests): said in the page's language where a screen shows
 * them. The shared schemas' and the server's texts (ADMIN_MSG, the moderation's, settings') are
 * said by `sayKnown`, from the shared table of API messages.
 */
const EXACT = new Map<string, MessageDescriptor>([
  [ADMIN_ERRORS.loadDashboard, msg`Failed to load dashboard data. Please try again later.`],
  [ADMIN_ERRORS.fetchUsers, msg`Failed to fetch users`],
  [ADMIN_ERRORS.loadUsers, msg`Failed to load users. Please try again later.`],
  [ADMIN_ERRORS.updateUser, msg`Failed to update user`],
  [ADMIN_ERRORS.deleteUser, msg`Failed to delete user`],
  [ADMIN_ERRORS.verifyAgent, msg`Failed to verify agent`],
  [ADMIN_ERRORS.fetchProperties, msg`Failed to fetch properties`],
  [ADMIN_ERRORS.loadProperties, msg`Failed to load properties. Please try again later.`],
  [ADMIN_ERRORS.deleteProperty, msg`Failed to delete property`],
  [ADMIN_ERRORS.loadContacts, msg`Failed to load contact requests. Please try again later.`],
  [ADMIN_ERRORS.updateContact, msg`Failed to update contact status`],
  [ADMIN_ERRORS.deleteContact, msg`Failed to delete contact request`],
  [ADMIN_ERRORS.loadAgents, msg`Failed to load agents`],
  [ADMIN_ERRORS.deleteAgent, msg`Failed to delete agent`],
  [ADMIN_ERRORS.updateAgentStatus, msg`Failed to update agent status`],
  [ADMIN_ERRORS.createAgent, msg`Failed to create agent`],
  [ADMIN_ERRORS.loadUser, msg`Failed to load user`],
  [ADMIN_ERRORS.loadEnquiries, msg`Failed to load enquiries. Please try again later.`],
  [ADMIN_ERRORS.updateEnquiry, msg`Failed to update enquiry`],
  [ADMIN_ERRORS.deleteEnquiry, msg`Failed to delete enquiry`],
  [ADMIN_ERRORS.loadSettings, msg`Failed to load settings. Please try again later.`],
  [ADMIN_ERRORS.saveSettings, msg`Failed to save settings`],
  [ADMIN_EMPTY.users, msg`No users found`],
  [ADMIN_EMPTY.properties, msg`No properties found`],
  [ADMIN_EMPTY.contacts, msg`No contacts found`],
  [ADMIN_EMPTY.agents, msg`No agents found`],
  [ADMIN_EMPTY.enquiries, msg`No enquiries found`],
  [ADMIN_EMPTY.recentUsers, msg`No recent users found`],
  [ADMIN_EMPTY.recentProperties, msg`No recent properties found`],
  [ADMIN_EMPTY.recentContacts, msg`No recent contacts found`],
  [MODERATION_ERRORS.loadQueue, msg`Failed to load reports. Please try again later.`],
  [MODERATION_ERRORS.loadHidden, msg`Failed to load hidden listings. Please try again later.`],
  [MODERATION_ERRORS.action, msg`Failed to update the listing`],
  [RERA_CHECK_FAILED, msg`Could not update the RERA check`],
  [ENQUIRY_DELETED, msg`Enquiry deleted`],
]);

/** Contact requests' and enquiries' statuses (the selects, the notices, the dialog). */
const STATUS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  contacted: msg`Contacted`,
  completed: msg`Completed`,
  new: msg`New`,
  'in-progress': msg`In progress`,
  closed: msg`Closed`,
};
const ROLE: Record<TRole, MessageDescriptor> = { buyer: msg`Buyer`, agent: msg`Agent`, admin: msg`Admin` };
const KIND: Record<TEnquiryKind, MessageDescriptor> = {
  contact: msg`Contact form`,
  loan: msg`Home loan application`,
  'design-team': msg`Design team application`,
  lawyer: msg`Lawyer application`,
  movers: msg`Packers and movers request`,
};
/** How a buyer asked to be contacted; WhatsApp is a brand, the same in every language. */
const METHOD: Record<string, MessageDescriptor> = { email: msg`Email`, phone: msg`Phone` };
/** The report dialog's reasons, as the detail page says them. */
const REASON: Record<TReportReason, MessageDescriptor> = {
  fake: msg`Fake or fraud`,
  sold: msg`Already sold or rented`,
  'wrong-price': msg`Wrong price`,
  'wrong-photos': msg`Wrong photos`,
  duplicate: msg`Duplicate of another listing`,
  other: msg`Something else`,
};
/** The enquiry forms' details (the enquiry dialog's rows). */
const DETAIL: Record<string, MessageDescriptor> = {
  loanAmount: msg`Loan amount`,
  tenureYears: msg`Tenure years`,
  interestRate: msg`Interest rate`,
  city: msg`City`,
  experienceYears: msg`Experience years`,
  specialty: msg`Specialty`,
  portfolio: msg`Portfolio`,
  barCouncilId: msg`Bar council id`,
  practiceAreas: msg`Practice areas`,
  fromCity: msg`From city`,
  toCity: msg`To city`,
  moveDate: msg`Move date`,
  plan: msg`Plan`,
};

/**
 * Words another part says with another sense ('From' is the area converter's unit 'इकाई से', 'View'
 * the listing's 'कैसे देखें', 'Creating...' a listing's 'डाली जा रही है...', 'Listed' a card's 'डाली गई'): the catalog is keyed by
 * the English, one Hindi per English, so these are a one-branch select with the same English.
 */
export const SAME_ENGLISH = {
  /** The enquiry's sender. */
  from: msg({ message: '{row, select, other {From}}' }),
  /** A listing's page, from the row menu. */
  view: msg({ message: '{action, select, other {View}}' }),
  /** An agent's account being made. */
  creating: msg({ message: '{account, select, other {Creating...}}' }),
  /** A listing the public sees (the moderation's badge; elsewhere 'Listed' is 'डाली गई', posted). */
  listed: msg({ message: '{state, select, other {Listed}}' }),
};

/** An admin text in the page's language: its catalog message, else the shared table's, else as it came. */
export function sayAdmin(i18n: TSays, text: string): string {
  if (i18n.locale === 'en') return text;
  const known = EXACT.get(text);
  const said = known && i18n._(known);
  return said && said !== text ? said : sayKnown(i18n, text);
}

/**
 * The admin screens' way of saying texts: `say` (above), `failure` (the spec's failure text with
 * the server's reason, both in the page's language) and `serverOr` (the server's message, else
 * the failure text).
 */
export function useAdminWords() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const say = ((text: string | null | undefined) =>
      text ? sayAdmin(i18n, text) : (text ?? undefined)) as {
      (text: string): string;
      (text: string | null | undefined): string | undefined;
    };
    const of = (table: Record<string, MessageDescriptor>, key: string, english: string) => {
      const message = table[key];
      return message ? i18n._(message) : english;
    };
    return {
      say,
      /** 'in-progress' → 'In progress' (a value not known: as statusLabel writes it). */
      status: (status: string) => of(STATUS, status, statusLabel(status)),
      role: (role: string) => of(ROLE, role, ADMIN_ROLE_LABELS[role as TRole] ?? role),
      kind: (kind: string) => of(KIND, kind, kind),
      method: (method: string) =>
        of(METHOD, method, method === 'whatsapp' ? 'WhatsApp' : statusLabel(method)),
      reason: (reason: string) => of(REASON, reason, reason),
      /** A detail of an enquiry's form, by its key ('loanAmount' → 'Loan amount'). */
      detail: (key: string) =>
        of(DETAIL, key, statusLabel(key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())),
      failure: (err: unknown, fallback: string) =>
        failureNotice(err, fallback, say, i18n.locale === 'en' ? '. ' : '। '),
      serverOr: (err: unknown, fallback: string) => say(serverMessageOr(err, fallback)),
    };
  }, [i18n]);
}

/** For the tests: every text this module knows, in English. */
export const ADMIN_KNOWN_FOR_TEST = new Set(EXACT.keys());
