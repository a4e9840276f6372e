import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps';

export async function locationsRoutes(app: FastifyInstance, deps: TAppDeps) {
  app.get('/locations/cities', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { success: true, data: await deps.services.locations.findCities() };
  });
}
