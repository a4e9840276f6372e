import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type TInfoPageMeta = { title: MessageDescriptor; description: MessageDescriptor };

/**
 * The information pages' titles and descriptions (the tab's and the search result's), by English
 * path: the pages say them (usePageTitle) and the server writes them into each page's HTML in its
 * language (prerender/static-page-meta.ts).
 */
export const INFO_PAGE_META = {
  '/about': {
    title: msg`About Nivaas`,
    description: msg`Nivaas is an Indian property marketplace built around verified listings, honest prices in rupees and agents you can check.`,
  },
  '/contact': {
    title: msg`Contact Us`,
    description: msg`Call, email or write to Nivaas support. We reply to every message within 24 hours.`,
  },
  '/help': {
    title: msg`Help Center`,
    description: msg`Answers for buyers, tenants, owners and agents on Nivaas, and a way to ask your own question.`,
  },
  '/privacy-policy': {
    title: msg`Privacy Policy`,
    description: msg`What personal data Nivaas collects, why, who we share it with and your rights under Indian law.`,
  },
  '/terms': {
    title: msg`Terms and Conditions`,
    description: msg`The terms of using Nivaas: accounts, listings, fees, support and liability.`,
  },
  '/career': {
    title: msg`Careers`,
    description: msg`Join Nivaas: open positions in engineering, property verification, home loans and support.`,
  },
  '/trust': {
    title: msg`Trust and Safety`,
    description: msg`How Nivaas verifies agents and listings, the warning signs of property fraud, and how to report it.`,
  },
  '/how-we-work': {
    title: msg`How We Work`,
    description: msg`From a verified listing to moving in: how Nivaas works for buyers, tenants, owners and agents.`,
  },
  '/lawyer-consultancy': {
    title: msg`Legal Consultancy`,
    description: msg`Property lawyers for title search, agreements, RERA complaints and tenancy, with a free 30-minute consultation.`,
  },
  '/packers-and-movers': {
    title: msg`Packers and Movers`,
    description: msg`Verified packers and movers at fixed prices: Basic ₹ 5,000, Standard ₹ 10,000, Premium ₹ 18,000.`,
  },
  '/interior-design': {
    title: msg`Design Studio: Architecture and Interior Design`,
    description: msg`Architects and interior designers for homes and offices across India: a free consultation, fixed quotes and stage-wise payments.`,
  },
} as const satisfies Record<string, TInfoPageMeta>;

export type TInfoPath = keyof typeof INFO_PAGE_META;
