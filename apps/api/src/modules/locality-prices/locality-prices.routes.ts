import { successOf } from '@nivaas/shared/envelope';
import { ZLocalityParams, ZLocalityPrices } from '@nivaas/shared/locality-prices';
import { ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { failures, sendJsonText } from '../../lib/route-contract';

export async function localityPricesRoutes(app: FastifyInstance, deps: TAppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/localities/:city/:locality',
    {
      schema: {
        tags: ['Locations'],
        summary: 'Asking prices per sq ft in a locality, its trend, counts and listings',
        description:
          'From the public listings on Nivaas in the locality (city and locality as slugs: lower case, runs of other characters as one "-"): ₹ per sq ft median and 25th–75th percentile for sale, and per month for rent, for all types and by type; the median of each of the last 12 months; listing counts; the cheapest and newest listings. A figure resting on fewer than 5 listings is null. 404 when no public listing is in the locality.',
        params: ZLocalityParams,
        querystring: ZNoQuery,
        response: { 200: successOf(ZLocalityPrices), ...failures(404) },
      },
    },
    async (request, reply) => {
      const { city, locality } = request.params;
      const json = await deps.services.localityPrices.getLocalityJson(city, locality);
      return sendJsonText(reply, `{"success":true,"data":${json}}`);
    },
  );
}
