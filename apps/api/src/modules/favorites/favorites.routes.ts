import { changedOf, successOf } from '@nivaas/shared/envelope';
import { ZFavoriteStatus, ZFavoriteStatusAnswer } from '@nivaas/shared/favorites';
import { MSG } from '@nivaas/shared/messages';
import { ZPropertyCard } from '@nivaas/shared/property';
import { idParamsOr404, ZNoBody, ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('requireAuth did not set the user');
  return request.user;
};
const params = idParamsOr404(MSG.propertyNotFound);
const tags = ['Favourites'];

export async function favoritesRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.requireAuth;

  api.get(
    '/auth/favorites',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The signed-in user’s favourite listings, newest first',
        description: 'Full cards; a listing hidden since (its agent deactivated) is left out.',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: successOf(z.array(ZPropertyCard)), ...failures(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.favorites.findFavorites(signedIn(request).id),
    }),
  );

  api.get(
    '/auth/favorites/:id/status',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Whether a listing is a favourite',
        security: SIGNED_IN,
        params,
        querystring: ZNoQuery,
        response: { 200: ZFavoriteStatusAnswer, ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      const data = await services.favorites.getFavoriteStatus(signedIn(request).id, request.params.id);
      return { success: true as const, isFavorite: data.isFavorite, data };
    },
  );

  api.put(
    '/auth/favorites/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a listing to the favourites (again is harmless)',
        security: SIGNED_IN,
        params,
        body: ZNoBody,
        response: { 200: changedOf(ZFavoriteStatus), ...failures(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Added to favorites',
      data: await services.favorites.addFavorite(signedIn(request).id, request.params.id),
    }),
  );

  api.delete(
    '/auth/favorites/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a listing from the favourites',
        security: SIGNED_IN,
        params,
        querystring: ZNoQuery,
        response: { 200: changedOf(ZFavoriteStatus), ...failures(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Removed from favorites',
      data: await services.favorites.removeFavorite(signedIn(request).id, request.params.id),
    }),
  );

  api.get(
    '/auth/recently-viewed',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Up to 20 listings the signed-in user opened, newest first',
        security: SIGNED_IN,
        querystring: ZNoQuery,
        response: { 200: successOf(z.array(ZPropertyCard)), ...failures(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await services.favorites.findRecentlyViewed(signedIn(request).id),
    }),
  );
}
