import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The request a piece of work is done for, wherever it runs (a database statement's log line). */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** An id the balancer sent (nginx's $request_id) is kept if it looks like one; otherwise a new one. */
const INCOMING_ID = /^[\w.:-]{8,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && INCOMING_ID.test(given) ? given : randomUUID();
}
