import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { parseIdParam } from '../../lib/id-param';
import { readDeveloperForm } from './developer-form';

/** GET is public; create, update, logo and delete are admin-only (API.md). */
export async function developersRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards } = deps;
  const adminOnly = { onRequest: guards.requireRole('admin') };

  // Encapsulated, so multipart parsing exists only where these routes need it.
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);

    scope.get('/developers', async (request, reply) => {
      const { json, pagination } = await services.developers.findDevelopers(request.query);
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"success":true,"data":${json},"pagination":${JSON.stringify(pagination)}}`);
    });

    scope.get('/developers/:id', async (request) => ({
      success: true,
      data: await services.developers.getDeveloper(parseIdParam(request.params)),
    }));

    scope.post('/developers', adminOnly, async (request, reply) => {
      // The Add Developer form is multipart; a JSON body (no files) means the same.
      const { fields, uploads } = request.isMultipart()
        ? await readDeveloperForm(request)
        : { fields: request.body, uploads: { teamPhotos: [] } };
      const data = await services.developers.createDeveloper(fields, uploads);
      return reply.status(201).send({ success: true, message: 'Developer added successfully!', data });
    });

    scope.put('/developers/:id', adminOnly, async (request) => {
      const id = parseIdParam(request.params);
      // The edit form sends JSON; the same fields as a multipart form (no files) mean the same.
      const body = request.isMultipart() ? (await readDeveloperForm(request, [])).fields : request.body;
      const data = await services.developers.updateDeveloper(id, body);
      return { success: true, message: 'Developer updated successfully!', data };
    });

    scope.put('/developers/:id/logo', adminOnly, async (request) => {
      const id = parseIdParam(request.params);
      const { uploads } = request.isMultipart()
        ? await readDeveloperForm(request, ['logo'])
        : { uploads: { logo: undefined } };
      const data = await services.developers.replaceLogo(id, uploads.logo);
      return { success: true, message: 'Logo updated successfully!', data };
    });

    scope.delete('/developers/:id', adminOnly, async (request) => {
      const data = await services.developers.deleteDeveloper(parseIdParam(request.params));
      return { success: true, message: 'Developer deleted successfully', data };
    });
  });
}
