import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  duplicatePhotoFlags,
  listingImageHashes,
  properties,
  type TStoredFile,
  users,
} from '../../db/schema';
import { newId } from '../../lib/ids';
import { setListingHidden } from '../properties/listing-visibility';
import { NEAR_DUPLICATE_DISTANCE } from '../uploads/perceptual-hash';

export type TPhotoHash = { imageId: string; hash: bigint | null };
export type TFlagState = 'open' | 'resolved';

/** Most flags one new photo raises: a picture shared by many listings needs one look, not fifty. */
const MATCHES_PER_PHOTO = 10;

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as TRows<T>).rows;

const listing = alias(properties, 'listing');
const other = alias(properties, 'other');
const listingAgent = alias(users, 'listing_agent');
const otherAgent = alias(users, 'other_agent');
const resolver = alias(users, 'resolver');

const side = (p: typeof listing | typeof other, a: typeof listingAgent | typeof otherAgent) => ({
  id: p.id,
  title: p.title,
  status: p.status,
  city: p.city,
  images: p.images,
  hiddenReason: p.hiddenReason,
  agentId: a.id,
  agentName: a.name,
  agentEmail: a.email,
});

export type TFlagSide = {
  id: string;
  title: string;
  status: string;
  city: string;
  images: TStoredFile[];
  hiddenReason: string | null;
  agentId: string | null;
  agentName: string | null;
  agentEmail: string | null;
};
export type TFlagRow = typeof duplicatePhotoFlags.$inferSelect & {
  listing: TFlagSide;
  other: TFlagSide;
  resolverName: string | null;
};

