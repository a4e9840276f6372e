import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { BOOT_SCRIPT, SESSION_MARK_SCRIPT } from '@nivaas/shared/page-render';
import type { TConfig } from '../config';

const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The inline scripts the drawn pages carry, by their hashes: the app's start after the first paint… */
export const BOOT_SCRIPT_SOURCE = sourceOf(BOOT_SCRIPT);
/** …and the mark of a stored session, first in <head>. */
export const SESSION_MARK_SCRIPT_SOURCE = sourceOf(SESSION_MARK_SCRIPT);

/** Origins of the map tile URL template, e.g. https://*.basemaps.cartocdn.com. */
function tileOrigins(tileUrl: string): string[] {
  const match = /^(https?:\/\/)([^/]+)/.exec(tileUrl);
  if (!match) return [];
  const host = (match[2] ?? '').replace('{s}', '*');
  return [`${match[1]}${host}`];
}

export async function registerSecurityHeaders(app: FastifyInstance, config: TConfig) {
  const storageOrigin =
    config.storage.kind === 's3' && config.storage.publicUrl
      ? [new URL(config.storage.publicUrl).origin]
      : [];
  // Built once: @fastify/helmet builds helmet's middleware again on every request (parsing the
  // policy each time), which cost about 3 % of a list's CPU in the server (bench:api, peers).
  const setHeaders = helmet({
    // HSTS is only meaningful over TLS; it is added below when the request came over https.
    hsts: false,
    crossOriginEmbedderPolicy: false,
    // The same as frame-ancestors 'none' below, for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", SESSION_MARK_SCRIPT_SOURCE, BOOT_SCRIPT_SOURCE],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(config.map.tileUrl), ...storageOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', ...storageOrigin],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
