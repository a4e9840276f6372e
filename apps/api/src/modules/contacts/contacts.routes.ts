import { changedOf, pageOf, successOf } from '@nivaas/shared/envelope';
import { ZLead, ZLeadsQuery } from '@nivaas/shared/lead';
import { MSG } from '@nivaas/shared/messages';
import { ZContactRequest, ZContactStatusUpdate } from '@nivaas/shared/property';
import { idParamsOr404 } from '@nivaas/shared/route-params';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('the guard did not set the user');
  return request.user;
};
const tags = ['Contact requests'];

export async function contactsRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const minute = 60_000;

  api.post(
    '/properties/:id/contact',
    {
      onRequest: guards.requireAuth,
      config: { rateLimit: { max: config.rateLimits.contact, timeWindow: 10 * minute } },
      schema: {
        tags,
        summary: 'Contact the agent of a listing',
        description:
          'One open request per user and listing: the first answers 201, a repeat updates it and answers 200. Email and WhatsApp need a message. The agent is told by email.',
        security: SIGNED_IN,
        params: idParamsOr404(MSG.propertyNotFound),
        body: ZContactRequest,
        response: {
          200: changedOf(ZLead).describe('The open request, updated'),
          201: changedOf(ZLead).describe('A new request'),
          ...failures(400, 401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await services.contacts.contactAgent(signedIn(request), request.params.id, request.body);
      return reply.status(result.isNew ? 201 : 200).send({
        success: true as const,
        message: 'Contact request sent successfully!',
        data: result.data,
      });
    },
  );

  const leads = guards.requireRole('agent', 'admin');
  api.get(
    '/agent/contacts',
    {
      onRequest: leads,
      schema: {
        tags,
        summary: 'Leads: contact requests on the signed-in agent’s listings (an admin sees all)',
        security: SIGNED_IN,
        querystring: ZLeadsQuery,
        response: { 200: pageOf(ZLead), ...failures(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await services.contacts.findLeads(signedIn(request), request.query)),
    }),
  );
  api.patch(
    '/agent/contacts/:id',
    {
      onRequest: leads,
      schema: {
        tags,
        summary: 'Move a lead along: pending, contacted, completed',
        security: SIGNED_IN,
        params: idParamsOr404(MSG.contactNotFound),
        body: ZContactStatusUpdate,
        response: { 200: successOf(ZLead), ...failures(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.contacts.updateLeadStatus(
        signedIn(request),
        request.params.id,
        request.body.status,
      ),
    }),
  );
}
