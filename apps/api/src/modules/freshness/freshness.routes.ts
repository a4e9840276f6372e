import { changedOf } from '@nivaas/shared/envelope';
import { ZAvailabilityConfirmed, ZConfirmLinkRequest } from '@nivaas/shared/listing-freshness';
import { MSG } from '@nivaas/shared/messages';
import { idParamsOr404, ZNoBody, ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';

const tags = ['Properties'];
const CONFIRMED = 'Availability confirmed';

export async function freshnessRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/properties/:id/confirm-availability',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: 'The listing’s agent confirms it is still available',
        description:
          'Only the listing’s own agent (403 for anyone else, admins included). The listing counts as confirmed now: no longer marked as not confirmed recently, and back in search if it had left for going unconfirmed. Its `updatedAt` does not change.',
        security: SIGNED_IN,
        params: idParamsOr404(MSG.propertyNotFound),
        querystring: ZNoQuery,
        body: ZNoBody,
        response: { 200: changedOf(ZAvailabilityConfirmed), ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      if (!request.user) throw new Error('the guard did not set the user');
      const data = await services.freshness.confirmByAgent(request.user, request.params.id);
      return { success: true as const, message: CONFIRMED, data };
    },
  );

  api.post(
    '/listing-confirmations',
    {
      schema: {
        tags,
        summary: 'Confirm a listing is available from the weekly email’s link (no sign-in)',
        description:
          'The link’s signed `token` names the listing and the agent it was sent to; it works for 14 days and stops working when the listing changes hands (400).',
        body: ZConfirmLinkRequest,
        response: { 200: changedOf(ZAvailabilityConfirmed), ...failures(400, 422) },
      },
    },
    async (request) => {
      const data = await services.freshness.confirmByLink(request.body.token);
      return { success: true as const, message: CONFIRMED, data };
    },
  );
}
