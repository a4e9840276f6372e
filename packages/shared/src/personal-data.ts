import { z } from 'zod';
import { ZUser } from './auth';

/** Texts of 'Your data' (DPDP Act 2023: access and erasure), for the server and the web app. */
export const DATA_MSG = {
  confirmDeleteRequired: 'Type DELETE to confirm',
  accountDeleted: 'Your account has been deleted.',
  erased: 'The personal data of this user has been erased.',
} as const;

/** DELETE /auth/me: the word typed in the confirmation (an account made by phone has no password). */
export const ZDeleteAccountRequest = z.object({
  confirm: z.string({ error: () => DATA_MSG.confirmDeleteRequired }).refine((v) => v.trim() === 'DELETE', {
    message: DATA_MSG.confirmDeleteRequired,
  }),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

const ZListingRef = z.object({ propertyId: z.string(), title: z.string() });

/** Everything kept about one person, as 'Download my data' answers it (dates as ISO text). */
export const ZDataExport = z
  .object({
    exportedAt: z.string(),
    profile: ZUser,
    favorites: z.array(ZListingRef.extend({ savedAt: z.string() })),
    recentlyViewed: z.array(ZListingRef.extend({ viewedAt: z.string() })),
    enquiriesSent: z.array(
      ZListingRef.extend({
        contactMethod: z.string(),
        message: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    leadsReceived: z.array(
      ZListingRef.extend({
        fromName: z.string(),
        fromEmail: z.string(),
        contactMethod: z.string(),
        message: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    listings: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        status: z.string(),
        price: z.number(),
        city: z.string(),
        locality: z.string(),
        createdAt: z.string(),
      }),
    ),
    forms: z.array(
      z.object({
        kind: z.string(),
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        subject: z.string().nullable(),
        message: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    /** Reports of listings sent, signed in or as a guest with the account's email. */
    reportsSent: z.array(
      ZListingRef.extend({
        reason: z.string(),
        message: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'DataExport' });
export type TDataExport = z.infer<typeof ZDataExport>;
