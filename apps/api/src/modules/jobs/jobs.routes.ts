import { ZAdminJobs, ZJobState, ZJobNameParams } from '@nivaas/shared/admin-jobs';
import { changedOf, successOf } from '@nivaas/shared/envelope';
import { ZNoBody, ZNoQuery } from '@nivaas/shared/route-params';
import { AppError } from '../../lib/app-error';
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

    admin.withTypeProvider<ZodTypeProvider>().post(
      '/jobs/:name/run',
      {
        schema: {
          tags: ['Admin: dashboard'],
          summary: 'Run a periodic job now, whatever its schedule',
          description:
            'Answers when the run has ended, with the job’s state (`lastError` when it failed). An instance running it at this moment keeps it. 404: no such job.',
          security: SIGNED_IN,
          params: ZJobNameParams,
          querystring: ZNoQuery,
          body: ZNoBody,
          response: { 200: changedOf(ZJobState), ...failures(401, 403, 404) },
        },
      },
      async (request) => {
        const { name } = request.params;
        if (!(await deps.jobRunner.runNow(name))) throw AppError.notFound('Job not found');
        const job = (await deps.services.jobs.getStatus()).jobs.find((j) => j.name === name);
        if (!job) throw AppError.notFound('Job not found');
        return { success: true as const, message: 'Job run', data: job };
      },
    );
  });
}
