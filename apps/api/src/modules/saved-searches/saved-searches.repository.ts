import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TSavedSearchFrequency } from '@nivaas/shared/saved-searches';
import type { Db } from '../../db/client';
import { notifications, savedSearches, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { TStoredFilters } from './saved-search-filters';

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as TRows<T>).rows;

export type TSavedSearchRow = typeof savedSearches.$inferSelect;
export type TNotificationRow = typeof notifications.$inferSelect;
export type TTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A listing an alert is about, with what its card shows. */
export type TAlertHit = {
  saved_search_id: string;
  property_id: string;
  kind: 'new' | 'price-drop';
  title: string;
  price: number | string;
  status: string;
  locality: string;
  city: string;
  image: string | null;
  /** The first photo's smallest variant (the alert email's thumbnail); null when it has none. */
  thumb: string | null;
  drop_percent: number | string | null;
};

/** A saved search with alerts to send, and whom to send them to. */
export type TAlertTarget = {
  id: string;
  name: string;
  query: Record<string, string> | string;
  frequency: TSavedSearchFrequency;
  user_id: string;
  user_name: string;
  user_email: string;
  /** The language of the user's emails ('hi', 'en' or null). */
  user_language: string | null;
};

/**
 * A listing created this long before a saved search's cursor is looked at again: a listing written
 * by a transaction that began before the last run and committed after it carries a creation time
 * before the cursor. The sent-alerts key keeps it from being sent twice.
 */
const CURSOR_OVERLAP = sql.raw(`interval '5 minutes'`);

/**
 * The stored filters of saved searches `s` against listings `p`, one condition per filter kind
 * (saved-search-filters.ts): the same meaning as the listing search's WHERE clause.
 */
const MATCHES = sql.raw(`p.listed
  and p.status = any(s.statuses)
  and (s.types is null or p.type = any(s.types))
  and (s.city_key is null or p.city_key = s.city_key)
  and (s.state_key is null or p.state_key = s.state_key)
  and (s.locality_key is null or p.locality_key = s.locality_key)
  and (s.price_min is null or p.price >= s.price_min)
  and (s.price_max is null or p.price <= s.price_max)
  and (s.bedrooms_min is null or p.bedrooms >= s.bedrooms_min)
  and (s.bedrooms_max is null or p.bedrooms <= s.bedrooms_max)
  and (s.bathrooms_min is null or p.bathrooms >= s.bathrooms_min)
  and (s.bathrooms_max is null or p.bathrooms <= s.bathrooms_max)
  and (s.area_min is null or p.area >= s.area_min)
  and (s.area_max is null or p.area <= s.area_max)
  and p.amenity_mask & s.amenity_mask = s.amenity_mask
  and (s.featured is null or p.featured = s.featured)
  and (not s.rera or p.rera_id is not null)
  and (s.developer_id is null or p.developer_id = s.developer_id)
  and (s.agent_id is null or p.agent_id = s.agent_id)
  and (s.min_lat is null or (p.lat between s.min_lat and s.max_lat and p.lng between s.min_lng and s.max_lng))
  and (s.text_query is null or p.search_vector @@ to_tsquery('simple', s.text_query))`);

/**
 * What MATCHES reads of a listing: the events are joined against every saved search of a batch, so
 * they are kept narrow (whole rows, with descriptions and photos, made each pass over them read
 * megabytes: 10,000 searches x 1,000 listings did not finish in minutes).
 */
const EVENT_COLUMNS = sql.raw(
  'p.id, p.listed, p.status, p.type, p.city_key, p.state_key, p.locality_key, p.price, p.bedrooms, p.bathrooms, p.area, p.amenity_mask, p.featured, p.rera_id, p.developer_id, p.agent_id, p.lat, p.lng, p.search_vector',
);

