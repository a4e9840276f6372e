import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sayApiMessage } from '@nivaas/shared/api-messages';
import type { TFailure } from '@nivaas/shared/envelope';
import { acceptLanguageLocale } from '@nivaas/shared/locale';
import { MSG } from '@nivaas/shared/messages';
import { AppError } from '../lib/app-error';
import { isUnstorableText } from '../lib/db-errors';
import { addVary } from './compression';
import { fromValidationError } from './contract';

/**
 * A failure in the API.md envelope, in the language the request's Accept-Language prefers
 * (English unless it asks for Hindi): `message` and each field message said from the shared table
 * (packages/shared/src/api-messages.ts), with their keys beside them (`messageKey`, `errorKeys` for
 * the fields whose message has one). A text not in the table stays English, without a key.
 */
export function failureBody(
  acceptLanguage: string | undefined,
  message: string,
  errors?: Record<string, string>,
): TFailure {
  const locale = acceptLanguageLocale(acceptLanguage);
  const said = sayApiMessage(message, locale);
  const body: TFailure = { success: false, message: said.text, error: said.text };
  if (said.key) body.messageKey = said.key;
  if (errors) {
    body.errors = {};
    const keys: Record<string, string> = {};
    for (const [field, text] of Object.entries(errors)) {
      const fieldSaid = sayApiMessage(text, locale);
      body.errors[field] = fieldSaid.text;
      if (fieldSaid.key) keys[field] = fieldSaid.key;
    }
    if (Object.keys(keys).length) body.errorKeys = keys;
  }
  return body;
}

/** The headers of an answer whose words follow Accept-Language. */
export function setLanguageHeaders(reply: FastifyReply, acceptLanguage: string | undefined) {
  reply.header('vary', addVary(reply.getHeader('vary'), 'Accept-Language'));
  reply.header('content-language', acceptLanguageLocale(acceptLanguage));
}

function send(reply: FastifyReply, status: number, message: string, errors?: Record<string, string>) {
  const acceptLanguage = reply.request.headers['accept-language'];
  setLanguageHeaders(reply, acceptLanguage);
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(failureBody(acceptLanguage, message, errors));
}

/** Translates Fastify's and plugins' own errors (by code) into the API.md envelope. */
function fromFrameworkError(err: FastifyError): AppError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return AppError.badRequest(MSG.malformedJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return AppError.badRequest('Invalid Content-Length');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'A file is larger than its limit');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'Too many files or fields in the form');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PROTO_VIOLATION':
      return AppError.badRequest('Malformed multipart form');
    case 'FST_ERR_VALIDATION':
      // A route's schema refused the body, a query or a path parameter (see contract.ts).
      return err.validation ? fromValidationError(err) : AppError.badRequest(err.message);
    default:
      break;
  }
  if (isUnstorableText(err)) {
    // The database refused text it cannot store: the client's input (a NUL byte), not our fault.
    return AppError.badRequest('Text contains characters that cannot be stored (NUL or a lone surrogate)');
  }
  if (err.statusCode === 429) return new AppError('TOO_MANY_REQUESTS');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Client faults raised by plugins (bad multipart, bad header): keep them 4xx, never 500.
    return new AppError(err.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', err.message);
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = error instanceof AppError ? error : fromFrameworkError(error);
    if (appError && appError.status < 500) {
      return send(reply, appError.status, appError.message, appError.errors);
    }
    // A fault of ours: the details go to the log with the request id, never to the client.
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return send(reply, 500, MSG.serverError);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode or a path parameter over maxParamLength is
 * answered before routing (and before the error handler); the envelope, never the path echoed.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 400, 'Malformed URL');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 400, 'A path parameter is too long');
  request.log.error({ err: error, reqId: request.id }, 'request failed');
  return send(reply, 500, MSG.serverError);
}

export function sendNotFound(reply: FastifyReply) {
  return send(reply, 404, MSG.routeNotFound);
}
