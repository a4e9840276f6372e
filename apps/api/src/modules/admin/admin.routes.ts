import {
  ADMIN_MSG,
  ZAdminAgent,
  ZAdminAgentsQuery,
  ZAdminContact,
  ZAdminPropertiesQuery,
  ZAdminProperty,
  ZAdminStats,
} from '@nivaas/shared/admin';
import {
  ZAdminUserCreate,
  ZAdminUsersQuery,
  ZDeletedUser,
  ZAdminUserUpdate,
  ZUserStatusRequest,
} from '@nivaas/shared/admin-user';
import { ZUser } from '@nivaas/shared/auth';
import { changedOf, pageOf, successOf, ZDeleted } from '@nivaas/shared/envelope';
import { ZContactStatusUpdate } from '@nivaas/shared/property';
import { ZReraCheck } from '@nivaas/shared/rera';
import { ZIdParams, ZNoBody, ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';
import { refusingCommonPasswords } from '../../lib/password-policy';
import { registerAdminScope } from './admin-scope';

/** The Add New Agent form as shared, refusing passwords anyone would try first (kept on the server). */
const ZAdminUserCreateChecked = ZAdminUserCreate.extend({
  password: refusingCommonPasswords(ZAdminUserCreate.shape.password),
});

function actorOf(request: FastifyRequest) {
  if (!request.user) throw new Error('the admin guard did not set the user');
  return request.user;
}

/** The admin panel's calls (admin spec §7); every route here is behind the admin guard. */
export async function adminRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { admin, adminUsers } = deps.services;

  await registerAdminScope(app, deps, async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const security = SIGNED_IN;
    const users = { tags: ['Admin: users'], security };
    const listings = { tags: ['Admin: listings and contacts'], security };

    api.get(
      '/stats',
      {
        schema: {
          ...listings,
          tags: ['Admin: dashboard'],
          summary: 'Dashboard counts and the newest users, listings and contact requests',
          querystring: ZNoQuery,
          response: { 200: successOf(ZAdminStats), ...failures(401, 403) },
        },
      },
      async () => ({ success: true as const, data: await admin.getStats() }),
    );

    api.get(
      '/users',
      {
        schema: {
          ...users,
          summary: 'Every user, newest first (`role=agent` for the agents)',
          querystring: ZAdminUsersQuery,
          response: { 200: successOf(z.array(ZUser)), ...failures(400, 401, 403) },
        },
      },
      async (request) => ({ success: true as const, data: await adminUsers.findUsers(request.query.role) }),
    );

    api.get(
      '/users/:id',
      {
        schema: {
          ...users,
          summary: 'One user',
          params: ZIdParams,
          querystring: ZNoQuery,
          response: { 200: successOf(ZUser), ...failures(400, 401, 403, 404) },
        },
      },
      async (request) => ({ success: true as const, data: await adminUsers.getUser(request.params.id) }),
    );

    api.post(
      '/users',
      {
        schema: {
          ...users,
          summary: 'Create a user of any role (the Add New Agent screen)',
          body: ZAdminUserCreateChecked,
          response: { 201: changedOf(ZUser), ...failures(400, 401, 403, 409, 422) },
        },
      },
      async (request, reply) => {
        const data = await adminUsers.createUser(request.body);
        return reply.status(201).send({ success: true as const, message: ADMIN_MSG.userCreated, data });
      },
    );

    api.put(
      '/users/:id',
      {
        schema: {
          ...users,
          summary: 'Change a user (the Edit User form)',
          description:
            'Name, email and role are required; other fields left out keep their value, blank or null clears them. What `GET /admin/users/{id}` answers may be sent back changed.',
          params: ZIdParams,
          body: ZAdminUserUpdate,
          response: { 200: changedOf(ZUser), ...failures(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const data = await adminUsers.updateUser(request.params.id, request.body);
        return { success: true as const, message: ADMIN_MSG.userUpdated, data };
      },
    );

    api.delete(
      '/users/:id',
      {
        schema: {
          ...users,
          summary: 'Delete a user with their listings, favourites and contact requests',
          params: ZIdParams,
          querystring: ZNoQuery,
          response: { 200: changedOf(ZDeletedUser), ...failures(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const data = await adminUsers.deleteUser(actorOf(request), request.params.id);
        return { success: true as const, message: ADMIN_MSG.userDeleted, data };
      },
    );

    api.get(
      '/agents',
      {
        schema: {
          ...users,
          summary:
            'A page of agents, by name: photo, verified flag and listing count (an agent picker, the Agents screen)',
          description:
            '`search` matches name, email or licence number. The listing count includes hidden listings.',
          querystring: ZAdminAgentsQuery,
          response: { 200: pageOf(ZAdminAgent), ...failures(400, 401, 403) },
        },
      },
      async (request) => ({ success: true as const, ...(await admin.findAgents(request.query)) }),
    );

    api.put(
      '/agents/:id/verify',
      {
        schema: {
          ...users,
          summary: 'Mark an agent verified',
          params: ZIdParams,
          body: ZNoBody,
          response: { 200: changedOf(ZUser), ...failures(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const data = await adminUsers.verifyAgent(request.params.id);
        return { success: true as const, message: ADMIN_MSG.agentVerified, data };
      },
    );

    api.patch(
      '/users/:id/status',
      {
        schema: {
          ...users,
          summary: 'Activate or deactivate a user',
          description: 'A deactivated agent’s listings leave the public lists; they cannot sign in.',
          params: ZIdParams,
          body: ZUserStatusRequest,
          response: { 200: changedOf(ZUser), ...failures(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const data = await adminUsers.setStatus(actorOf(request), request.params.id, request.body.active);
        return {
          success: true as const,
          message: data.active ? ADMIN_MSG.userActivated : ADMIN_MSG.userDeactivated,
          data,
        };
      },
    );

    api.get(
      '/properties',
      {
        schema: {
          ...listings,
          summary: 'Every listing, newest first, hidden ones included',
          description:
            'Everything unless `page` or `limit` is given (the screen pages on the client); `search` matches title, agent, city and type.',
          querystring: ZAdminPropertiesQuery,
          response: { 200: pageOf(ZAdminProperty), ...failures(400, 401, 403) },
        },
      },
      async (request) => ({ success: true as const, ...(await admin.findProperties(request.query)) }),
    );

    api.delete(
      '/properties/:id',
      {
        schema: {
          ...listings,
          summary: 'Delete any listing with its files',
          params: ZIdParams,
          querystring: ZNoQuery,
          response: { 200: changedOf(ZDeleted), ...failures(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const data = await admin.deleteProperty(request.params.id);
        return { success: true as const, message: ADMIN_MSG.propertyDeleted, data };
      },
    );

    api.post(
      '/properties/:id/rera-check',
      {
        schema: {
          ...listings,
          summary: 'Mark a listing’s RERA number checked against the authority’s register',
          description:
            'Records who checked it and when; the detail page then says so. Editing the number clears the check. 409 when the listing has no RERA number.',
          params: ZIdParams,
          body: ZNoBody,
          response: { 200: changedOf(ZReraCheck), ...failures(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const data = await admin.setReraCheck(request.params.id, actorOf(request).id);
        return { success: true as const, message: ADMIN_MSG.reraChecked, data };
      },
    );

    api.delete(
      '/properties/:id/rera-check',
      {
        schema: {
          ...listings,
          summary: 'Take back the check of a listing’s RERA number',
          params: ZIdParams,
          querystring: ZNoQuery,
          response: { 200: changedOf(ZReraCheck), ...failures(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const data = await admin.setReraCheck(request.params.id, null);
        return { success: true as const, message: ADMIN_MSG.reraUnchecked, data };
      },
    );

    api.get(
      '/contacts',
      {
        schema: {
          ...listings,
          summary: 'Every contact request, newest first',
          querystring: ZNoQuery,
          response: { 200: successOf(z.array(ZAdminContact)), ...failures(401, 403) },
        },
      },
      async () => ({ success: true as const, data: await admin.findContacts() }),
    );

    api.patch(
      '/contacts/:id',
      {
        schema: {
          ...listings,
          summary: 'Set a contact request’s status: pending, contacted, completed',
          params: ZIdParams,
          body: ZContactStatusUpdate,
          response: { 200: changedOf(ZAdminContact), ...failures(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const data = await admin.updateContactStatus(request.params.id, request.body.status);
        return { success: true as const, message: ADMIN_MSG.contactUpdated, data };
      },
    );

    api.delete(
      '/contacts/:id',
      {
        schema: {
          ...listings,
          summary: 'Delete a contact request',
          params: ZIdParams,
          querystring: ZNoQuery,
          response: { 200: changedOf(ZDeleted), ...failures(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const data = await admin.deleteContact(request.params.id);
        return { success: true as const, message: ADMIN_MSG.contactDeleted, data };
      },
    );
  });
}
