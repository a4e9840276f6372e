import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../app-deps';

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('requireAuth did not set the user');
  return request.user;
};
type TIdParams = { Params: { id: string } };

export async function favoritesRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards } = deps;
  const auth = { preHandler: guards.requireAuth };

  app.get('/auth/favorites', auth, async (request) => ({
    success: true,
    data: await services.favorites.findFavorites(signedIn(request).id),
  }));
  app.get<TIdParams>('/auth/favorites/:id/status', auth, async (request) => {
    const data = await services.favorites.getFavoriteStatus(signedIn(request).id, request.params.id);
    // The spec's client reads isFavorite; it is given at the top level and in data.
    return { success: true, isFavorite: data.isFavorite, data };
  });
  app.put<TIdParams>('/auth/favorites/:id', auth, async (request) => ({
    success: true,
    message: 'Added to favorites',
    data: await services.favorites.addFavorite(signedIn(request).id, request.params.id),
  }));
  app.delete<TIdParams>('/auth/favorites/:id', auth, async (request) => ({
    success: true,
    message: 'Removed from favorites',
    data: await services.favorites.removeFavorite(signedIn(request).id, request.params.id),
  }));
  app.get('/auth/recently-viewed', auth, async (request) => ({
    success: true,
    data: await services.favorites.findRecentlyViewed(signedIn(request).id),
  }));
}
