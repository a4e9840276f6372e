import { ZCompare, ZCompareQuery, ZCompareTray, ZCompareTrayBody } from '@nivaas/shared/compare';
import { changedOf, successOf } from '@nivaas/shared/envelope';
import { ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('requireAuth did not set the user');
  return request.user;
};
const tags = ['Compare'];

export async function compareRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.requireAuth;

  api.get(
    '/compare',
    {
      schema: {
        tags,
        summary: 'Up to 4 listings side by side',
        description:
          'One column per id, in order. An id that is malformed, unknown, hidden, sold or rented, or a repeat of an earlier one, is a column `{ id, available: false }` (the page says ‘No longer available’). More than 4 ids: 422. `localityMedian` is the ₹/sq ft asking-price median (a month, for rent) of the listing’s locality, type and market, null when it would rest on fewer than 5 listings.',
        querystring: ZCompareQuery,
        response: { 200: successOf(ZCompare), ...failures(422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.compare.compare(request.query.ids),
    }),
  );

  api.get(
    '/auth/compare-tray',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The signed-in user’s compare tray',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: successOf(ZCompareTray), ...failures(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.compare.getTray(signedIn(request).id),
    }),
  );

  api.put(
    '/auth/compare-tray',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replace the compare tray',
        description:
          'Up to 4 distinct listing ids (more: 422, nothing changed); ids of listings that do not exist are dropped.',
        security: SIGNED_IN,
        body: ZCompareTrayBody,
        response: { 200: changedOf(ZCompareTray), ...failures(401, 403, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Compare list saved',
      data: await services.compare.setTray(signedIn(request).id, request.body.ids),
    }),
  );

  api.post(
    '/auth/compare-tray/merge',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Bring a guest’s compare tray in at sign-in',
        description:
          'The stored listings stay first, the guest’s others follow, up to 4; the answer is the tray as it now stands. More than 4 ids sent: 422.',
        security: SIGNED_IN,
        body: ZCompareTrayBody,
        response: { 200: changedOf(ZCompareTray), ...failures(401, 403, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Compare list merged',
      data: await services.compare.mergeTray(signedIn(request).id, request.body.ids),
    }),
  );
}
