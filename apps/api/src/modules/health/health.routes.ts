import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps';

export async function healthRoutes(app: FastifyInstance, deps: TAppDeps) {
  app.get('/health', async () => {
    await deps.database.query('select 1');
    return { success: true, data: { status: 'ok', database: deps.database.kind } };
  });
}
