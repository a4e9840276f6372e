import { SHORTLIST_NOT_SHARED, ZSharedShortlist, ZShortlistShare } from '@nivaas/shared/compare';
import { changedOf, successOf } from '@nivaas/shared/envelope';
import { ZNoBody, ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('requireAuth did not set the user');
  return request.user;
};
const tags = ['Favourites'];
/** Any text: a token of the wrong shape names no share and is answered like a revoked one (404). */
const ZTokenParams = z.object({ token: z.string().max(200) });

export async function shortlistRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.requireAuth;

  api.get(
    '/auth/shortlist-share',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The link sharing the signed-in user’s favourites, or null',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: successOf(ZShortlistShare.nullable()), ...failures(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.shortlist.getShare(signedIn(request).id),
    }),
  );

  api.post(
    '/auth/shortlist-share',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Share the favourites as a read-only link',
        description: 'A new random token each time; the previous link, if any, stops working.',
        security: SIGNED_IN,
        body: ZNoBody,
        response: { 201: changedOf(ZShortlistShare), ...failures(401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: 'Your favourites are shared',
        data: await services.shortlist.createShare(signedIn(request).id),
      }),
  );

  api.delete(
    '/auth/shortlist-share',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Stop sharing the favourites (the link then answers 404)',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: changedOf(z.null()), ...failures(401, 403) },
      },
    },
    async (request) => {
      await services.shortlist.revokeShare(signedIn(request).id);
      return { success: true as const, message: 'Your favourites are no longer shared', data: null };
    },
  );

  api.get(
    '/shortlists/:token',
    {
      schema: {
        tags,
        summary: 'A shared shortlist: the owner’s first name and their favourites, read-only',
        description: `Anyone with the link. A revoked or unknown token: 404 ‘${SHORTLIST_NOT_SHARED}’.`,
        params: ZTokenParams,
        querystring: ZNoQuery,
        response: { 200: successOf(ZSharedShortlist), ...failures(404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.shortlist.readShared(request.params.token),
    }),
  );
}
