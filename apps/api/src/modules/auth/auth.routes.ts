import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { createLoginThrottle } from '../../plugins/login-throttle';
import { readProfileForm } from './profile-form';

export async function authRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards, config } = deps;
  const minute = 60_000;

  app.post(
    '/auth/register',
    { config: { rateLimit: { max: config.rateLimits.register, timeWindow: 10 * minute } } },
    async (request, reply) => {
      const result = await services.auth.register(request.body);
      return reply.status(201).send({ success: true, ...result });
    },
  );

  // Failed logins are limited per account and per address (plugins/login-throttle.ts).
  const loginThrottle = createLoginThrottle(app, config.loginLimits);
  app.post('/auth/login', async (request, reply) => ({
    success: true,
    ...(await loginThrottle.run(request, reply, () => services.auth.login(request.body))),
  }));

  app.get('/auth/me', { preHandler: guards.requireAuth }, async (request) => {
    const user = request.user;
    if (!user) throw new Error('requireAuth did not set the user');
    return { success: true, data: await services.auth.currentUser(user) };
  });

  // Own profile (API.md 'Lists beyond the spec's table'): multipart with an avatar, or JSON.
  // Encapsulated, so multipart parsing exists only where this route needs it.
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.put('/auth/me', { preHandler: guards.requireAuth }, async (request) => {
      const user = request.user;
      if (!user) throw new Error('requireAuth did not set the user');
      const update = request.isMultipart() ? await readProfileForm(request) : { fields: request.body };
      const data = await services.auth.updateProfile(user, update);
      return { success: true, message: 'Profile updated successfully', data };
    });
  });
}
