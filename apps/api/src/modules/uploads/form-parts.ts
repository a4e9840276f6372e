import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * A form that is cut off or garbled makes the multipart parser raise a bare Error ('Unexpected end
 * of multipart data', 'Boundary not found'): the client's fault, so a 400 (API.md), not a 500.
 * The plugin's own coded errors (limits, sizes) and ours keep their meaning.
 */
export function asFormError(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (err instanceof AppError || (typeof code === 'string' && code.startsWith('FST_'))) return err;
  return AppError.badRequest('Malformed multipart form');
}

/** request.parts(), with what the parser raises passed through asFormError. */
export async function* formParts(
  request: FastifyRequest,
  options?: Parameters<FastifyRequest['parts']>[0],
): AsyncGenerator<Multipart> {
  try {
    yield* request.parts(options);
  } catch (err) {
    throw asFormError(err);
  }
}
