import { successOf } from '@nivaas/shared/envelope';
import { ZPropertyMap, ZPropertyMapQuery } from '@nivaas/shared/property-map';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { failures } from '../../lib/route-contract';

export async function mapClustersRoutes(app: FastifyInstance, deps: TAppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/properties/map',
    {
      schema: {
        tags: ['Properties'],
        summary: 'The map of a listing search: every match in the box, grouped by the server',
        description:
          'The same filters as `GET /properties` (paging and order are ignored), plus the map’s `zoom`. Listings are grouped in a grid of 2^(7 - zoom) degree cells: each cluster has its count, mean position and box; a cell of one listing is answered as a marker. `total` (the clusters’ counts plus the markers) is an exact count of the matches in `bbox`; without `bbox`, of every match. A value that cannot be read is a 400 naming the parameter.',
        querystring: ZPropertyMapQuery,
        response: { 200: successOf(ZPropertyMap), ...failures(400) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deps.services.mapClusters.findMap(request.query),
    }),
  );
}
