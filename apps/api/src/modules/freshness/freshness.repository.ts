import { sql } from 'drizzle-orm';
import type { TListingFreshness } from '@nivaas/shared/listing-freshness';
import type { Db } from '../../db/client';
import { freshnessJson, isoTime } from '../properties/property-card-json';
import { hideListings, setListingHidden } from '../properties/listing-visibility';

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as TRows<T>).rows;

export type TConfirmedRow = { id: string; title: string; freshness: TListingFreshness };

/** A listing due for the agent's weekly reminder, with its agent's address. */
export type TReminderRow = {
  id: string;
  title: string;
  agent_id: string;
  agent_name: string;
  agent_email: string;
  /** The language of the agent's emails ('hi', 'en' or null). */
  agent_language: string | null;
  confirmed_at: string;
  stale: boolean;
  hidden_as_stale: boolean;
};

const FRESHNESS_JSON = sql.raw(freshnessJson('properties'));
/** Reminders in one email at most (an agent with more confirms the rest from the profile). */
export const REMINDER_MAX_LISTINGS = 20;

/**
 * Confirmations and the freshness marks of listings (migration 0017). Visibility itself is
 * listing-visibility.ts's: a listing leaves search with the reason 'stale' and comes back with null.
 */
export function createFreshnessRepository(db: Db) {
  return {
    /** The listing's agent, or undefined when there is no such listing. */
    async findAgent(id: string): Promise<string | undefined> {
      const [row] = await rowsOf<{ agent_id: string }>(
        db.execute(sql`select agent_id from properties where id = ${id}`),
      );
      return row?.agent_id;
    },

    /**
     * The agent confirms the listing is available: confirmed now, not stale, and back in search when
     * it had left for going unconfirmed (not when hidden for another reason). `updated_at` is left:
     * a confirmation is not an update a visitor should read as one. Undefined: no such listing.
     */
    async confirm(id: string): Promise<TConfirmedRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await rowsOf<{ id: string; title: string; hidden_reason: string | null }>(
          tx.execute(sql`update properties set confirmed_at = now(), stale = false
            where id = ${id} returning id, title, hidden_reason`),
        );
        if (!row) return undefined;
        if (row.hidden_reason === 'stale') await setListingHidden(tx, id, null);
        const [fresh] = await rowsOf<{ json: TListingFreshness | string }>(
          tx.execute(sql`select ${FRESHNESS_JSON} as json from properties where id = ${row.id}`),
        );
        const freshness = typeof fresh?.json === 'string' ? JSON.parse(fresh.json) : fresh?.json;
        return { id: row.id, title: row.title, freshness: freshness as TListingFreshness };
      });
    },

    /**
     * Marks listings unconfirmed for `staleAfterDays` as stale, and unmarks those confirmed within
     * it (the limit may have been raised): one statement, both halves read from the (stale,
     * confirmed_at) index. Answers how many listings changed each way.
     */
    async markStale(staleAfterDays: number): Promise<{ marked: number; unmarked: number }> {
      const cutoff = sql`now() - make_interval(days => ${staleAfterDays})`;
      const rows = await rowsOf<{ stale: boolean }>(
        db.execute(sql`update properties set stale = not stale
          where (not stale and confirmed_at < ${cutoff}) or (stale and confirmed_at >= ${cutoff})
          returning stale`),
      );
      const marked = rows.filter((r) => r.stale).length;
      return { marked, unmarked: rows.length - marked };
    },

    /**
     * Takes listings unconfirmed for `hideAfterDays` out of public search (reason 'stale'), in one
     * statement over every such listing. Listings hidden for another reason keep that reason.
     * Answers how many left.
     */
    async hideUnconfirmed(hideAfterDays: number): Promise<number> {
      const hidden = await hideListings(
        db,
        // Every such listing is stale already (the stale limit is the lower): the (stale,
        // confirmed_at) index finds them.
        sql`stale and confirmed_at < now() - make_interval(days => ${hideAfterDays}) and hidden_reason is null`,
        'stale',
      );
      return hidden.length;
    },

    /**
     * Listings of active agents to remind about, oldest confirmation first: open (For Sale, For
     * Rent), in search or out of it for going unconfirmed, and not confirmed for `minDays`.
     */
    async findReminders(minDays: number): Promise<TReminderRow[]> {
      return rowsOf<TReminderRow>(
        db.execute(sql`select id, title, agent_id, agent_name, agent_email, agent_language, confirmed_at, stale, hidden_as_stale
          from (
            select p.id, p.title, p.agent_id, u.name as agent_name, u.email as agent_email,
              u.preferred_language as agent_language,
              ${sql.raw(isoTime('p.confirmed_at'))} as confirmed_at, p.stale,
              coalesce(p.hidden_reason = 'stale', false) as hidden_as_stale,
              row_number() over (partition by p.agent_id order by p.confirmed_at, p.id) as nth
            from properties p join users u on u.id = p.agent_id
            where p.confirmed_at < now() - make_interval(days => ${minDays})
              and p.status in ('For Sale', 'For Rent')
              and (p.hidden_reason is null or p.hidden_reason = 'stale') and u.active
          ) due where nth <= ${REMINDER_MAX_LISTINGS}
          order by agent_id, confirmed_at, id`),
      );
    },
  };
}
export type TFreshnessRepository = ReturnType<typeof createFreshnessRepository>;
