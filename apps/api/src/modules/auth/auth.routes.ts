import multipart from '@fastify/multipart';
import {
  ZAuthAnswer,
  ZLoginRequest,
  ZProfileForm,
  ZProfileUpdate,
  ZRegisterRequest,
  ZCurrentUser,
} from '@nivaas/shared/auth';
import { changedOf, successOf } from '@nivaas/shared/envelope';
import { ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';
import { refusingCommonPasswords } from '../../lib/password-policy';
import { validate } from '../../lib/validate';
import { createLoginThrottle } from '../../plugins/login-throttle';
import { accountRoutes } from './account.routes';
import { readProfileForm } from './profile-form';

const tags = ['Auth'];

/** Registration as the shared form checks it, refusing passwords anyone would try first (kept on the server). */
const ZRegister = ZRegisterRequest.extend({
  password: refusingCommonPasswords(ZRegisterRequest.shape.password),
});

export async function authRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const minute = 60_000;

  api.post(
    '/auth/register',
    {
      config: { rateLimit: { max: config.rateLimits.register, timeWindow: 10 * minute } },
      schema: {
        tags,
        summary: 'Create an account (buyer or agent) and sign in',
        body: ZRegister,
        response: { 201: ZAuthAnswer, ...failures(400, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await services.auth.register(request.body);
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  // Failed logins are limited per account and per address (plugins/login-throttle.ts).
  const loginThrottle = createLoginThrottle(app, config.loginLimits);
  api.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description: 'The token goes in `Authorization: Bearer <token>` on later calls.',
        body: ZLoginRequest,
        response: { 200: ZAuthAnswer, ...failures(400, 401, 403, 422, 429) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      ...(await loginThrottle.run(request, reply, () => services.auth.login(request.body))),
    }),
  );

  api.get(
    '/auth/me',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: 'The signed-in user',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: successOf(ZCurrentUser), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new Error('requireAuth did not set the user');
      return { success: true as const, data: await services.auth.currentUser(user) };
    },
  );

  // Own profile (API.md 'Lists beyond the spec's table'): multipart with an avatar, or JSON.
  // Encapsulated, so multipart parsing exists only where this route needs it.
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/auth/me',
      {
        onRequest: guards.requireAuth,
        schema: {
          tags,
          summary: 'Change own name, mobile, occupation and avatar',
          description:
            'JSON, or a multipart form with an `avatar` file. What `GET /auth/me` answers may be sent back changed: read-only fields are ignored.',
          security: SIGNED_IN,
          body: {
            content: {
              'application/json': { schema: ZProfileUpdate },
              'multipart/form-data': { schema: ZProfileForm },
            },
          },
          response: { 200: changedOf(ZCurrentUser), ...failures(400, 401, 403, 413, 415, 422) },
        },
      },
      async (request) => {
        const user = request.user;
        if (!user) throw new Error('requireAuth did not set the user');
        let update: { fields: z.output<typeof ZProfileUpdate>; avatar?: Buffer };
        if (request.isMultipart()) {
          const form = await readProfileForm(request);
          update = { fields: validate(ZProfileUpdate, form.fields), avatar: form.avatar };
        } else {
          // Fastify validated the JSON body with ZProfileUpdate.
          update = { fields: request.body as z.output<typeof ZProfileUpdate> };
        }
        const data = await services.auth.updateProfile(user, update);
        return { success: true as const, message: 'Profile updated successfully', data };
      },
    );
  });

  await accountRoutes(app, deps);
}
