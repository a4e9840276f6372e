import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many statements each connection keeps prepared. A search's statement text depends on which
 * filters it uses and its order, not on their values, so the searches of a busy day come down to a
 * few hundred texts; the least recently used past this are deallocated, which bounds what each
 * PostgreSQL backend holds (its parse tree and query tree, tens of KB each).
 */
export const PREPARED_PER_CONNECTION = 100;

/**
 * The session setting under which prepared statements keep their parse but are planned for each
 * execution's values. Left to itself (plan_cache_mode = auto), PostgreSQL switches a statement to a
 * generic plan after five executions when that plan's estimate is lower; for a search that plan
 * sorts every match instead of walking an index to the page (the peers' search at 100,000 listings:
 * 3.6 ms against 2.3 ms). Functions that keep their own plans say `set plan_cache_mode = auto`.
 */
export const PLAN_EACH_EXECUTION = '-c plan_cache_mode=force_custom_plan';

type TPrepared = { names: Map<string, true> };
/** node-postgres's record of what a connection has parsed (Client#connection, not typed). */
type TParsed = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * Runs a statement as a named prepared statement of the connection it gets: the second time a
 * connection sees a text it skips parsing and analysing it (0.1-0.3 ms for a search's statement),
 * and PostgreSQL plans it for its values (PLAN_EACH_EXECUTION). Each connection keeps at most
 * `perConnection`, least recently used out first.
 */
export function createPreparedQuery(pool: pg.Pool, perConnection = PREPARED_PER_CONNECTION) {
  const kept = new WeakMap<pg.PoolClient, TPrepared>();
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `nivaas_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      // Texts are few (see PREPARED_PER_CONNECTION); the bound only guards against a flood of new ones.
      if (names.size >= perConnection * 10) names.clear();
      names.set(text, name);
    }
    return name;
  };

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
      let prepared = kept.get(client);
      if (!prepared) {
        prepared = { names: new Map() };
        kept.set(client, prepared);
      }
      if (prepared.names.has(name)) prepared.names.delete(name);
      else if (prepared.names.size >= perConnection) {
        const oldest = prepared.names.keys().next().value as string;
        prepared.names.delete(oldest);
        await client.query(`deallocate ${oldest}`);
        delete (client as TParsed).connection?.parsedStatements?.[oldest];
      }
      prepared.names.set(name, true);
      return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
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
