import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountTokens,
  contactRequests,
  enquiries,
  favorites,
  otpCodes,
  outbox,
  properties,
  recentlyViewed,
  sessions,
  users,
  listingReports,
} from '../../db/schema';
import type { TUserRow } from '../users/users.repository';

export type TEraseResult =
  | { status: 'ok'; avatar: string | null; handedTo: string | null; listings: number }
  | { status: 'not-found' }
  | { status: 'last-admin' };

/** Reports of listings a person sent: signed in, or as a guest with their address. */
const reportsOf = (userId: string, email: string) =>
  or(eq(listingReports.reporterUserId, userId), eq(listingReports.reporterEmail, email.toLowerCase()));

/** Everything the product keeps about one person, and the erasure of it (DPDP: access and erasure). */
export function createPersonalDataRepository(db: Db) {
  return {
    /** The person's own rows, for 'Download my data'. */
    async collect(user: TUserRow) {
      const [favs, viewed, leadsMade, leadsReceived, listings, sent, reports] = await Promise.all([
        db
          .select({ propertyId: favorites.propertyId, title: properties.title, savedAt: favorites.createdAt })
          .from(favorites)
          .innerJoin(properties, eq(properties.id, favorites.propertyId))
          .where(eq(favorites.userId, user.id))
          .orderBy(desc(favorites.createdAt)),
        db
          .select({
            propertyId: recentlyViewed.propertyId,
            title: properties.title,
            viewedAt: recentlyViewed.viewedAt,
          })
          .from(recentlyViewed)
          .innerJoin(properties, eq(properties.id, recentlyViewed.propertyId))
          .where(eq(recentlyViewed.userId, user.id))
          .orderBy(desc(recentlyViewed.viewedAt)),
        db
          .select({
            propertyId: contactRequests.propertyId,
            title: properties.title,
            contactMethod: contactRequests.contactMethod,
            message: contactRequests.message,
            status: contactRequests.status,
            createdAt: contactRequests.createdAt,
          })
          .from(contactRequests)
          .innerJoin(properties, eq(properties.id, contactRequests.propertyId))
          .where(eq(contactRequests.userId, user.id))
          .orderBy(desc(contactRequests.createdAt)),
        db
          .select({
            propertyId: contactRequests.propertyId,
            title: properties.title,
            fromName: users.name,
            fromEmail: users.email,
            contactMethod: contactRequests.contactMethod,
            message: contactRequests.message,
            status: contactRequests.status,
            createdAt: contactRequests.createdAt,
          })
          .from(contactRequests)
          .innerJoin(properties, eq(properties.id, contactRequests.propertyId))
          .innerJoin(users, eq(users.id, contactRequests.userId))
          .where(eq(properties.agentId, user.id))
          .orderBy(desc(contactRequests.createdAt)),
        db
          .select({
            id: properties.id,
            title: properties.title,
            status: properties.status,
            price: properties.price,
            city: properties.city,
            locality: properties.locality,
            createdAt: properties.createdAt,
          })
          .from(properties)
          .where(eq(properties.agentId, user.id))
          .orderBy(desc(properties.createdAt)),
        db
          .select({
            kind: enquiries.kind,
            name: enquiries.name,
            email: enquiries.email,
            phone: enquiries.phone,
            subject: enquiries.subject,
            message: enquiries.message,
            status: enquiries.status,
            createdAt: enquiries.createdAt,
          })
          .from(enquiries)
          .where(
            or(eq(enquiries.userId, user.id), eq(sql`lower(${enquiries.email})`, user.email.toLowerCase())),
          )
          .orderBy(desc(enquiries.createdAt)),
        db
          .select({
            propertyId: listingReports.propertyId,
            title: properties.title,
            reason: listingReports.reason,
            message: listingReports.message,
            status: listingReports.status,
            createdAt: listingReports.createdAt,
          })
          .from(listingReports)
          .innerJoin(properties, eq(properties.id, listingReports.propertyId))
          .where(reportsOf(user.id, user.email))
          .orderBy(desc(listingReports.createdAt)),
      ]);
      return {
        favorites: favs,
        recentlyViewed: viewed,
        enquiriesSent: leadsMade,
        leadsReceived,
        listings,
        forms: sent,
        reportsSent: reports,
      };
    },

    /**
     * Erases a person in one transaction. The account row stays as 'Deleted user' with nothing that
     * names or reaches them, so the leads they sent stay with the agent (without a message, which may
     * carry a number). An agent's listings pass to the longest-serving other active admin, or are
     * removed when there is none. Favourites, views, sessions, links, enquiries and every outbox
     * message to or about them go. The last active admin cannot be erased.
     */
    async erase(id: string, placeholderHash: string): Promise<TEraseResult> {
      return db.transaction(async (tx): Promise<TEraseResult> => {
        const locked = await tx
          .select()
          .from(users)
          .where(or(eq(users.id, id), and(eq(users.role, 'admin'), eq(users.active, true))))
          .orderBy(asc(users.id))
          .for('update');
        const target = locked.find((u) => u.id === id);
        if (!target) return { status: 'not-found' };
        const otherAdmins = locked
          .filter((u) => u.id !== id && u.role === 'admin' && u.active)
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        if (target.role === 'admin' && target.active && otherAdmins.length === 0)
          return { status: 'last-admin' };
        const heir = otherAdmins[0]?.id ?? null;
        const listings = heir
          ? await tx
              .update(properties)
              .set({ agentId: heir, listed: sql`${properties.hiddenReason} is null`, updatedAt: new Date() })
              .where(eq(properties.agentId, id))
              .returning({ id: properties.id })
          : await tx.delete(properties).where(eq(properties.agentId, id)).returning({ id: properties.id });
        await tx.delete(favorites).where(eq(favorites.userId, id));
        await tx.delete(recentlyViewed).where(eq(recentlyViewed.userId, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(accountTokens).where(eq(accountTokens.userId, id));
        if (target.phoneVerified) await tx.delete(otpCodes).where(eq(otpCodes.mobile, target.phoneVerified));
        await tx.update(contactRequests).set({ message: '' }).where(eq(contactRequests.userId, id));
        const email = target.email.toLowerCase();
        await tx
          .delete(enquiries)
          .where(or(eq(enquiries.userId, id), eq(sql`lower(${enquiries.email})`, email)));
        await tx.delete(listingReports).where(reportsOf(id, email));
        await tx
          .delete(outbox)
          .where(
            or(
              eq(sql`lower(${outbox.recipient})`, email),
              eq(sql`${outbox.payload}->>'userId'`, id),
              sql`strpos(lower(${outbox.body}), ${email}) > 0`,
            ),
          );
        await tx
          .update(users)
          .set({
            name: 'Deleted user',
            email: `deleted-${id}@deleted.nivaas.invalid`,
            passwordHash: placeholderHash,
            mobile: null,
            occupation: null,
            avatar: null,
            company: null,
            licenseNumber: null,
            specializations: [],
            isVerified: false,
            active: false,
            emailVerifiedAt: null,
            phoneVerified: null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        return { status: 'ok', avatar: target.avatar, handedTo: heir, listings: listings.length };
      });
    },
  };
}
export type TPersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
