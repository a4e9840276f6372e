import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@nivaas/shared/constants';
import { AppError } from '../../lib/app-error';
import { asFormError, formParts } from '../uploads/form-parts';

const MB = 1024 * 1024;
const TEXT_FIELDS = new Set([
  'name',
  'mobile',
  'occupation',
  'licenseNumber',
  'removeAvatar',
  'preferredLanguage',
]);

/** PUT /auth/me as multipart: the text fields, and at most one `avatar` file (5 MB). */
export async function readProfileForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; avatar?: Buffer }> {
  const fields: Record<string, string> = {};
  let avatar: Buffer | undefined;
  const parts = formParts(request, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      // Unknown fields are ignored, as unknown JSON keys are.
      if (TEXT_FIELDS.has(part.fieldname)) fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'avatar') {
      part.file.resume();
      throw AppError.badRequest(`Unexpected file field '${part.fieldname}'`);
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', `Avatar must be at most ${MAX_IMAGE_BYTES / MB} MB`);
      }
      throw asFormError(err);
    }
    // A file input left empty is sent as a part with no name and no bytes.
    if (!data.length && !part.filename) continue;
    avatar = data;
  }
  return { fields, avatar };
}
