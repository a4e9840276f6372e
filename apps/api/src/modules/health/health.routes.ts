import { successOf } from '@nivaas/shared/envelope';
import { ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps';
import { failures } from '../../lib/route-contract';

const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance, deps: TAppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Whether the server and its database answer',
        querystring: ZNoQuery,
        response: { 200: successOf(ZHealth), ...failures() },
      },
    },
    async () => {
      await deps.database.query('select 1');
      return { success: true as const, data: { status: 'ok' as const, database: deps.database.kind } };
    },
  );
}
