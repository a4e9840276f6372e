import type { FastifyInstance } from 'fastify';

/**
 * At most this many requests start being handled per event-loop turn. Node (libuv ≥ 1.45) accepts
 * one new connection per turn; a turn that handles every ready request of a thousand busy
 * connections takes tens of milliseconds, so connections that arrive in a burst wait in the kernel's
 * listen queue for seconds, past a client's timeout. Short turns keep accepting them; the requests
 * of connections already open wait here, in order, instead (the same work, shared fairly).
 */
export const REQUESTS_PER_TURN = 32;

export function registerFairTurns(app: FastifyInstance, perTurn = REQUESTS_PER_TURN): void {
  const waiting: (() => void)[] = [];
  let head = 0;
  let scheduled = false;

  const turn = () => {
    scheduled = false;
    const end = Math.min(waiting.length, head + perTurn);
    for (; head < end; head++) waiting[head]?.();
    if (head === waiting.length) {
      waiting.length = 0;
      head = 0;
    } else {
      // Under a steady backlog the queue never empties: drop the handled slots now and then.
      if (head >= 4096) {
        waiting.splice(0, head);
        head = 0;
      }
      scheduled = true;
      setImmediate(turn);
    }
  };

  app.addHook('onRequest', (_request, _reply, done) => {
    waiting.push(done);
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  });
}
