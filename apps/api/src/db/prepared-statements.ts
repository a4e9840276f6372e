import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many statements each connection keeps prepared. A search's statement text depends on which
 * filters it uses and its order, not on their values: 5,000 varied searches (bench:api) made 957
 * texts, the 100 most used carrying two thirds of the searches. Each kept statement holds its parse
 * and query trees in its PostgreSQL backend (about 64 KB for a search), so each connection keeps the
 * ones it used last, up to this many.
 */
export const PREPARED_PER_CONNECTION = 100;
/** Past the bound, this many of the least recently used are deallocated together, in one round trip. */
export const DEALLOCATE_BATCH = 20;

/**
 * The session setting under which prepared statements keep their parse but are planned for each
 * execution's values. Left to itself (plan_cache_mode = auto), PostgreSQL switches a statement to a
 * generic plan after five executions when that plan's estimate is lower; for a search that plan
 * sorts every match instead of walking an index to the page (the peers' search at 100,000 listings:
 * 3.6 ms against 2.3 ms). Functions that keep their own plans say `set plan_cache_mode = auto`.
 */
export const PLAN_EACH_EXECUTION = '-c plan_cache_mode=force_custom_plan';

/**
 * The session setting under which each prepared statement keeps one generic plan, planned once per
 * connection: for statements that hold a branch for each case and choose when they run
 * (city-page.ts), where planning for the values costs more than running.
 */
export const PLAN_ONCE = '-c plan_cache_mode=force_generic_plan';

type TPrepared = { names: Map<string, true> };
/** node-postgres's record of what a connection has parsed (Client#connection, not typed). */
type TParsed = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * Runs a statement as a named prepared statement of the connection it gets: the second time a
 * connection sees a text it skips parsing and analysing it (0.1-0.3 ms for a search's statement),
 * and PostgreSQL plans it for its values (PLAN_EACH_EXECUTION). A text is prepared from its second
 * use on (the first runs unnamed), so the many texts used once do not push out the common ones.
 * Each connection keeps about `perConnection`, the least recently used deallocated first.
 */
export function createPreparedQuery(
  pool: pg.Pool,
  perConnection = PREPARED_PER_CONNECTION,
  batch = DEALLOCATE_BATCH,
  /** Prepare a text from its first use: for a pool sent only texts known to repeat (PLAN_ONCE). */
  fromFirstUse = false,
) {
  const kept = new WeakMap<pg.PoolClient, TPrepared>();
  /** Texts seen, and their statement's name once seen twice. */
  const names = new Map<string, string | null>();
  const nameOf = (text: string): string | null => {
    const name = names.get(text);
    if (name) return name;
    // The bound only guards against a flood of new texts.
    if (names.size >= perConnection * 50) names.clear();
    if (name === undefined && !fromFirstUse) {
      names.set(text, null);
      return null;
    }
    const named = `nivaas_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, named);
    return named;
  };

  /** Notes `name` as the most recently used of `client`'s, deallocating the oldest past the bound. */
  async function keep(client: pg.PoolClient, name: string): Promise<void> {
    let prepared = kept.get(client);
    if (!prepared) {
      prepared = { names: new Map() };
      kept.set(client, prepared);
    }
    prepared.names.delete(name);
    prepared.names.set(name, true);
    if (prepared.names.size <= perConnection + batch - 1) return;
    const oldest = [...prepared.names.keys()].slice(0, batch);
    for (const n of oldest) {
      prepared.names.delete(n);
      delete (client as TParsed).connection?.parsedStatements?.[n];
    }
    await client.query(oldest.map((n) => `deallocate ${n};`).join(' '));
  }

  return async function preparedQuery<T>(text: string, params: unknown[]): Promise<T[]> {
    const name = nameOf(text);
    const client = await pool.connect();
    let failed: Error | undefined;
    // As pool.query does: a connection lost while checked out fails its statement, not the process.
    const lost = (err: Error) => {
      failed = err;
    };
    client.on('error', lost);
    try {
      if (name) await keep(client, name);
      const config = name ? { name, text, values: params } : { text, values: params };
      return (await client.query<T & pg.QueryResultRow>(config)).rows;
    } catch (err) {
      failed = err as Error;
      throw err;
    } finally {
      client.off('error', lost);
      // As pool.query does: a connection whose statement failed is not reused (it may be broken).
      client.release(failed);
    }
  };
}
export type TPreparedQuery = ReturnType<typeof createPreparedQuery>;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a statement as a connection of `pool` (PLAN_ONCE) runs it: on the
 * generic plan it keeps, built by a first execution, so the plan shows the steady state.
 */
export function createGenericExplain(pool: pg.Pool) {
  return async function explainGeneric(text: string, params: unknown[]): Promise<string> {
    const client = await pool.connect();
    try {
      await client.query(`prepare nivaas_explain as ${text}`);
      try {
        // EXECUTE inside EXPLAIN takes no parameters of its own: the values are written out.
        const literal = (v: unknown): string =>
          v === null || v === undefined
            ? 'null'
            : client.escapeLiteral(
                Array.isArray(v) ? `{${v.map((x) => JSON.stringify(String(x))).join(',')}}` : String(v),
              );
        const args = params.map(literal).join(', ');
        const execute = `execute nivaas_explain${args ? `(${args})` : ''}`;
        await client.query(execute);
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers, costs off) ${execute}`,
        );
        return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await client.query('deallocate nivaas_explain');
      }
    } finally {
      client.release();
    }
  };
}