/** The only code that touches the photo hashes and the duplicate photo flags. */
export function createDuplicatePhotosRepository(db: Db) {
  return {
    /**
     * Brings a listing's hashes in step with its photos (`photoIds`: every photo it has now; `added`:
     * the hashes of those just uploaded), then flags each added photo near-identical to a photo of a
     * listing of another agent, nearest first, unless the uploader had that picture first. One transaction: the hashes and their flags together.
     * Answers how many flags were raised.
     */
    async saveListingPhotos(propertyId: string, photoIds: string[], added: TPhotoHash[]): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .delete(listingImageHashes)
          .where(
            and(
              eq(listingImageHashes.propertyId, propertyId),
              photoIds.length ? notInArray(listingImageHashes.imageId, photoIds) : undefined,
            ),
          );
        if (!added.length) return 0;
        await tx
          .insert(listingImageHashes)
          .values(added.map((a) => ({ propertyId, imageId: a.imageId, hash: a.hash })))
          .onConflictDoUpdate({
            target: [listingImageHashes.propertyId, listingImageHashes.imageId],
            set: { hash: sql`excluded.hash` },
          });
        // The bands overlap (GIN) narrows the photos to the few that can be 6 bits away; bit_count
        // on the XOR (PostgreSQL 14+, cast to bit(64): there is no bit_count(bigint)) is exact.
        const matches = await rowsOf<{
          image_id: string;
          other_property_id: string;
          other_image_id: string;
          distance: number;
        }>(
          tx.execute(sql`
            select n.image_id, m.property_id as other_property_id, m.image_id as other_image_id, m.distance
            from ${listingImageHashes} n
            join ${properties} p on p.id = n.property_id
            cross join lateral (
              select h.property_id, h.image_id, bit_count((h.hash # n.hash)::bit(64))::int as distance
              from ${listingImageHashes} h
              join ${properties} o on o.id = h.property_id
              where h.bands && n.bands
                and h.property_id <> n.property_id
                and o.agent_id <> p.agent_id
                and bit_count((h.hash # n.hash)::bit(64)) <= ${NEAR_DUPLICATE_DISTANCE}
                -- The uploader had this picture before the other agent: theirs is the copy, flagged
                -- when it came, and the owner may use the picture again.
                and not exists (
                  select 1 from ${listingImageHashes} mine
                  join ${properties} mp on mp.id = mine.property_id
                  where mine.bands && h.bands
                    and mp.agent_id = p.agent_id
                    and mine.property_id <> n.property_id
                    and mine.created_at < h.created_at
                    and bit_count((mine.hash # h.hash)::bit(64)) <= ${NEAR_DUPLICATE_DISTANCE}
                )
              order by distance, h.created_at, h.property_id
              limit ${MATCHES_PER_PHOTO}
            ) m
            where n.property_id = ${propertyId}
              and n.image_id in (${sql.join(
                added.map((a) => sql`${a.imageId}`),
                sql`, `,
              )})
              -- A picture without a single edge (one flat colour) hashes to 0: it tells nothing
              -- about whose photo it is.
              and n.hash <> 0`),
        );
        if (!matches.length) return 0;
        const raised = await tx
          .insert(duplicatePhotoFlags)
          .values(
            matches.map((m) => ({
              id: newId(),
              propertyId,
              imageId: m.image_id,
              otherPropertyId: m.other_property_id,
              otherImageId: m.other_image_id,
              distance: m.distance,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: duplicatePhotoFlags.id });
        return raised.length;
      });
    },

    /** Hashes of photos that had none (the backfill): never compared, so they raise no flag. */
    async insertHashes(rows: (TPhotoHash & { propertyId: string })[]): Promise<void> {
      if (!rows.length) return;
      await db.insert(listingImageHashes).values(rows).onConflictDoNothing();
    },

    /** A page of listings after `afterId` (by id), with their photos and which of them have a hash. */
    async listingsPage(afterId: string | null, limit: number) {
      const rows = await db
        .select({ id: properties.id, images: properties.images })
        .from(properties)
        .where(afterId ? sql`${properties.id} > ${afterId}` : undefined)
        .orderBy(asc(properties.id))
        .limit(limit);
      if (!rows.length) return [];
      const hashed = await db
        .select({ propertyId: listingImageHashes.propertyId, imageId: listingImageHashes.imageId })
        .from(listingImageHashes)
        .where(
          inArray(
            listingImageHashes.propertyId,
            rows.map((r) => r.id),
          ),
        );
      const done = new Set(hashed.map((h) => `${h.propertyId}/${h.imageId}`));
      return rows.map((r) => ({
        id: r.id,
        unhashed: r.images.filter((img) => img._id && !done.has(`${r.id}/${img._id}`)),
      }));
    },

    async countFlags(state: TFlagState): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(duplicatePhotoFlags)
        .where(
          state === 'open'
            ? isNull(duplicatePhotoFlags.resolvedAt)
            : isNotNull(duplicatePhotoFlags.resolvedAt),
        );
      return row?.n ?? 0;
    },

    /** Open flags oldest first (a queue), resolved ones latest first; with both listings and their agents. */
    async findFlags(opts: {
      state: TFlagState;
      offset: number;
      limit: number;
      id?: string;
    }): Promise<TFlagRow[]> {
      const rows = await db
        .select({
          flag: duplicatePhotoFlags,
          listing: side(listing, listingAgent),
          other: side(other, otherAgent),
          resolverName: resolver.name,
        })
        .from(duplicatePhotoFlags)
        .innerJoin(listing, eq(listing.id, duplicatePhotoFlags.propertyId))
        .innerJoin(other, eq(other.id, duplicatePhotoFlags.otherPropertyId))
        .leftJoin(listingAgent, eq(listingAgent.id, listing.agentId))
        .leftJoin(otherAgent, eq(otherAgent.id, other.agentId))
        .leftJoin(resolver, eq(resolver.id, duplicatePhotoFlags.resolvedBy))
        .where(
          opts.id
            ? eq(duplicatePhotoFlags.id, opts.id)
            : opts.state === 'open'
              ? isNull(duplicatePhotoFlags.resolvedAt)
              : isNotNull(duplicatePhotoFlags.resolvedAt),
        )
        .orderBy(
          ...(opts.state === 'open'
            ? [asc(duplicatePhotoFlags.createdAt), asc(duplicatePhotoFlags.id)]
            : [desc(duplicatePhotoFlags.resolvedAt), desc(duplicatePhotoFlags.id)]),
        )
        .offset(opts.offset)
        .limit(opts.limit);
      return rows.map((r) => ({
        ...r.flag,
        listing: r.listing,
        other: r.other,
        resolverName: r.resolverName,
      }));
    },

    async getFlag(id: string) {
      const [row] = await db
        .select()
        .from(duplicatePhotoFlags)
        .where(eq(duplicatePhotoFlags.id, id))
        .limit(1);
      return row;
    },

    /**
     * Hides one listing of an open flag (a moderator's reason) and resolves, with the flag, every
     * other open flag of that listing: once it is off the site they need no look. One transaction;
     * false when the flag was resolved meanwhile (then nothing is hidden).
     */
    async hideListingOfFlag(id: string, propertyId: string, by: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [flag] = await tx
          .update(duplicatePhotoFlags)
          .set({ resolution: 'hidden', resolvedBy: by, resolvedAt: new Date() })
          .where(and(eq(duplicatePhotoFlags.id, id), isNull(duplicatePhotoFlags.resolvedAt)))
          .returning({ id: duplicatePhotoFlags.id });
        if (!flag) return false;
        await setListingHidden(tx, propertyId, 'moderator');
        await tx
          .update(duplicatePhotoFlags)
          .set({ resolution: 'hidden', resolvedBy: by, resolvedAt: new Date() })
          .where(
            and(
              isNull(duplicatePhotoFlags.resolvedAt),
              or(
                eq(duplicatePhotoFlags.propertyId, propertyId),
                eq(duplicatePhotoFlags.otherPropertyId, propertyId),
              ),
            ),
          );
        return true;
      });
    },

    /** Resolves an open flag; false when it was resolved meanwhile. */
    async resolveFlag(id: string, resolution: 'dismissed' | 'hidden', by: string): Promise<boolean> {
      const rows = await db
        .update(duplicatePhotoFlags)
        .set({ resolution, resolvedBy: by, resolvedAt: new Date() })
        .where(and(eq(duplicatePhotoFlags.id, id), isNull(duplicatePhotoFlags.resolvedAt)))
        .returning({ id: duplicatePhotoFlags.id });
      return rows.length > 0;
    },
  };
}
export type TDuplicatePhotosRepository = ReturnType<typeof createDuplicatePhotosRepository>;
