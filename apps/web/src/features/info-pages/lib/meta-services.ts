import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type TMeta = { title: MessageDescriptor; description: MessageDescriptor };

/** The titles and descriptions of the services' pages (their own part; info-page-meta.ts). */
export const SERVICES_META = {
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
} as const satisfies Record<string, TMeta>;
