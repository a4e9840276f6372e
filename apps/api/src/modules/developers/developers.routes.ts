import multipart from '@fastify/multipart';
import { ZImageRef } from '@nivaas/shared/auth';
import {
  type TDeveloperForm,
  ZDeveloper,
  ZDeveloperForm,
  ZDeveloperListQuery,
  ZDeveloperUpload,
  ZLogoUpload,
} from '@nivaas/shared/developer';
import { changedOf, pageOf, successOf, ZDeleted } from '@nivaas/shared/envelope';
import { ZIdParams, ZNoQuery } from '@nivaas/shared/route-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app-deps';
import { failures, SIGNED_IN, sendJsonText } from '../../lib/route-contract';
import { validate } from '../../lib/validate';
import { readDeveloperForm } from './developer-form';

const tags = ['Developers'];

/** GET is public; create, update, logo and delete are admin-only (API.md). */
export async function developersRoutes(app: FastifyInstance, deps: TAppDeps) {
  const { services, guards } = deps;
  const adminOnly = guards.requireRole('admin');

  // Encapsulated, so multipart parsing exists only where these routes need it.
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/developers',
      {
        schema: {
          tags,
          summary: 'The builders directory, by name',
          description:
            'Every match unless `page` or `limit` is given (the directory pages on the client); each builder with its count of public listings.',
          querystring: ZDeveloperListQuery,
          response: { 200: pageOf(ZDeveloper), ...failures(400) },
        },
      },
      async (request, reply) => {
        const { json, pagination } = await services.developers.findDevelopers(request.query);
        // The builders' JSON is written by the database (developer-json.ts) and sent on as text.
        return sendJsonText(
          reply,
          `{"success":true,"data":${json},"pagination":${JSON.stringify(pagination)}}`,
        );
      },
    );

    api.get(
      '/developers/:id',
      {
        schema: {
          tags,
          summary: 'One builder',
          params: ZIdParams,
          querystring: ZNoQuery,
          response: { 200: successOf(ZDeveloper), ...failures(400, 404) },
        },
      },
      // The builder's JSON is written by the database (developer-json.ts) and sent on as text.
      async (request, reply) =>
        sendJsonText(
          reply,
          `{"success":true,"data":${await services.developers.getDeveloperJson(request.params.id)}}`,
        ),
    );

    api.post(
      '/developers',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'Add a builder (the Add Developer form)',
          description:
            'A multipart form with a logo and team photos, or the same fields as JSON (no files). Blank repeatable rows are skipped.',
          security: SIGNED_IN,
          body: {
            content: {
              'multipart/form-data': { schema: ZDeveloperUpload },
              'application/json': { schema: ZDeveloperForm },
            },
          },
          response: { 201: changedOf(ZDeveloper), ...failures(400, 401, 403, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        let fields: TDeveloperForm;
        let uploads: Parameters<typeof services.developers.createDeveloper>[1] = { teamPhotos: [] };
        if (request.isMultipart()) {
          const form = await readDeveloperForm(request);
          fields = validate(ZDeveloperForm, form.fields);
          uploads = form.uploads;
        } else {
          // Fastify validated the JSON body with ZDeveloperForm.
          fields = request.body as TDeveloperForm;
        }
        const data = await services.developers.createDeveloper(fields, uploads);
        return reply
          .status(201)
          .send({ success: true as const, message: 'Developer added successfully!', data });
      },
    );

    api.put(
      '/developers/:id',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'Replace a builder’s details (the Edit Developer form)',
          description:
            'The whole form, as JSON (or the same fields as a multipart form without files). What `GET /developers/{id}` answers may be sent back changed: nulls are accepted, read-only fields (`_id`, `logo`, `listingCount`, dates) ignored; a team member keeps a photo this builder already has.',
          security: SIGNED_IN,
          params: ZIdParams,
          body: {
            content: {
              'application/json': { schema: ZDeveloperForm },
              'multipart/form-data': { schema: ZDeveloperForm },
            },
          },
          response: { 200: changedOf(ZDeveloper), ...failures(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const fields = request.isMultipart()
          ? validate(ZDeveloperForm, (await readDeveloperForm(request, [])).fields)
          : (request.body as TDeveloperForm);
        const data = await services.developers.updateDeveloper(request.params.id, fields);
        return { success: true as const, message: 'Developer updated successfully!', data };
      },
    );

    api.put(
      '/developers/:id/logo',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'Replace a builder’s logo',
          security: SIGNED_IN,
          params: ZIdParams,
          body: { content: { 'multipart/form-data': { schema: ZLogoUpload } } },
          response: { 200: changedOf(ZImageRef), ...failures(400, 401, 403, 404, 413, 415, 422) },
        },
      },
      async (request) => {
        const { uploads } = request.isMultipart()
          ? await readDeveloperForm(request, ['logo'])
          : { uploads: { logo: undefined } };
        const data = await services.developers.replaceLogo(request.params.id, uploads.logo);
        return { success: true as const, message: 'Logo updated successfully!', data };
      },
    );

    api.delete(
      '/developers/:id',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'Delete a builder (its listings stay, without a builder)',
          security: SIGNED_IN,
          params: ZIdParams,
          querystring: ZNoQuery,
          response: { 200: changedOf(ZDeleted), ...failures(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Developer deleted successfully',
        data: await services.developers.deleteDeveloper(request.params.id),
      }),
    );
  });
}
