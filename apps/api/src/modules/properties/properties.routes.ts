import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_VIRTUAL_TOUR_BYTES } from '@nivaas/shared/constants';
import type { TAppDeps } from '../../app-deps';
import { createTempDir } from '../uploads/temp-upload';
import type { TPropertyPage } from './properties.service';
import { readPropertyForm, type TPropertyForm } from './property-form';

type TIdParams = { Params: { id: string } };

/** Sends a JSON body already written as text (cards and details come as JSON from the database). */
const sendJsonText = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);

/** The envelope of a page of cards: { success, data, pagination }. */
const sendPage = (reply: FastifyReply, page: TPropertyPage) =>
  sendJsonText(
    reply,
    `{"success":true,"data":${page.cards},"pagination":${JSON.stringify(page.pagination)}}`,
  );

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('the guard did not set the user');
  return request.user;
};

export async function propertiesRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards, config } = deps;

  app.get('/properties', async (request, reply) =>
    sendPage(reply, await services.properties.findProperties(request.query)),
  );

  app.get('/properties/featured', async (_request, reply) =>
    sendJsonText(reply, `{"success":true,"data":${await services.properties.findFeatured()}}`),
  );

  app.get<TIdParams>('/properties/agent/:id', { preHandler: guards.optionalAuth }, async (request, reply) =>
    sendPage(
      reply,
      await services.properties.findAgentProperties(request.params.id, request.query, request.user),
    ),
  );

  app.get<TIdParams>('/properties/:id', { preHandler: guards.optionalAuth }, async (request, reply) =>
    sendJsonText(
      reply,
      `{"success":true,"data":${await services.properties.getPropertyJson(request.params.id, request.user)}}`,
    ),
  );

  const writers = { preHandler: guards.requireRole('agent', 'admin') };

  /** Reads the form into a per-request temp folder that is always removed afterwards. */
  async function withForm<T>(request: FastifyRequest, run: (form: TPropertyForm) => Promise<T>): Promise<T> {
    const temp = await createTempDir(config.dataDir);
    try {
      return await run(await readPropertyForm(request, temp.dir));
    } finally {
      await temp.cleanup();
    }
  }

  // Encapsulated, so multipart parsing exists only for these two routes. Per-field limits (5 MB an
  // image, 10 MB a brochure …) are enforced while each part streams; this is the absolute cap.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: MAX_VIRTUAL_TOUR_BYTES,
        files: 40,
        fields: 500,
        parts: 600,
        fieldSize: 200 * 1024,
        fieldNameSize: 200,
      },
    });

    scope.post('/properties', writers, async (request, reply) => {
      const data = await withForm(request, (form) =>
        services.propertyWrites.createProperty(signedIn(request), form),
      );
      return reply.status(201).send({ success: true, message: 'Property created successfully!', data });
    });

    scope.put<TIdParams>('/properties/:id', writers, async (request) => {
      // Ownership is checked before the body is read: a refused edit stores nothing, not even a temp file.
      await services.propertyWrites.assertCanEdit(signedIn(request), request.params.id);
      const data = await withForm(request, (form) =>
        services.propertyWrites.updateProperty(signedIn(request), request.params.id, form),
      );
      return { success: true, message: 'Property updated successfully!', data };
    });
  });

  app.delete<TIdParams>('/properties/:id', writers, async (request) => {
    await services.propertyWrites.deleteProperty(signedIn(request), request.params.id);
    return { success: true, message: 'Property deleted successfully', data: { _id: request.params.id } };
  });
}
