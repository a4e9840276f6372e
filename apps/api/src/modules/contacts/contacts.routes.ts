import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../app-deps';

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('the guard did not set the user');
  return request.user;
};
type TIdParams = { Params: { id: string } };

export async function contactsRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards, config } = deps;
  const minute = 60_000;

  app.post<TIdParams>(
    '/properties/:id/contact',
    {
      preHandler: guards.requireAuth,
      config: { rateLimit: { max: config.rateLimits.contact, timeWindow: 10 * minute } },
    },
    async (request, reply) => {
      const result = await services.contacts.contactAgent(signedIn(request), request.params.id, request.body);
      return reply.status(result.isNew ? 201 : 200).send({
        success: true,
        message: 'Contact request sent successfully!',
        data: result.data,
      });
    },
  );

  const leads = { preHandler: guards.requireRole('agent', 'admin') };
  app.get('/agent/contacts', leads, async (request) => ({
    success: true,
    ...(await services.contacts.findLeads(signedIn(request), request.query)),
  }));
  app.patch<TIdParams>('/agent/contacts/:id', leads, async (request) => ({
    success: true,
    data: await services.contacts.updateLeadStatus(signedIn(request), request.params.id, request.body),
  }));
}
