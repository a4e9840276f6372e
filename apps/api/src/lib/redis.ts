import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type TRedisClients = {
  /** Commands: rate-limit counters, publishing. */
  commands: Redis;
  /** Subscribed to the invalidation channel (a subscribed connection runs no other commands). */
  subscriber: Redis;
  prefix: string;
  close: () => Promise<void>;
};

/**
 * The two connections an instance keeps to the shared Redis. A command fails after two retries
 * rather than queueing for long, so a Redis outage shows as failed requests and a failing
 * /health/ready, not as requests hanging past the balancer's timeout.
 */
export async function connectRedis(opts: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
}): Promise<TRedisClients> {
  // Loaded only when Redis is configured: one process on the embedded database starts without it.
  const { Redis } = await import('ioredis');
  const make = (role: string) => {
    const client = new Redis(opts.url, {
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      connectionName: role,
    });
    // Reconnecting is ioredis's job; an error event without a listener would end the process.
    client.on('error', (err) => opts.log.warn({ err, redis: role }, 'redis connection error'));
    return client;
  };
  const commands = make('nivaas-commands');
  const subscriber = make('nivaas-subscriber');
  return {
    commands,
    subscriber,
    prefix: opts.prefix,
    close: async () => {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
