import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TTrustProxy } from './lib/trust-proxy';

/**
 * Every environment variable the product reads, parsed and validated once at start-up.
 * Nothing else in the code reads process.env.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, "must be a number followed by s, m, h or d, e.g. '7d'")
    .default('7d'),
  CORS_ORIGINS: z.string().default(''),
  PUBLIC_URL: z.string().url('must be a URL such as https://nivaas.example').optional(),
  // A hop count or proxy addresses, checked below (lib/trust-proxy.ts); 'true' is refused.
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  DEMO_PROPERTIES: z.coerce.number().int().min(0).max(2_000_000).default(600),
  WEB_DIST: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors &copy; CARTO'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ENDPOINT: z.string().url('must be a URL').optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url('must be a URL').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Nivaas <no-reply@nivaas.in>'),
  // Failed logins per account, then per address, in one LOGIN_WINDOW_MINUTES window.
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_ADDRESS: z.coerce.number().int().min(1).default(100),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  RATE_LIMIT_REGISTER: z.coerce.number().int().min(1).default(5),
  // Password reset emails asked for per email address typed, then per client address, in an hour.
  RATE_LIMIT_PASSWORD_RESET: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_PASSWORD_RESET_ADDRESS: z.coerce.number().int().min(1).default(20),
  // Sign-in codes sent per mobile number in 15 minutes, then per client address in an hour.
  RATE_LIMIT_OTP: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_OTP_ADDRESS: z.coerce.number().int().min(1).default(20),
  // An SMS provider's HTTP API for sign-in codes; without it the codes go to the log.
  SMS_HTTP_URL: z.string().url('must be a URL').optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().min(1).max(11).default('NIVAAS'),
  RATE_LIMIT_CONTACT: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_ENQUIRY: z.coerce.number().int().min(1).default(10),
  // Reports of listings per address in an hour.
  RATE_LIMIT_REPORT: z.coerce.number().int().min(1).default(10),
  // Anonymous public reads are answered from memory this long after one request computed them
  // (0: off). At most the shortest public max-age (30 s) a browser or CDN may already reuse them for.
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(5),
  READ_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  // Compressed forms of public answers kept by their text (0: off), see plugins/compression.ts.
  COMPRESSED_ANSWERS_MB: z.coerce.number().int().min(0).max(1024).default(16),
  // Shared state for several instances (see docs/deploy.md): rate limits and cache invalidation.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, 'letters, digits, : . _ - (at most 40)')
    .default('nivaas:'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  // PostgreSQL: searches as prepared statements (db/prepared-statements.ts). Off behind a pooler in
  // transaction mode, which neither passes the session's setting nor keeps a session's statements.
  DB_PREPARED_SEARCHES: z.enum(['true', 'false']).default('true'),
  // Requests waiting for the database at once; past it 503 with Retry-After. Default by database below.
  REQUEST_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).optional(),
  SLOW_QUERY_MS: z.coerce.number().int().min(0).default(200),
  // Default by database below: a balancer needs the drain; the one embedded process does not.
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
  OUTBOX_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  SWEEP_INTERVAL_MINUTES: z.coerce.number().min(1).max(10_080).default(60),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

/** The names of every variable read (deployment files are checked against them). */
export const ZEnvKeys: readonly string[] = Object.keys(ZEnv.shape);

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Demo mode: the embedded database, with demo data loaded when it is empty. */
  isEmbedded: boolean;
  demoData: boolean;
  demoProperties: number;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  corsOrigins: string[];
  publicUrl: string | undefined;
  trustProxy: TTrustProxy;
  logLevel: string;
  webDist: string;
  map: { tileUrl: string; attribution: string };
  storage:
    | { kind: 'local'; root: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        publicUrl: string | undefined;
      };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Requests per address per window of their route. */
  rateLimits: { register: number; contact: number; enquiry: number; report: number };
  /** Reset emails asked for per email address typed and per client address in an hour, then 429. */
  passwordResetLimits: { perAccount: number; perAddress: number };
  /** Sign-in codes per mobile number (15 minutes) and per client address (an hour), then 429. */
  otpLimits: { perNumber: number; perAddress: number };
  /** The SMS provider's HTTP API; undefined: codes are written to the log. */
  sms: { url: string; token: string | undefined; senderId: string } | undefined;
  /** Failed logins allowed per account and per address within one window, then 429. */
  loginLimits: { perAccount: number; perAddress: number; windowMs: number };
  /** In-process cache of anonymous public reads: seconds kept (0: off) and the bytes it may hold. */
  readCache: { ttlSeconds: number; maxBytes: number };
  /** The most memory compressed public answers may hold; 0 compresses every answer afresh. */
  compressedAnswersBytes: number;
  /** Redis shared by every instance (rate limits, cache invalidation); undefined: this process only. */
  redis: { url: string; prefix: string } | undefined;
  dbPoolSize: number;
  /** PostgreSQL: searches run as prepared statements of their connection. */
  dbPreparedSearches: boolean;
  /** Requests waiting for the database at once before new ones are answered 503 (0: no limit). */
  requestQueueLimit: number;
  /** Statements slower than this are logged with the request id (0: every statement). */
  slowQueryMs: number;
  /** After SIGTERM: seconds answering while the balancer sees /health/ready fail, then close. */
  shutdownDrainMs: number;
  jobs: { outboxPollMs: number; sweepIntervalMs: number };
  /** Bearer token /metrics asks for; undefined: /metrics answers anyone who reaches it. */
  metricsToken: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * The embedded database answers about 200 uncached searches a second, one statement at a time:
 * 256 waiting requests are about a second and a half of queue. Past that a request is told to come
 * back (503, Retry-After) at once instead of waiting past a client's timeout.
 */
