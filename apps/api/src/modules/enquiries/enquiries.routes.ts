import {
  ENQUIRY_MSG,
  ZAdminEnquiriesQuery,
  ZEnquiry,
  ZEnquiryRequest,
  ZEnquiryStatusRequest,
} from '@nivaas/shared/enquiry';
import { changedOf, successOf, ZDeleted } from '@nivaas/shared/envelope';
import { ZIdParams, ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN, SIGNED_IN_OPTIONAL } from '../../lib/route-contract';
import { registerAdminScope } from '../admin/admin-scope';

const HOUR = 3_600_000;
const tags = ['Enquiries'];

export async function enquiriesRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards, config } = deps;

  // Anyone may send one; a signed-in sender is linked to it. Rate-limited per address against spam.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/enquiries',
    {
      onRequest: guards.optionalAuth,
      config: { rateLimit: { max: config.rateLimits.enquiry, timeWindow: HOUR } },
      schema: {
        tags,
        summary: 'Send an enquiry (contact form, loan, design team, lawyer, movers)',
        description: 'Each `kind` has its own required fields and messages; every active admin is told.',
        security: SIGNED_IN_OPTIONAL,
        body: ZEnquiryRequest,
        response: { 201: changedOf(ZEnquiry), ...failures(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const data = await services.enquiries.createEnquiry(request.body, request.user);
      return reply.status(201).send({ success: true as const, message: ENQUIRY_MSG.thanks, data });
    },
  );

  await registerAdminScope(app, deps, async (admin) => {
    const api = admin.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/enquiries',
      {
        schema: {
          tags,
          summary: 'Every enquiry, newest first',
          security: SIGNED_IN,
          querystring: ZAdminEnquiriesQuery,
          response: { 200: successOf(z.array(ZEnquiry)), ...failures(400, 401, 403) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await services.enquiries.findEnquiries(request.query),
      }),
    );
    api.patch(
      '/enquiries/:id',
      {
        schema: {
          tags,
          summary: 'Set an enquiry’s status: new, in-progress, closed',
          security: SIGNED_IN,
          params: ZIdParams,
          body: ZEnquiryStatusRequest,
          response: { 200: changedOf(ZEnquiry), ...failures(400, 401, 403, 404, 422) },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Enquiry updated',
        data: await services.enquiries.updateStatus(request.params.id, request.body.status),
      }),
    );
    api.delete(
      '/enquiries/:id',
      {
        schema: {
          tags,
          summary: 'Delete an enquiry',
          security: SIGNED_IN,
          params: ZIdParams,
          querystring: ZNoQuery,
          response: { 200: changedOf(ZDeleted), ...failures(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Enquiry deleted',
        data: await services.enquiries.deleteEnquiry(request.params.id),
      }),
    );
  });
}
