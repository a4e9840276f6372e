import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@nivaas/shared/property-options';
import { AppError } from '../../lib/app-error';
import { asFormError } from './form-parts';
import { sizeText, type TUploadRule } from './upload-rules';

/** An upload received to a temp file, its type known from its bytes. */
export type TTempFile = {
  field: string;
  path: string;
  size: number;
  mime: string;
  ext: string;
  /** The client's file name, only shown (never used as a path). */
  filename: string;
  kind: TUploadRule['kind'];
};

/** A per-request folder under DATA_DIR/tmp; `cleanup` removes it and everything in it. */
export async function createTempDir(dataDir: string): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = path.join(dataDir, 'tmp', randomUUID());
  await mkdir(dir, { recursive: true });
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

class TooLarge extends Error {}

/** Counts bytes as they pass and fails the stream as soon as the limit is crossed. */
function byteLimit(max: number): Transform & { bytes: number } {
  let bytes = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > max) done(new TooLarge());
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  Object.defineProperty(t, 'bytes', { get: () => bytes });
  return t;
}

/**
 * Streams one uploaded part to a temp file (never the whole file in memory), enforcing the
 * field's size limit while it arrives, then checks the type by the bytes (415 otherwise) and, for
 * images, the pixel count from the header alone, before anything decodes it.
 */
export async function receiveUpload(
  stream: Readable,
  filename: string,
  rule: TUploadRule,
  dir: string,
): Promise<TTempFile> {
  const file = path.join(dir, randomUUID());
  const limit = byteLimit(rule.maxBytes);
  try {
    await pipeline(stream, limit, createWriteStream(file));
  } catch (err) {
    if (err instanceof TooLarge) {
      stream.resume();
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Each of the ${rule.label} must be at most ${sizeText(rule.maxBytes)}`,
      );
    }
    // The disk failing (an fs error names its syscall) is ours; the part failing means the form broke off.
    throw (err as NodeJS.ErrnoException).syscall ? err : asFormError(err);
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Each of the ${rule.label} must be at most ${sizeText(rule.maxBytes)}`,
    );
  }
  const type = limit.bytes > 0 ? await fileTypeFromFile(file) : undefined;
  if (!type || !rule.accepts(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The ${rule.label} must be ${rule.typesText} files`);
  }
  if (rule.kind === 'image') await assertPixelCount(file, rule);
  return {
    field: rule.field,
    path: file,
    size: limit.bytes,
    mime: type.mime,
    ext: type.ext,
    filename,
    kind: rule.kind,
  };
}

/** Reads only the image header: a 60-megapixel PNG of a few KB is refused without being decoded. */
async function assertPixelCount(file: string, rule: TUploadRule): Promise<void> {
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.pageHeight ?? meta.height ?? 0;
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The ${rule.label} must be ${rule.typesText} files`);
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Each of the ${rule.label} must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
}
