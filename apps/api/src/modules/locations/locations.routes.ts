import { successOf } from '@nivaas/shared/envelope';
import { ZCityLocation } from '@nivaas/shared/locations';
import { ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps';
import { failures } from '../../lib/route-contract';

export async function locationsRoutes(app: FastifyInstance, deps: TAppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/locations/cities',
    {
      schema: {
        tags: ['Locations'],
        summary: 'Cities with listings, their localities and centre points',
        description:
          'For the home page city dropdown and locality chips and the listing page city picker; public listings only.',
        querystring: ZNoQuery,
        response: { 200: successOf(z.array(ZCityLocation)), ...failures() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: await deps.services.locations.findCities() };
    },
  );
}
