import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@nivaas/shared/constants';
import { ZNoQuery } from '@nivaas/shared/route-params';
import { z } from 'zod';
import { failures, sendJsonText } from '../lib/route-contract';

/** Where the interactive reference is served (from this server: no CDN). */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;

const DESCRIPTION = `The API of Nivaas, a real-estate marketplace for India: listings to buy and rent,
builders, accounts, favourites, contact requests and the admin panel. Prices are whole rupees, areas
square feet.

JSON in and out, except the multipart forms (listings, builders, avatar). Every answer is an envelope:
\`{ "success": true, "data": … }\` (lists add \`pagination\`; login and register answer \`token\` and
\`user\`), or \`{ "success": false, "message", "error" }\` with \`errors\` (one message per field) on a 422.

Sign in with \`POST /auth/login\` and send the token as \`Authorization: Bearer <token>\`.`;

/** Tags in the order the reference lists them. */
const TAGS = [
  { name: 'Properties', description: 'Search, detail, and the agents’ listing forms' },
  { name: 'Auth', description: 'Register, sign in and out, passwords, the signed-in user and their profile' },
  { name: 'Favourites', description: 'The signed-in user’s saved and recently viewed listings' },
  { name: 'Contact requests', description: 'Buyers contact an agent; agents follow up their leads' },
  { name: 'Developers', description: 'The builders directory' },
  { name: 'Locations', description: 'Cities and localities with listings' },
  { name: 'Enquiries', description: 'Contact, loan, design team, lawyer and movers forms' },
  { name: 'Reports', description: 'Anyone reports a listing that is fake, sold, wrong or a duplicate' },
  { name: 'Settings', description: 'Site settings' },
  { name: 'Admin: dashboard', description: 'Admins only' },
  { name: 'Admin: users', description: 'Admins only: users and agents' },
  { name: 'Admin: listings and contacts', description: 'Admins only' },
  { name: 'Admin: moderation', description: 'Admins only: the queue of reported listings and its actions' },
  { name: 'Health', description: 'For load balancers and monitoring' },
  { name: 'Reference', description: 'This document' },
];

type TTransform = typeof jsonSchemaTransform;
type TContentMap = { content: Record<string, { schema: unknown }> };
const isContentMap = (body: unknown): body is TContentMap =>
  !!body && typeof body === 'object' && 'content' in body;

/**
 * jsonSchemaTransform for the /api/v1 routes, also for a body declared per content type (JSON and
 * multipart): each content type's zod schema is turned into JSON Schema on its own. A success answer
 * without a description of its own is described by the route's summary.
 */
const transform: TTransform = (input) => {
  // The reference is of the API: the web app's pages, files and the reference itself stay out.
  if (!input.url.startsWith(`${API_BASE_PATH}/`)) return { schema: { hide: true }, url: input.url };
  const schema = input.schema as Record<string, unknown> | undefined;
  const body = schema?.body;
  let out: ReturnType<TTransform>;
  if (!schema || !isContentMap(body)) {
    out = jsonSchemaTransform(input);
  } else {
    const { body: _body, ...rest } = schema;
    out = jsonSchemaTransform({ ...input, schema: rest });
    const content: Record<string, { schema: unknown }> = {};
    for (const [type, part] of Object.entries(body.content)) {
      const one = jsonSchemaTransform({ ...input, schema: { body: part.schema } });
      content[type] = { schema: (one.schema as { body: unknown }).body };
    }
    out = { ...out, schema: { ...out.schema, body: { content } } };
  }
  const summary = typeof schema?.summary === 'string' ? schema.summary : undefined;
  const responses = (out.schema as { response?: Record<string, { description?: string }> } | undefined)
    ?.response;
  for (const [status, answer] of Object.entries(responses ?? {})) {
    if (status.startsWith('2') && summary && !answer.description) answer.description = summary;
  }
  return out;
};

/**
 * jsonSchemaTransformObject, keeping only the components the document refers to: every schema
 * with an id is made in an input and an output form, and most are used in one direction only.
 */
const transformObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  const { components, ...rest } = document;
  let used = JSON.stringify(rest);
  const kept = new Set<string>();
  // A kept component may refer to others: repeat until nothing new is found.
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of Object.keys(schemas)) {
      if (kept.has(name) || !used.includes(`"#/components/schemas/${name}"`)) continue;
      kept.add(name);
      used += JSON.stringify(schemas[name]);
      grew = true;
    }
  }
  const pruned = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  return { ...document, components: { ...components, schemas: pruned } } as ReturnType<
    typeof jsonSchemaTransformObject
  >;
};

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (the same that validate and
 * serialise), at /api/v1/openapi.json, and the Swagger UI reference at /api/docs. Must be registered
 * before the routes: it collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Nivaas API', version: '1.0.0', description: DESCRIPTION },
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token that `POST /auth/login` or `POST /auth/register` answers.',
          },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: {
      // No top bar (a framework logo and a box to load other documents); no call to the online
      // validator (a third-party host).
      layout: 'BaseLayout',
      validatorUrl: null,
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      tryItOutEnabled: false,
      persistAuthorization: false,
    },
    theme: { title: 'Nivaas API reference' },
  });

  let text: string | undefined;
  app.withTypeProvider<ZodTypeProvider>().get(
    OPENAPI_PATH,
    {
      schema: {
        tags: ['Reference'],
        summary: 'This document (OpenAPI 3.1)',
        querystring: ZNoQuery,
        response: { 200: z.record(z.string(), z.unknown()).describe('The OpenAPI document'), ...failures() },
      },
    },
    // Made once: the routes do not change while the server runs.
    async (_request, reply) => {
      text ??= JSON.stringify(app.swagger());
      return sendJsonText(reply, text);
    },
  );
}
