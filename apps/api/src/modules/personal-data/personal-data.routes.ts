import { DATA_MSG, ZDataExport, ZDeleteAccountRequest } from '@nivaas/shared/personal-data';
import { ZMessageAnswer } from '@nivaas/shared/account';
import { successOf } from '@nivaas/shared/envelope';
import { ZIdParams, ZNoBody, ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';

const DOWNLOAD = 'attachment; filename="nivaas-my-data.json"';

function signedIn(request: FastifyRequest) {
  if (!request.user) throw new Error('requireAuth did not set the user');
  return request.user;
}

/**
 * Your data (DPDP Act 2023): a person downloads what is kept about them and deletes their
 * account; an admin does the same for a person who asks by other means.
 */
export async function personalDataRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/auth/me/export',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags: ['Auth'],
        summary: 'Download my data',
        description:
          'Profile, favourites, viewed listings, enquiries sent, leads received, listings, forms and reports of listings sent, as one JSON download.',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: successOf(ZDataExport), ...failures(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', DOWNLOAD).header('cache-control', 'no-store');
      return { success: true as const, data: await services.personalData.exportData(signedIn(request)) };
    },
  );

  api.delete(
    '/auth/me',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags: ['Auth'],
        summary: 'Delete my account',
        description:
          "Erases the person's data in this request: the account stays only as 'Deleted user', without name, email, phone or photo. An agent's listings pass to an administrator; leads they sent stay with the agent without their contact details or message. The last active admin cannot be deleted (409).",
        security: SIGNED_IN,
        querystring: ZNoQuery,
        body: ZDeleteAccountRequest,
        response: { 200: ZMessageAnswer, ...failures(401, 403, 409, 422) },
      },
    },
    async (request) => {
      await services.personalData.erase(signedIn(request).id);
      return { success: true as const, message: DATA_MSG.accountDeleted };
    },
  );

  const admins = guards.requireRole('admin');
  const adminTags = ['Admin: users'];
  api.get(
    '/admin/users/:id/export',
    {
      onRequest: admins,
      schema: {
        tags: adminTags,
        summary: "A user's data, for a request made to the grievance contact",
        security: SIGNED_IN,
        params: ZIdParams,
        querystring: ZNoQuery,
        response: { 200: successOf(ZDataExport), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await services.personalData.exportDataOf(request.params.id) };
    },
  );

  api.post(
    '/admin/users/:id/erase',
    {
      onRequest: admins,
      schema: {
        tags: adminTags,
        summary: "Erase a user's personal data on their request",
        description: 'The same erasure as Delete my account. The last active admin cannot be erased (409).',
        security: SIGNED_IN,
        params: ZIdParams,
        body: ZNoBody,
        response: { 200: ZMessageAnswer, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await services.personalData.erase(request.params.id);
      return { success: true as const, message: DATA_MSG.erased };
    },
  );
}
