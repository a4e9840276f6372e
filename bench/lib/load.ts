import autocannon from 'autocannon';
import { percentile } from './scenarios';

export type TLatency = { p50: number; p95: number; p99: number; mean: number; max: number };
export type TLoadResult = TLatency & {
  requests: number;
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  bytesPerResponse: number;
};

const round = (n: number) => Math.round(n * 100) / 100;

export function latencyOf(ms: number[]): TLatency {
  const sorted = Float64Array.from(ms).sort();
  const list = Array.from(sorted);
  return {
    p50: round(percentile(list, 50)),
    p95: round(percentile(list, 95)),
    p99: round(percentile(list, 99)),
    mean: round(list.reduce((a, b) => a + b, 0) / (list.length || 1)),
    max: round(list[list.length - 1] ?? Number.NaN),
  };
}

/**
 * Drives the paths round-robin from `connections` keep-alive connections for `seconds`. Every
 * latency is kept (autocannon's own summary has no p95); the run also stops at `maxRequests`.
 */
export function runLoad(opts: {
  base: string;
  paths: string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  timeoutSeconds?: number;
  maxRequests?: number;
  /** Instead of cycling through `paths` from the start on every connection: the next path to send. */
  next?: () => string;
}): Promise<TLoadResult> {
  const base = new URL(opts.base);
  if (base.hostname !== '127.0.0.1') throw new Error(`load only goes to 127.0.0.1, not ${base.hostname}`);
  const maxRequests = opts.maxRequests ?? 5_000_000;
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.base,
        connections: opts.connections,
        duration: opts.seconds,
        timeout: opts.timeoutSeconds ?? 10,
        // Browsers ask for compressed answers; the cost of compressing is part of what is measured.
        headers: { 'accept-encoding': 'br, gzip', ...opts.headers },
        requests: opts.next
          ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: opts.next?.() ?? '/' }) }]
          : opts.paths.map((path) => ({ method: 'GET', path })),
      },
      (err, result) => {
        if (err) return reject(err);
        const statusCodes = Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
        );
        resolve({
          ...latencyOf(times),
          requests: times.length,
          rps: Math.round((times.length / result.duration) * 10) / 10,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCodes,
          bytesPerResponse: Math.round(result.throughput.total / (times.length || 1)),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => {
      times.push(ms);
      if (times.length === maxRequests) instance.stop();
    });
  });
}
