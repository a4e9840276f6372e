import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { registerAdminScope } from '../admin/admin-scope';

/** GET /admin/jobs: queue depth and failures of background work (ZAdminJobsResponse). Admins only. */
export async function jobsRoutes(app: FastifyInstance, deps: TAppDeps) {
  await registerAdminScope(app, deps, async (admin) => {
    admin.get('/jobs', async () => ({ success: true, data: await deps.services.jobs.getStatus() }));
  });
}