export const DEFAULT_EMBEDDED_QUEUE_LIMIT = 256;

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

function durationToSeconds(value: string): number {
  const unit = value.slice(-1) as keyof typeof UNIT_SECONDS;
  return Number(value.slice(0, -1)) * UNIT_SECONDS[unit];
}

/** In demo mode the signing key is made once and kept beside the data, so sessions survive restarts. */
function demoJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): TConfig {
  const input = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    problems.push('JWT_SECRET: required in production (at least 32 random characters)');
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    // Absolute links (sitemap, canonical and share tags, emails) come only from here, never from
    // a request's Host header, which anyone can set and a shared cache would keep.
    problems.push("PUBLIC_URL: required in production (the site's address, e.g. https://nivaas.example)");
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if ('problem' in trustProxy) problems.push(`TRUST_PROXY: ${trustProxy.problem}`);
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  if (problems.length || 'problem' in trustProxy) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  const isEmbedded = !env.DATABASE_URL;
  const demoData = env.DEMO_DATA === 'auto' ? isEmbedded : env.DEMO_DATA === 'true';
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    isEmbedded,
    demoData,
    demoProperties: env.DEMO_PROPERTIES,
    jwtSecret: env.JWT_SECRET ?? demoJwtSecret(dataDir),
    jwtExpiresInSeconds: durationToSeconds(env.JWT_EXPIRES_IN),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    publicUrl: env.PUBLIC_URL,
    trustProxy,
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : { kind: 'local', root: path.join(dataDir, 'uploads') },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    rateLimits: {
      register: env.RATE_LIMIT_REGISTER,
      contact: env.RATE_LIMIT_CONTACT,
      enquiry: env.RATE_LIMIT_ENQUIRY,
      report: env.RATE_LIMIT_REPORT,
    },
    passwordResetLimits: {
      perAccount: env.RATE_LIMIT_PASSWORD_RESET,
      perAddress: env.RATE_LIMIT_PASSWORD_RESET_ADDRESS,
    },
    otpLimits: { perNumber: env.RATE_LIMIT_OTP, perAddress: env.RATE_LIMIT_OTP_ADDRESS },
    sms: env.SMS_HTTP_URL
      ? { url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, senderId: env.SMS_SENDER_ID }
      : undefined,
    loginLimits: {
      perAccount: env.RATE_LIMIT_LOGIN,
      perAddress: env.RATE_LIMIT_LOGIN_ADDRESS,
      windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
    },
    readCache: { ttlSeconds: env.READ_CACHE_SECONDS, maxBytes: env.READ_CACHE_MB * 1024 * 1024 },
    compressedAnswersBytes: env.COMPRESSED_ANSWERS_MB * 1024 * 1024,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX } : undefined,
    dbPoolSize: env.DB_POOL_SIZE,
    dbPreparedSearches: env.DB_PREPARED_SEARCHES === 'true',
    // The embedded database runs one statement at a time: a long queue is seconds of waiting.
    requestQueueLimit: env.REQUEST_QUEUE_LIMIT ?? (isEmbedded ? DEFAULT_EMBEDDED_QUEUE_LIMIT : 0),
    slowQueryMs: env.SLOW_QUERY_MS,
    shutdownDrainMs: (env.SHUTDOWN_DRAIN_SECONDS ?? (isEmbedded ? 0 : 5)) * 1000,
    jobs: {
      outboxPollMs: env.OUTBOX_POLL_SECONDS * 1000,
      sweepIntervalMs: env.SWEEP_INTERVAL_MINUTES * 60_000,
    },
    metricsToken: env.METRICS_TOKEN,
  };
}
