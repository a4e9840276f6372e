import {
  ZDuplicatePhotoFlag,
  ZDuplicatePhotoFlagsQuery,
  ZDuplicatePhotoResolveRequest,
} from '@nivaas/shared/duplicate-photos';
import { changedOf, pageOf } from '@nivaas/shared/envelope';
import { ZIdParams } from '@nivaas/shared/route-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';
import { registerAdminScope } from '../admin/admin-scope';

const tags = ['Admin: moderation'];

/** The duplicate photos queue: listings whose photo matches another agent's. Admins only. */
export async function duplicatePhotosRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services } = deps;
  await registerAdminScope(app, deps, async (admin) => {
    const api = admin.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/moderation/duplicates',
      {
        schema: {
          tags,
          summary: 'Listings with a photo near-identical to another agent’s',
          description:
            'Open flags oldest first (`state=open`, the default), or resolved ones latest first. `pagination.total` of the open ones is the dashboard’s count.',
          security: SIGNED_IN,
          querystring: ZDuplicatePhotoFlagsQuery,
          response: { 200: pageOf(ZDuplicatePhotoFlag), ...failures(400, 401, 403) },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await services.duplicatePhotos.findFlags(request.query)),
      }),
    );
    api.patch(
      '/moderation/duplicates/:id',
      {
        schema: {
          tags,
          summary: 'Resolve a flag: not a duplicate, or hide one of its two listings',
          description:
            '`{ "resolution": "dismissed" }`, or `{ "resolution": "hidden", "propertyId" }` naming one of the two listings, which leaves the public site (reason `moderator`). 409 when the flag is already resolved.',
          security: SIGNED_IN,
          params: ZIdParams,
          body: ZDuplicatePhotoResolveRequest,
          response: { 200: changedOf(ZDuplicatePhotoFlag), ...failures(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        if (!request.user) throw new Error('the admin guard did not set the user');
        const { message, data } = await services.duplicatePhotos.resolveFlag(
          request.user.id,
          request.params.id,
          request.body,
        );
        return { success: true as const, message, data };
      },
    );
  });
}
