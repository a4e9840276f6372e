import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ZNoBody, ZNoQuery } from '@nivaas/shared/route-params';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';
import { fieldErrors } from '../lib/validate';

/**
 * Routes declare their contract with the shared zod schemas (fastify-type-provider-zod): Fastify
 * validates params, query and JSON bodies with them before the handler runs, and serialises object
 * answers through the response schema of their status. Answers already written as JSON text by the
 * database are strings, which Fastify sends as they are.
 */

/** One failed check, as Fastify carries it on `error.validation`; `path` is zod's. */
type TIssue = {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: TIssueParams;
};
type TIssueParams = { path: PropertyKey[]; notFound?: boolean };

/** Form schemas whose body the route reads and validates itself (see formBody). */
const readByRoute = new WeakSet<z.ZodType>();

/**
 * A body schema for the document only: a multipart form cannot be validated before its stream is
 * read, and a listing's form is checked with its files and kept images. The route validates the
 * parsed form with this same schema.
 */
export function formBody<S extends z.ZodType>(schema: S): S {
  readByRoute.add(schema);
  return schema;
}

function toIssues(error: z.ZodError): TIssue[] {
  return error.issues.map((issue) => {
    const extra = (issue as { params?: { notFound?: boolean } }).params;
    return {
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      schemaPath: `#/${issue.code}`,
      message: issue.message,
      params: { path: issue.path, ...(extra?.notFound ? { notFound: true } : {}) },
    };
  });
}

const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart, contentType }) => {
  if (httpPart === 'body' && (readByRoute.has(schema) || contentType?.startsWith('multipart/'))) {
    return () => true;
  }
  // A route that reads no query or body ignores whatever is sent: nothing to check, no work per request.
  if (schema === ZNoQuery || schema === ZNoBody) return () => true;
  // A request without a body is an empty form: each required field reports its own message.
  const isBody = httpPart === 'body';
  return (data) => {
    const result = schema.safeParse(isBody ? (data ?? {}) : data);
    if (result.success) return { value: result.data };
    return { error: toIssues(result.error) as unknown as Error };
  };
};

export function registerContract(app: FastifyInstance): void {
  // JSON in and out, except the multipart calls (API.md): a text/plain body is a 415, not a string
  // handed to a route that declared a JSON or multipart body.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/**
 * Fastify's validation error in the API.md envelope: a body becomes 422 with one message per field
 * (the spec's texts under the form's field names); a query or path parameter that cannot be read is
 * a 400 naming it, or the 404 of an id that cannot name anything.
 */
export function fromValidationError(err: FastifyError): AppError {
  const issues = (err.validation ?? []) as unknown as TIssue[];
  if (err.validationContext === 'body') {
    // A body that is not an object at all (an array, a number) is malformed, not a form with bad fields.
    const root = issues.find((i) => !i.params?.path?.length && i.keyword === 'invalid_type');
    if (root) return AppError.badRequest('The body must be a JSON object');
    return AppError.validation(
      fieldErrors(issues.map((i) => ({ path: i.params?.path ?? [], message: i.message }))),
    );
  }
  const first = issues[0];
  if (first?.params?.notFound) return AppError.notFound(first.message);
  // The parameter itself, not a position inside it ('amenities', not 'amenities.1').
  const name = first?.params?.path?.length ? String(first.params.path[0]) : err.validationContext;
  return AppError.badRequest(`Invalid value for parameter '${name ?? 'query'}'`);
}