export function createSavedSearchesRepository(db: Db) {
  return {
    async countByUser(userId: string, tx: Db | TTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Saves a search unless the user already has `max`: the count and the insert in one transaction
     * that first locks the user's row, so two saves at once cannot pass the limit together.
     */
    async create(
      userId: string,
      values: { name: string; query: Record<string, string>; frequency: TSavedSearchFrequency },
      filters: TStoredFilters,
      max: number,
    ): Promise<TSavedSearchRow | 'limit'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        if ((await this.countByUser(userId, tx)) >= max) return 'limit';
        const [row] = await tx
          .insert(savedSearches)
          .values({ id: newId(), userId, ...values, ...filters })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    async findByUser(userId: string): Promise<TSavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    async findById(id: string): Promise<TSavedSearchRow | undefined> {
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
      return row;
    },

    /**
     * Renames it or changes its frequency. Turning alerts back on starts them from now: listings that
     * came while they were off are not sent in a burst.
     */
    async update(
      id: string,
      patch: { name?: string; frequency?: TSavedSearchFrequency },
    ): Promise<TSavedSearchRow | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({
          ...patch,
          updatedAt: sql`now()`,
          ...(patch.frequency && patch.frequency !== 'off'
            ? {
                checkedUntil: sql`case when ${savedSearches.frequency} = 'off' then now() else ${savedSearches.checkedUntil} end`,
                alertsFrom: sql`case when ${savedSearches.frequency} = 'off' then now() else ${savedSearches.alertsFrom} end`,
              }
            : {}),
        })
        .where(eq(savedSearches.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(savedSearches).where(eq(savedSearches.id, id));
    },

    /** The ids of the next batch of saved searches of a frequency, in id order after `after`. */
    async batchIds(frequency: TSavedSearchFrequency, after: string | null, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.frequency, frequency),
            after ? sql`${savedSearches.id} > ${after}` : undefined,
          ),
        )
        .orderBy(asc(savedSearches.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Records, for a batch of saved searches at once, every listing that has come since each one's
     * cursor and matches its filters (one statement: the new listings joined against the saved
     * searches' stored filter columns), and answers only the rows this call inserted: a listing a
     * saved search has already sent, or that another instance is recording at this moment (it waits
     * for that transaction, then skips the row), is not answered again. Then moves the batch's
     * cursors to `until`. Run inside the transaction that writes the emails and notifications.
     */
    async recordNewMatches(tx: TTx, ids: string[], until: string): Promise<TAlertHit[]> {
      if (!ids.length) return [];
      const idList = sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`;
      const hits = await rowsOf<TAlertHit>(
        tx.execute(sql`with batch as (
            select * from saved_searches where id = any(${idList})
          ), bounds as (
            select min(checked_until) - ${CURSOR_OVERLAP} as lo from batch
          ), events as materialized (
            select ${EVENT_COLUMNS}, 'new' as kind, p.created_at as event_at
            from properties p, bounds b
            where p.listed and p.created_at > b.lo and p.created_at <= ${until}::timestamptz
            union all
            select ${EVENT_COLUMNS}, 'price-drop', p.price_dropped_at
            from properties p, bounds b
            where p.listed and p.price_dropped_at > b.lo and p.price_dropped_at <= ${until}::timestamptz
          ), recorded as (
            insert into saved_search_alerts (saved_search_id, property_id, kind, event_at)
            -- Searches in a city meet only that city's listings (a hash join on the key); the rest
            -- meet every listing. Both then test every filter.
            select s.id, p.id, p.kind, p.event_at
            from batch s
            join events p on p.city_key = s.city_key
              and p.event_at > s.checked_until - ${CURSOR_OVERLAP} and p.event_at > s.alerts_from
              and ${MATCHES}
            where s.city_key is not null
            union all
            select s.id, p.id, p.kind, p.event_at
            from batch s
            join events p on p.event_at > s.checked_until - ${CURSOR_OVERLAP} and p.event_at > s.alerts_from
              and ${MATCHES}
            where s.city_key is null
            on conflict do nothing
            returning saved_search_id, property_id, kind
          )
          select r.saved_search_id, r.property_id, r.kind, p.title, p.price, p.status, p.locality, p.city,
            p.images -> 0 ->> 'url' as image, p.images -> 0 -> 'variants' ->> 'small' as thumb,
            case when r.kind = 'price-drop' then p.price_drop_percent end as drop_percent
          from recorded r join properties p on p.id = r.property_id
          order by r.saved_search_id, r.kind, p.created_at desc, p.id`),
      );
      await tx.execute(
        sql`update saved_searches set checked_until = ${until}::timestamptz where id = any(${idList})`,
      );
      return hits;
    },

    /**
     * The price drops of favourites, for the users who asked for them (`favourite_price_alerts`),
     * since they made it a favourite and within the last two weeks: recorded once per listing and
     * drop, answered only when this call recorded them. Run inside the transaction that sends them.
     */
    async recordFavouriteDrops(
      tx: TTx,
    ): Promise<
      (TAlertHit & { user_id: string; user_name: string; user_email: string; user_language: string | null })[]
    > {
      return rowsOf(
        tx.execute(sql`with recorded as (
            insert into favourite_price_alerts (user_id, property_id, event_at)
            select f.user_id, p.id, p.price_dropped_at
            from favorites f
            join users u on u.id = f.user_id and u.favourite_price_alerts and u.active
            join properties p on p.id = f.property_id and p.listed and p.price_dropped_at is not null
              and p.price_dropped_at > f.created_at and p.price_dropped_at > now() - interval '14 days'
            on conflict do nothing
            returning user_id, property_id
          )
          select r.user_id, u.name as user_name, u.email as user_email,
            u.preferred_language as user_language, r.user_id as saved_search_id,
            r.property_id, 'price-drop' as kind, p.title, p.price, p.status, p.locality, p.city,
            p.images -> 0 ->> 'url' as image, p.images -> 0 -> 'variants' ->> 'small' as thumb,
            p.price_drop_percent as drop_percent
          from recorded r join properties p on p.id = r.property_id join users u on u.id = r.user_id
          order by r.user_id, p.price_dropped_at desc, p.id`),
      );
    },

    /** The saved searches named, with their owner's name and address. */
    async findTargets(tx: TTx, ids: string[]): Promise<TAlertTarget[]> {
      if (!ids.length) return [];
      return rowsOf<TAlertTarget>(
        tx.execute(sql`select s.id, s.name, s.query, s.frequency, u.id as user_id, u.name as user_name,
            u.email as user_email, u.preferred_language as user_language
          from saved_searches s join users u on u.id = s.user_id
          where s.id = any(array[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::uuid[]) and u.active`),
      );
    },

    /** The database's clock now, as text: the end of a run's window, the same for every batch. */
    async now(): Promise<string> {
      const [row] = await rowsOf<{ now: string }>(db.execute(sql`select now()::text as now`));
      if (!row) throw new Error('no time');
      return row.now;
    },

    async insertNotification(tx: TTx, values: Omit<typeof notifications.$inferInsert, 'id'>): Promise<void> {
      await tx.insert(notifications).values({ id: newId(), ...values });
    },

    async findNotifications(userId: string, limit: number): Promise<TNotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    async getFavouriteAlerts(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: users.favouritePriceAlerts })
        .from(users)
        .where(eq(users.id, userId));
      return row?.on ?? false;
    },

    async setFavouriteAlerts(userId: string, on: boolean): Promise<void> {
      await db.update(users).set({ favouritePriceAlerts: on }).where(eq(users.id, userId));
    },
  };
}
export type TSavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
