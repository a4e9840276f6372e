import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps';

/**
 * Registers routes under /admin in their own scope, behind one admin guard for every route in it:
 * 401 without a token, 403 for buyers and agents, before any body is read.
 */
export async function registerAdminScope(
  app: FastifyInstance,
  deps: TAppDeps,
  routes: (admin: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', deps.guards.requireRole('admin'));
      await routes(admin);
    },
    { prefix: '/admin' },
  );
}
