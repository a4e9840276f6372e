import { ENQUIRY_MSG } from '@nivaas/shared/enquiry';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { parseIdParam } from '../../lib/id-param';
import { registerAdminScope } from '../admin/admin-scope';

const HOUR = 3_600_000;

export async function enquiriesRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards, config } = deps;

  // Anyone may send one; a signed-in sender is linked to it. Rate-limited per address against spam.
  app.post(
    '/enquiries',
    {
      preHandler: guards.optionalAuth,
      config: { rateLimit: { max: config.rateLimits.enquiry, timeWindow: HOUR } },
    },
    async (request, reply) => {
      const data = await services.enquiries.createEnquiry(request.body, request.user);
      return reply.status(201).send({ success: true, message: ENQUIRY_MSG.thanks, data });
    },
  );

  await registerAdminScope(app, deps, async (admin) => {
    admin.get('/enquiries', async (request) => ({
      success: true,
      data: await services.enquiries.findEnquiries(request.query),
    }));
    admin.patch('/enquiries/:id', async (request) => ({
      success: true,
      message: 'Enquiry updated',
      data: await services.enquiries.updateStatus(parseIdParam(request.params), request.body),
    }));
    admin.delete('/enquiries/:id', async (request) => ({
      success: true,
      message: 'Enquiry deleted',
      data: await services.enquiries.deleteEnquiry(parseIdParam(request.params)),
    }));
  });
}
