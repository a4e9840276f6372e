import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type TMeta = { title: MessageDescriptor; description: MessageDescriptor };

/** The legal pages' titles and descriptions (the legal part; info-page-meta.ts). */
export const LEGAL_META = {
  '/privacy-policy': {
    title: msg`Privacy Policy`,
    description: msg`What personal data Nivaas collects, why, who we share it with and your rights under Indian law.`,
  },
  '/terms': {
    title: msg`Terms and Conditions`,
    description: msg`The terms of using Nivaas: accounts, listings, fees, support and liability.`,
  },
} as const satisfies Record<string, TMeta>;
