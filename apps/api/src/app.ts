import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { API_BASE_PATH } from '@nivaas/shared/constants';
import { MSG } from '@nivaas/shared/messages';
import { createAppDeps, type TAppDeps } from './app-deps';
import type { TConfig } from './config';
import type { Database } from './db/client';
import { connectRedis } from './lib/redis';
import { requestIdOf } from './lib/request-context';
import { trustProxyOption } from './lib/trust-proxy';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { compareRoutes } from './modules/compare/compare.routes';
import { shortlistRoutes } from './modules/shortlist/shortlist.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { localityPricesRoutes } from './modules/locality-prices/locality-prices.routes';
import { mapClustersRoutes } from './modules/properties/map-clusters.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { developersRoutes } from './modules/developers/developers.routes';
import { duplicatePhotosRoutes } from './modules/duplicate-photos/duplicate-photos.routes';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes';
import { healthRoutes } from './modules/health/health.routes';
import { freshnessRoutes } from './modules/freshness/freshness.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { personalDataRoutes } from './modules/personal-data/personal-data.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { registerAuthDecorators } from './plugins/auth';
import { createCacheInvalidation } from './plugins/cache-invalidation';
import { registerErrorHandler, sendFrameworkError, sendNotFound } from './plugins/error-handler';
import { registerFairTurns } from './plugins/fair-turns';
import { COMPRESS_THRESHOLD, registerCompression } from './plugins/compression';
import { registerContract } from './plugins/contract';
import { registerOpenApi } from './plugins/openapi';
import { registerHttpCache } from './plugins/http-cache';
import { registerMetrics } from './plugins/metrics';
import { registerOperability } from './plugins/operability';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb } from './plugins/web';
import type { Storage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
  }
}

export type TBuildAppOptions = {
  config: TConfig;
  database: Database;
  storage: Storage;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Told of every route as it is registered (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** API modules: each registers its routes under /api/v1. */
const MODULES: ((app: FastifyInstance, deps: TAppDeps) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  developersRoutes,
  adminRoutes,
  enquiriesRoutes,
  settingsRoutes,
  propertiesRoutes,
  freshnessRoutes,
  mapClustersRoutes,
  favoritesRoutes,
  compareRoutes,
  shortlistRoutes,
  contactsRoutes,
  reportsRoutes,
  locationsRoutes,
  localityPricesRoutes,
  jobsRoutes,
  personalDataRoutes,
  duplicatePhotosRoutes,
  savedSearchesRoutes,
];

export async function buildApp(opts: TBuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: sendFrameworkError,
    // The balancer's x-request-id when it sent one, so its log and ours name the same request.
    genReqId: requestIdOf,
  });
  const redis = config.redis ? await connectRedis({ ...config.redis, log: app.log }) : undefined;
  if (redis) app.addHook('onClose', redis.close);
  const invalidation = createCacheInvalidation({ redis, log: app.log });
  const deps = createAppDeps({ ...opts, log: app.log, redis, invalidation });
  app.decorate('deps', deps);
  const { onRoute } = opts;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  registerFairTurns(app);

  registerContract(app);
  registerErrorHandler(app);
  registerAuthDecorators(app);
  await registerSecurityHeaders(app, config);
  registerHttpCache(app, config.readCache);
  // Health probes, /metrics, request ids, slow statements, the queue limit: after the read cache,
  // whose hits wait for nothing.
  registerMetrics(app, { token: config.metricsToken });
  registerOperability(app, { slowQueryMs: config.slowQueryMs, requestQueueLimit: config.requestQueueLimit });
  // Whole answers are compressed by registerCompression; @fastify/compress is left the streams.
  registerCompression(app, { maxBytes: config.compressedAnswersBytes });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  if (config.corsOrigins.length) {
    // Every method the API answers, with the two headers its clients send (a bearer token, JSON).
    // An origin not listed gets no CORS header at all (a list would still get the allowed methods).
    const allowed = new Set(config.corsOrigins);
    await app.register(cors, {
      origin: (origin, done) => done(null, origin && allowed.has(origin) ? origin : false),
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
    });
  }
  await app.register(rateLimit, {
    global: false,
    // Counted in Redis when it is shared, so N instances do not allow N times the limit.
    ...(redis ? { redis: redis.commands, nameSpace: `${redis.prefix}rate:` } : {}),
    errorResponseBuilder: () => ({
      statusCode: 429,
      success: false,
      message: MSG.tooManyRequests,
      error: MSG.tooManyRequests,
    }),
  });

  await registerOpenApi(app);
  await app.register(
    async (api) => {
      for (const register of MODULES) await register(api, deps);
      api.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    },
    { prefix: API_BASE_PATH },
  );

  await registerWeb(app, { config, storage: opts.storage, serveWeb: opts.serveWeb ?? true });
  return app;
}
