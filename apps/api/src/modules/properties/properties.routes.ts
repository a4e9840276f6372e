import multipart from '@fastify/multipart';
import { MAX_PAGE_SIZE, MAX_VIRTUAL_TOUR_BYTES } from '@nivaas/shared/constants';
import { changedOf, pageOf, successOf, ZDeleted } from '@nivaas/shared/envelope';
import { MSG } from '@nivaas/shared/messages';
import {
  ZProperty,
  ZPropertyCard,
  ZPropertyCreateForm,
  ZPropertyUpdateForm,
  ZPropertyUpdateRequest,
} from '@nivaas/shared/property';
import { propertySearchQuery, ZPropertySearchQuery } from '@nivaas/shared/property-search';
import { idParamsOr404, ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN, SIGNED_IN_OPTIONAL, sendJsonText } from '../../lib/route-contract';
import { formBody } from '../../plugins/contract';
import { createTempDir } from '../uploads/temp-upload';
import type { TPropertyPage } from './properties.service';
import { readPropertyForm, type TPropertyForm } from './property-form';

/** The envelope of a page of cards, the cards as the database wrote them: { success, data, pagination }. */
const sendPage = (reply: FastifyReply, page: TPropertyPage) =>
  sendJsonText(
    reply,
    `{"success":true,"data":${page.cards},"pagination":${JSON.stringify(page.pagination)}}`,
  );

const signedIn = (request: FastifyRequest) => {
  if (!request.user) throw new Error('the guard did not set the user');
  return request.user;
};

const tags = ['Properties'];
const listingId = idParamsOr404(MSG.propertyNotFound);
/** An agent's whole list unless `limit` says otherwise. */
const ZAgentPropertiesQuery = propertySearchQuery(MAX_PAGE_SIZE);

export async function propertiesRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/properties',
    {
      schema: {
        tags,
        summary: 'Search listings',
        description:
          'Public listings (For Sale and For Rent of active agents) unless `status` asks for others. A value that cannot be read is a 400 naming the parameter; unknown parameters are ignored. Totals are exact up to 10,000: `pagination.isEstimate` with a total of 10,000 means more match; on a broad text search it marks the database estimate.',
        querystring: ZPropertySearchQuery,
        response: { 200: pageOf(ZPropertyCard), ...failures(400) },
      },
    },
    async (request, reply) => sendPage(reply, await services.properties.findProperties(request.query)),
  );

  api.get(
    '/properties/featured',
    {
      schema: {
        tags,
        summary: 'The newest featured public listings (at most 12)',
        querystring: ZNoQuery,
        response: { 200: successOf(z.array(ZPropertyCard)), ...failures() },
      },
    },
    async (_request, reply) =>
      sendJsonText(reply, `{"success":true,"data":${await services.properties.findFeatured()}}`),
  );

  api.get(
    '/properties/agent/:id',
    {
      onRequest: guards.optionalAuth,
      schema: {
        tags,
        summary: 'An agent’s listings',
        description:
          'The same filters as the search; the whole list (up to 100) unless `limit` is given. The agent and admins also see the agent’s sold, rented and hidden listings.',
        security: SIGNED_IN_OPTIONAL,
        params: idParamsOr404(MSG.userNotFound),
        querystring: ZAgentPropertiesQuery,
        response: { 200: pageOf(ZPropertyCard), ...failures(400, 404) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await services.properties.findAgentProperties(request.params.id, request.query, request.user),
      ),
  );

  api.get(
    '/properties/:id',
    {
      onRequest: guards.optionalAuth,
      schema: {
        tags,
        summary: 'A listing with its agent, builder and similar listings nearby',
        description:
          'Similar listings: up to 6 public ones with the same status within 20 km, nearest first. A signed-in view is added to the caller’s recently viewed.',
        security: SIGNED_IN_OPTIONAL,
        params: listingId,
        querystring: ZNoQuery,
        response: { 200: successOf(ZProperty), ...failures(404) },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        `{"success":true,"data":${await services.properties.getPropertyJson(request.params.id, request.user)}}`,
      ),
  );

  const writers = guards.requireRole('agent', 'admin');

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
    const forms = scope.withTypeProvider<ZodTypeProvider>();

    forms.post(
      '/properties',
      {
        onRequest: writers,
        schema: {
          tags,
          summary: 'Add a listing (agents list as themselves; an admin names the agent)',
          description:
            "A multipart form (API.md 'Create and update'). Images are re-encoded to WebP in three widths without EXIF. A failed create leaves no record and no file.",
          security: SIGNED_IN,
          body: { content: { 'multipart/form-data': { schema: ZPropertyCreateForm } } },
          response: { 201: changedOf(ZProperty), ...failures(400, 401, 403, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        // Before the files are read: an agent who cannot publish uploads nothing.
        services.propertyWrites.assertCanPublish(signedIn(request));
        const data = await withForm(request, (form) =>
          services.propertyWrites.createProperty(signedIn(request), form),
        );
        return reply
          .status(201)
          .send({ success: true as const, message: 'Property created successfully!', data });
      },
    );

    forms.put(
      '/properties/:id',
      {
        onRequest: writers,
        schema: {
          tags,
          summary: 'Change a listing (its agent, or an admin)',
          description:
            'A multipart form with new files and `existingImages`, or JSON. What `GET /properties/{id}` answers may be sent back changed: `images` are the images to keep, `address` and `location` may be nested, nulls clear optional fields, read-only fields (`_id`, `agent`, dates, similar listings, files) are ignored. An admin reassigns the listing with `agent` (an id).',
          security: SIGNED_IN,
          params: listingId,
          body: {
            content: {
              'multipart/form-data': { schema: ZPropertyUpdateForm },
              'application/json': { schema: formBody(ZPropertyUpdateRequest) },
            },
          },
          response: { 200: changedOf(ZProperty), ...failures(400, 401, 403, 404, 413, 415, 422) },
        },
      },
      async (request) => {
        // Ownership is checked before the body is read: a refused edit stores nothing, not even a temp file.
        await services.propertyWrites.assertCanEdit(signedIn(request), request.params.id);
        const data = await withForm(request, (form) =>
          services.propertyWrites.updateProperty(signedIn(request), request.params.id, form),
        );
        return { success: true as const, message: 'Property updated successfully!', data };
      },
    );
  });

  api.delete(
    '/properties/:id',
    {
      onRequest: writers,
      schema: {
        tags,
        summary: 'Delete a listing with its files, favourites and leads',
        security: SIGNED_IN,
        params: listingId,
        querystring: ZNoQuery,
        response: { 200: changedOf(ZDeleted), ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      await services.propertyWrites.deleteProperty(signedIn(request), request.params.id);
      return {
        success: true as const,
        message: 'Property deleted successfully',
        data: { _id: request.params.id },
      };
    },
  );
}
