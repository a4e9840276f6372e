import { ADMIN_MSG } from '@nivaas/shared/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { parseIdParam } from '../../lib/id-param';
import { registerAdminScope } from './admin-scope';

function actorOf(request: FastifyRequest) {
  if (!request.user) throw new Error('the admin guard did not set the user');
  return request.user;
}

/** The admin panel's calls (admin spec §7); every route here is behind the admin guard. */
export async function adminRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { admin, adminUsers } = deps.services;

  await registerAdminScope(app, deps, async (scope) => {
    scope.get('/stats', async () => ({ success: true, data: await admin.getStats() }));

    scope.get('/users', async (request) => ({
      success: true,
      data: await adminUsers.findUsers(request.query),
    }));

    scope.get('/users/:id', async (request) => ({
      success: true,
      data: await adminUsers.getUser(parseIdParam(request.params)),
    }));

    scope.post('/users', async (request, reply) => {
      const data = await adminUsers.createUser(request.body);
      return reply.status(201).send({ success: true, message: ADMIN_MSG.userCreated, data });
    });

    scope.put('/users/:id', async (request) => {
      const data = await adminUsers.updateUser(parseIdParam(request.params), request.body);
      return { success: true, message: ADMIN_MSG.userUpdated, data };
    });

    scope.delete('/users/:id', async (request) => {
      const data = await adminUsers.deleteUser(actorOf(request), parseIdParam(request.params));
      return { success: true, message: ADMIN_MSG.userDeleted, data };
    });

    scope.get('/agents', async (request) => ({
      success: true,
      ...(await admin.findAgents(request.query)),
    }));

    scope.put('/agents/:id/verify', async (request) => {
      const data = await adminUsers.verifyAgent(parseIdParam(request.params));
      return { success: true, message: ADMIN_MSG.agentVerified, data };
    });

    scope.patch('/users/:id/status', async (request) => {
      const data = await adminUsers.setStatus(actorOf(request), parseIdParam(request.params), request.body);
      return {
        success: true,
        message: data.active ? ADMIN_MSG.userActivated : ADMIN_MSG.userDeactivated,
        data,
      };
    });

    scope.get('/properties', async (request) => ({
      success: true,
      ...(await admin.findProperties(request.query)),
    }));

    scope.delete('/properties/:id', async (request) => {
      const data = await admin.deleteProperty(parseIdParam(request.params));
      return { success: true, message: ADMIN_MSG.propertyDeleted, data };
    });

    scope.get('/contacts', async () => ({ success: true, data: await admin.findContacts() }));

    scope.patch('/contacts/:id', async (request) => {
      const data = await admin.updateContactStatus(parseIdParam(request.params), request.body);
      return { success: true, message: ADMIN_MSG.contactUpdated, data };
    });

    scope.delete('/contacts/:id', async (request) => {
      const data = await admin.deleteContact(parseIdParam(request.params));
      return { success: true, message: ADMIN_MSG.contactDeleted, data };
    });
  });
}
