import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZEmail } from '@nivaas/shared/auth';
import { AppError } from '../lib/app-error';

/**
 * Failed logins counted under one key (an account, an address) in a fixed window. Backed by
 * @fastify/rate-limit's store: in this process's memory, or in Redis when REDIS_URL is set (app.ts
 * passes the plugin its `redis` option), where every instance counts the same failures.
 */
export type TFailureCounter = {
  readonly max: number;
  /** The request's key, failures counted under it so far, and ms until its window ends. */
  read(request: FastifyRequest): Promise<{ key: string; count: number; resetInMs: number } | null>;
  add(request: FastifyRequest): Promise<void>;
};

/** An account's key: the email as login reads it (trimmed, lower-case); none when it is unreadable. */
function accountOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined;
  const parsed = ZEmail.safeParse(body?.email);
  return parsed.success ? `login-account:${parsed.data}` : null;
}

// Keys kept per counter. The per-address ceiling bounds how many accounts one address can push
// through, so evicting a victim's count takes thousands of addresses.
const KEYS_KEPT = 100_000;

function rateLimitCounter(
  app: FastifyInstance,
  opts: { max: number; windowMs: number; keyOf?: (request: FastifyRequest) => string | null },
): TFailureCounter {
  const { keyOf } = opts;
  const settings = {
    max: opts.max,
    timeWindow: opts.windowMs,
    cache: KEYS_KEPT,
    // Without keyOf: the library's own key, the client address (IPv6 by its /64).
    ...(keyOf ? { keyGenerator: (request: FastifyRequest) => keyOf(request) ?? '' } : {}),
  };
  const limiter = app.createRateLimit(settings);
  const hasKey = (request: FastifyRequest) => !keyOf || keyOf(request) !== null;
  return {
    max: opts.max,
    async read(request) {
      if (!hasKey(request)) return null;
      const state = await limiter(request, { increment: false });
      if (state.isAllowed) return null;
      return { key: state.key, count: state.max - state.remaining, resetInMs: state.ttl };
    },
    async add(request) {
      if (hasKey(request)) await limiter(request);
    },
  };
}

/**
 * Login limits that work behind carrier-grade NAT, where many people share one address: failed
 * logins are counted per account (then 429 for that account from any address) and, with a much
 * higher ceiling, per address. Successful logins count against neither, so one person's typos never
 * lock out another on the same address below that ceiling.
 *
 * A login is let through only while failures so far plus logins still being checked stay within
 * each limit, so a burst of parallel guesses cannot all slip past before the first is counted.
 * Reading the counts and recording a failure take turns (a few microseconds each in memory, a round
 * trip with Redis), while the password checks themselves run side by side. With several instances the
 * logins still being checked are known per instance only: a burst of parallel guesses spread over N
 * instances can have up to N times the remaining allowance checked before their failures are
 * counted; after that every instance answers 429.
 */
export function createLoginThrottle(
  app: FastifyInstance,
  limits: { perAccount: number; perAddress: number; windowMs: number },
) {
  const counters = [
    rateLimitCounter(app, { max: limits.perAccount, windowMs: limits.windowMs, keyOf: accountOf }),
    rateLimitCounter(app, { max: limits.perAddress, windowMs: limits.windowMs }),
  ];
  // Logins of this process still being checked, by counter key.
  const pending = new Map<string, number>();
  const change = (key: string, by: number) => {
    const n = (pending.get(key) ?? 0) + by;
    if (n > 0) pending.set(key, n);
    else pending.delete(key);
  };
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const next = turn.then(step);
    turn = next.catch(() => undefined);
    return next;
  };

  /** Reserves a place under every limit, or answers how long to wait when one is used up. */
  const reserve = (request: FastifyRequest) =>
    inTurn(async () => {
      const states = await Promise.all(counters.map((c) => c.read(request)));
      let retryMs = 0;
      let isFull = false;
      states.forEach((state, i) => {
        const max = counters[i]?.max ?? 0;
        if (state && state.count + (pending.get(state.key) ?? 0) + 1 > max) {
          isFull = true;
          retryMs = Math.max(retryMs, state.resetInMs);
        }
      });
      const keys = states.flatMap((s) => (s ? [s.key] : []));
      if (!isFull) for (const key of keys) change(key, 1);
      return { isFull, retryMs, keys };
    });

  return {
    /** Runs one login attempt under the limits; a wrong email or password counts as a failure. */
    async run<T>(request: FastifyRequest, reply: FastifyReply, attempt: () => Promise<T>): Promise<T> {
      const place = await reserve(request);
      if (place.isFull) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(place.retryMs / 1000))));
        throw new AppError('TOO_MANY_REQUESTS');
      }
      try {
        return await attempt();
      } catch (err) {
        // Counted before the place is given back, so no reading in between sees neither.
        if (err instanceof AppError && err.code === 'UNAUTHORIZED') {
          await inTurn(() => Promise.all(counters.map((c) => c.add(request))));
        }
        throw err;
      } finally {
        for (const key of place.keys) change(key, -1);
      }
    },
  };
}
export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
