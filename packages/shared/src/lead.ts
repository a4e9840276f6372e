import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { queryInt } from './zod-helpers';

/** A person beside a lead: the buyer who asked, or the listing's agent. */
const ZLeadPerson = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
});

/** A contact request as the agent's leads screen shows it (API.md 'Contact requests'). */
export const ZLead = z
  .object({
    _id: z.string(),
    user: ZLeadPerson.nullable(),
    agent: ZLeadPerson.nullable(),
    property: z
      .object({ _id: z.string(), title: z.string(), price: z.number(), city: z.string() })
      .nullable(),
    contactMethod: z.string(),
    message: z.string(),
    status: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Lead' });
export type TLead = z.infer<typeof ZLead>;

/** GET /agent/contacts: newest first, a page at a time. */
export const ZLeadsQuery = z.object({
  page: queryInt(1, 100_000).transform((v) => v ?? 1),
  limit: queryInt(1, MAX_PAGE_SIZE).transform((v) => v ?? DEFAULT_PAGE_SIZE),
});
