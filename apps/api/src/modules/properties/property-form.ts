import type { FastifyRequest } from 'fastify';
import { MAX_IMAGES } from '@nivaas/shared/constants';
import { AppError } from '../../lib/app-error';
import { formParts } from '../uploads/form-parts';
import { receiveUpload, type TTempFile } from '../uploads/temp-upload';
import { PROPERTY_UPLOAD_RULES, type TUploadRule } from '../uploads/upload-rules';

/**
 * Reads the Add / Edit Property form (API.md 'Create and update'). Both encodings of the spec mean
 * the same: nested objects as bracket fields (`address[city]`) or one JSON text field (`address`);
 * lists as repeated `amenities[]`, repeated `amenities` or indexed `highlights[0]`. Files stream to
 * temp files as they arrive; the caller removes the temp folder.
 */
export type TPropertyForm = {
  fields: Record<string, unknown>;
  /** `existingImages` parts of an update; undefined when none were sent. */
  existingImages: unknown[] | undefined;
  files: { images: TTempFile[]; floorPlans: TTempFile[]; brochure: TTempFile[]; virtualTour: TTempFile[] };
};

type TFileField = keyof TPropertyForm['files'];
const FILE_FIELD_ALIASES: Record<string, TFileField> = {
  images: 'images',
  image: 'images',
  floorPlans: 'floorPlans',
  floorPlan: 'floorPlans',
  brochure: 'brochure',
  virtualTour: 'virtualTour',
};
/** Fields the service-layer encoding sends as JSON text. */
const JSON_FIELDS = new Set(['address', 'nearbyLocalities', 'projectDetails', 'approvals', 'location']);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 3;

/** 'approvals[0][name]' → ['approvals', '0', 'name']; 'amenities[]' → ['amenities', '']. */
export function fieldPath(name: string): string[] | null {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!m) return null;
  const rest = [...(m[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1] ?? '');
  const path = [m[1] ?? '', ...rest];
  if (path.length > MAX_DEPTH || path.some((p) => FORBIDDEN_KEYS.has(p))) return null;
  return path;
}

/** Sets a value at a bracket path; a repeated plain name or `[]` collects into a list. */
export function setFieldValue(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  for (let i = 0; i < path.length; i++) {
    const key = path[i] ?? '';
    const isLast = i === path.length - 1;
    const next = path[i + 1];
    if (isLast || next === '') {
      const existing = node[key];
      if (next === '' || existing !== undefined) {
        node[key] =
          existing === undefined
            ? [value]
            : Array.isArray(existing)
              ? [...existing, value]
              : [existing, value];
      } else {
        node[key] = value;
      }
      return;
    }
    const child = node[key];
    if (child === null || typeof child !== 'object' || Array.isArray(child)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
}

function parseJsonField(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!(text.startsWith('{') || text.startsWith('['))) return value;
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.badRequest(`Malformed JSON in field '${name}'`);
  }
}

/** The JSON-text fields parsed; `existingImages` separated out as a list of objects. */
export function normaliseFields(
  raw: Record<string, unknown>,
): Pick<TPropertyForm, 'fields' | 'existingImages'> {
  const fields: Record<string, unknown> = {};
  let existingImages: unknown[] | undefined;
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'existingImages') {
      const list = Array.isArray(value)
        ? value
        : typeof value === 'object' && value
          ? Object.values(value)
          : [value];
      existingImages = list.flatMap((v) => {
        const parsed = parseJsonField(name, v);
        if (parsed === '' || parsed === undefined) return [];
        return Array.isArray(parsed) ? parsed : [parsed];
      });
    } else {
      fields[name] = JSON_FIELDS.has(name) ? parseJsonField(name, value) : value;
    }
  }
  return { fields, existingImages };
}

const emptyFiles = (): TPropertyForm['files'] => ({
  images: [],
  floorPlans: [],
  brochure: [],
  virtualTour: [],
});

function tooMany(rule: TUploadRule): AppError {
  if (rule.field === 'images') {
    return AppError.validation({ images: `You can upload at most ${MAX_IMAGES} images` });
  }
  return AppError.validation({
    [rule.field]:
      rule.maxCount === 1
        ? `Only one ${rule.label} file is allowed`
        : `At most ${rule.maxCount} ${rule.label}`,
  });
}

/** Reads a multipart request, or takes a JSON body as the fields (no files). */
export async function readPropertyForm(request: FastifyRequest, tempDir: string): Promise<TPropertyForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw AppError.badRequest('Expected a multipart form or a JSON object');
    }
    return { ...normaliseFields((body ?? {}) as Record<string, unknown>), files: emptyFiles() };
  }
  const raw: Record<string, unknown> = {};
  const files = emptyFiles();
  for await (const part of formParts(request)) {
    const path = fieldPath(part.fieldname);
    if (part.type === 'file') {
      const field = path ? FILE_FIELD_ALIASES[path[0] ?? ''] : undefined;
      if (!field) {
        part.file.resume();
        throw AppError.badRequest(`Unexpected file field '${part.fieldname}'`);
      }
      const rule = PROPERTY_UPLOAD_RULES[field];
      if (files[field].length >= rule.maxCount) {
        part.file.resume();
        throw tooMany(rule);
      }
      files[field].push(await receiveUpload(part.file, part.filename || 'upload', rule, tempDir));
    } else if (path) {
      setFieldValue(raw, path, part.value);
    }
  }
  return { ...normaliseFields(raw), files };
}
