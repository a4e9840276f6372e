import { ZAdminJobs } from '@nivaas/shared/admin-jobs';
import { successOf } from '@nivaas/shared/envelope';
import { ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN } from '../../lib/route-contract';
import { registerAdminScope } from '../admin/admin-scope';

/** GET /admin/jobs: queue depth and failures of background work. Admins only. */
export async function jobsRoutes(app: FastifyInstance, deps: TAppDeps) {
  await registerAdminScope(app, deps, async (admin) => {
    admin.withTypeProvider<ZodTypeProvider>().get(
      '/jobs',
      {
        schema: {
          tags: ['Admin: dashboard'],
          summary: 'Background work: notifications waiting or failed, and the periodic jobs',
          description:
            '`queueDepth` counts notifications not sent yet; `failures` counts those given up or waiting for a retry, and jobs whose last run failed.',
          security: SIGNED_IN,
          querystring: ZNoQuery,
          response: { 200: successOf(ZAdminJobs), ...failures(401, 403) },
        },
      },
      async () => ({ success: true as const, data: await deps.services.jobs.getStatus() }),
    );
  });
}
