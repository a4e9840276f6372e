import type { FastifyRequest } from 'fastify';
import { MAX_LOGO_BYTES, MAX_TEAM_PHOTOS } from '@nivaas/shared/constants';
import { AppError } from '../../lib/app-error';
import { asFormError, formParts } from '../uploads/form-parts';

/** The files of the Add Developer form (admin spec §7): one logo and up to 5 team photos. */
export type TDeveloperUploads = { logo?: Buffer; teamPhotos: Buffer[] };
export type TDeveloperFormParts = { fields: Record<string, unknown>; uploads: TDeveloperUploads };

const FILE_FIELDS = { logo: 'Logo', teamPhotos: 'Each team photo' } as const;
type TFileField = keyof typeof FILE_FIELDS;
/** Nested objects and row lists may also come as one JSON text field (as API.md allows for listings). */
const JSON_FIELDS = new Set([
  'headquarters',
  'contact',
  'socialMedia',
  'flagshipProjects',
  'team',
  'specializations',
  'awards',
]);
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_DEPTH = 4;
const MAX_INDEX = 999;
const MB = 1024 * 1024;

type TTree = { [key: string]: TTree | string | string[] };

const malformed = (key: string) => AppError.badRequest(`Malformed form field '${key}'`);

/** 'team[0][name]' → ['team', '0', 'name']; 'amenities[]' → ['amenities', '']. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) throw malformed(key);
  const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
  if (path.length > MAX_DEPTH + 1) throw malformed(key);
  for (const segment of path) {
    if (FORBIDDEN_SEGMENTS.has(segment)) throw malformed(key);
    if (/^\d+$/.test(segment) && Number(segment) > MAX_INDEX) throw malformed(key);
  }
  return path;
}

/** Objects whose keys are all indexes become arrays in index order (gaps closed). */
function toArrays(node: TTree | string | string[]): unknown {
  if (typeof node === 'string' || Array.isArray(node)) return node;
  const keys = Object.keys(node);
  const values = Object.fromEntries(keys.map((k) => [k, toArrays(node[k] as TTree)]));
  if (keys.length && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => values[k]);
  }
  return values;
}

/**
 * Turns bracket fields (`headquarters[city]`, `awards[0][year]`, `tags[]`) into nested objects and
 * lists, so the multipart form and the JSON body reach the same schema.
 */
export function fieldsToObject(entries: [string, string][]): Record<string, unknown> {
  const root: TTree = {};
  for (const [key, value] of entries) {
    const path = keyPath(key);
    let node: TTree = root;
    for (let i = 0; i < path.length - 1; i++) {
      const segment = path[i] as string;
      const next = node[segment] ?? {};
      if (typeof next === 'string' || Array.isArray(next)) throw malformed(key);
      node[segment] = next;
      node = next;
    }
    let last = path[path.length - 1] as string;
    if (last === '') last = String(Object.keys(node).length);
    const existing = node[last];
    if (existing === undefined) node[last] = value;
    else if (typeof existing === 'string') node[last] = [existing, value];
    else if (Array.isArray(existing)) existing.push(value);
    else throw malformed(key);
  }
  const result = toArrays(root) as Record<string, unknown>;
  for (const name of JSON_FIELDS) {
    const value = result[name];
    if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
      try {
        result[name] = JSON.parse(value);
      } catch {
        throw AppError.badRequest(`Field '${name}' is not valid JSON`);
      }
    }
  }
  return result;
}

function fileField(fieldname: string): TFileField | null {
  const base = fieldname.replace(/\[\d*\]$/, '');
  return base in FILE_FIELDS ? (base as TFileField) : null;
}

/**
 * Reads a developer multipart form: text fields into an object, files into buffers (each at most
 * 5 MB, checked while streaming). Anything else is refused before any work is done.
 */
export async function readDeveloperForm(
  request: FastifyRequest,
  allowed: TFileField[] = ['logo', 'teamPhotos'],
): Promise<TDeveloperFormParts> {
  const entries: [string, string][] = [];
  const uploads: TDeveloperUploads = { teamPhotos: [] };
  const parts = formParts(request, {
    limits: { fileSize: MAX_LOGO_BYTES, files: MAX_TEAM_PHOTOS + 5, fields: 500, fieldSize: 100_000 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      entries.push([part.fieldname, String(part.value)]);
      continue;
    }
    const field = fileField(part.fieldname);
    if (!field || !allowed.includes(field)) {
      part.file.resume();
      throw AppError.badRequest(`Unexpected file field '${part.fieldname}'`);
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `${FILE_FIELDS[field]} must be at most ${MAX_LOGO_BYTES / MB} MB`,
        );
      }
      throw asFormError(err);
    }
    // A file input left empty is sent as a part with no name and no bytes.
    if (!data.length && !part.filename) continue;
    if (field === 'logo') {
      if (uploads.logo) throw AppError.badRequest('Send one logo file');
      uploads.logo = data;
    } else {
      uploads.teamPhotos.push(data);
    }
  }
  return { fields: fieldsToObject(entries), uploads };
}
