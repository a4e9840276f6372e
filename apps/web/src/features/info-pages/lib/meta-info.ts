import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type TMeta = { title: MessageDescriptor; description: MessageDescriptor };

/** The titles and descriptions of the pages of the info part (info-page-meta.ts). */
export const INFO_META = {
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
} as const satisfies Record<string, TMeta>;
