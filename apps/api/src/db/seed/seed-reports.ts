import type { TReportReason } from '@nivaas/shared/listing-report';
import { newId } from '../../lib/ids';
import type { Db } from '../client';
import { listingReports } from '../schema';
import type { TPropertySeedRow } from './insert-properties';
import type { TRng } from './prng';
import type { TDemoUsers } from './seed-accounts';

const DAY_MS = 86_400_000;

type TDemoReport = { reason: TReportReason; message: string; guest?: string; status?: 'dismissed' };

/**
 * What the moderation queue starts with: one listing several people reported (two open reports,
 * below the default threshold of three, and an older one a moderator dismissed), and two listings
 * with one report each. The listings stay public.
 */
const REPORTS: TDemoReport[][] = [
  [
    { reason: 'fake', message: 'The same photos are on another site with a different address.' },
    {
      reason: 'wrong-photos',
      message: 'These photos are not of this building.',
      guest: 'kavita.n@example.in',
    },
    {
      reason: 'wrong-price',
      message: 'Price looked too low.',
      guest: 'sanjay.p@example.in',
      status: 'dismissed',
    },
  ],
  [
    {
      reason: 'sold',
      message: 'I called the agent; the flat was sold in March.',
      guest: 'rohit.m@example.in',
    },
  ],
  [{ reason: 'duplicate', message: 'This flat is listed twice by the same agent.' }],
];

/** Demo reports on public listings, picked by the seeded random source (the same every time). */
export async function insertDemoReports(
  db: Db,
  rng: TRng,
  now: Date,
  people: TDemoUsers,
  publicListings: readonly TPropertySeedRow[],
): Promise<number> {
  const listings = rng.sample(publicListings, Math.min(REPORTS.length, publicListings.length));
  const buyers = rng.sample(people.buyers, REPORTS.length);
  const rows: (typeof listingReports.$inferInsert)[] = [];
  listings.forEach((listing, i) => {
    for (const [j, report] of (REPORTS[i] ?? []).entries()) {
      const buyer = buyers[i];
      const created = new Date(now.getTime() - (i * 3 + (REPORTS[i]?.length ?? 0) - j) * DAY_MS * 0.7);
      const isGuest = !!report.guest || !buyer;
      const email = report.guest ?? buyer?.email ?? 'guest@example.in';
      rows.push({
        id: newId(created.getTime()),
        propertyId: listing.id,
        reporterUserId: isGuest ? null : (buyer?.id ?? null),
        reporterEmail: email,
        reporterKey: isGuest ? `email:${email}` : `user:${buyer?.id}`,
        reason: report.reason,
        message: report.message,
        status: report.status ?? 'open',
        resolvedAt: report.status ? new Date(created.getTime() + DAY_MS) : null,
        resolvedBy: report.status ? people.adminId : null,
        createdAt: created,
        updatedAt: created,
      });
    }
  });
  if (rows.length) await db.insert(listingReports).values(rows);
  return rows.filter((r) => r.status === 'open').length;
}
