import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TRedisClients } from '../lib/redis';

/**
 * Tells every instance's in-memory caches that data changed. Each cache subscribes the function
 * that forgets it; `publish` runs them here at once and, with Redis, on every other instance
 * (pub/sub on one channel, a message per write). A message lost while an instance was cut off from
 * Redis is made good on reconnecting: the instance forgets everything then. Without Redis only this
 * process hears it, and other processes' caches expire on their own (READ_CACHE_SECONDS and the
 * one-minute vocabulary and cities caches).
 */
export function createCacheInvalidation(opts: { redis?: TRedisClients; log: FastifyBaseLogger }) {
  const self = randomUUID();
  const listeners = new Set<() => void>();
  let received = 0;
  let published = 0;
  const forgetHere = () => {
    for (const forget of listeners) forget();
  };
  const redis = opts.redis;
  const channel = redis ? `${redis.prefix}invalidate` : '';
  if (redis) {
    redis.subscriber.on('message', (from: string, sender: string) => {
      if (from !== channel || sender === self) return;
      received++;
      forgetHere();
    });
    // 'ready' comes on every (re)connection; ioredis subscribes the channel again after it.
    redis.subscriber.on('ready', forgetHere);
    redis.subscriber.subscribe(channel).catch((err) => opts.log.warn({ err }, 'redis subscribe failed'));
  }
  return {
    subscribe(forget: () => void): void {
      listeners.add(forget);
    },
    /** Data changed here: forget it here now, and everywhere else as soon as Redis carries the word. */
    publish(): void {
      forgetHere();
      if (!redis) return;
      published++;
      redis.commands.publish(channel, self).catch((err) => opts.log.warn({ err }, 'redis publish failed'));
    },
    stats: () => ({ published, received, shared: Boolean(redis) }),
  };
}
export type TCacheInvalidation = ReturnType<typeof createCacheInvalidation>;
