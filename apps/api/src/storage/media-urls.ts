import { UPLOADS_URL_PREFIX } from './local-storage';

/**
 * The URLs of stored files (listing photos and their variants, floor plans, brochures, tours,
 * builder logos and team photos, avatars) as clients get them. Files on local disk are stored as
 * root-relative URLs (`/uploads/…`), so PUBLIC_URL can change; the API answers them absolute,
 * `PUBLIC_URL/uploads/…`, when PUBLIC_URL is set, so another site or app can show them, and
 * root-relative otherwise. Files in a bucket are stored under the bucket's public URL
 * (S3_PUBLIC_URL, or the bucket's own): already absolute, they are answered as stored.
 */
export type TMediaUrls = {
  /** Prefix of root-relative URLs in answers; undefined: answered as stored. */
  readonly base: string | undefined;
  /** A stored URL as answered. */
  toPublic<T extends string | null | undefined>(url: T): T;
  /** A URL a client sends back (an image to keep) as it is stored. */
  toStored(url: string): string;
  /**
   * A JSON answer written by the database (cards, a detail, builders) with its stored file URLs as
   * answered. Done here on the finished text, one pass, rather than per file in SQL: rewriting each
   * photo, logo and avatar inside the statements cost the database about a third of its throughput
   * on every list (bench:api at 1,000,000 listings), and the database is the part that does not scale out.
   */
  json(text: string): string;
};

const isRootRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** A stored upload URL's opening in JSON text: the quote of a string value and the prefix. */
const UPLOAD_OPENING = `"${UPLOADS_URL_PREFIX}`;
const SPACE = /\s/;

/**
 * Whether the quote at `quote` opens a value: in JSON text an unescaped quote that follows `:`, `[`
 * or `,` (and spaces) opens one; a quote inside a string is always escaped (`\"`), so text a user
 * wrote that contains `"/uploads/` never qualifies. Keys never start with a slash.
 */
function opensValue(text: string, quote: number): boolean {
  let i = quote - 1;
  while (i >= 0 && SPACE.test(text[i] as string)) i--;
  const c = text[i];
  return c === ':' || c === '[' || c === ',';
}

/**
 * `text` with every string value that starts with the uploads prefix answered from `answered`
 * (`"PUBLIC_URL/uploads/`). Found with indexOf rather than one regular expression: the expression
 * tried a match at every `:` and `,` of a page of cards (≈ 1,000 of them in 25 KB) and cost about
 * as much as hashing the answer for its ETag (bench:api, peers).
 */
function rewriteUploads(text: string, answered: string): string {
  let at = text.indexOf(UPLOAD_OPENING);
  if (at < 0) return text;
  const parts: string[] = [];
  let from = 0;
  for (; at >= 0; at = text.indexOf(UPLOAD_OPENING, at + UPLOAD_OPENING.length)) {
    if (!opensValue(text, at)) continue;
    parts.push(text.slice(from, at), answered);
    from = at + UPLOAD_OPENING.length;
  }
  if (from === 0) return text;
  parts.push(text.slice(from));
  return parts.join('');
}

export function createMediaUrls(publicUrl: string | undefined): TMediaUrls {
  const base = publicUrl?.replace(/\/+$/, '') || undefined;
  if (!base) {
    return { base, toPublic: (url) => url, toStored: (url) => url, json: (text) => text };
  }
  const answered = `"${base}${UPLOADS_URL_PREFIX}`;
  return {
    base,
    toPublic: (value) => (typeof value === 'string' && isRootRelative(value) ? `${base}${value}` : value),
    toStored: (value) =>
      value.startsWith(`${base}/`) && isRootRelative(value.slice(base.length))
        ? value.slice(base.length)
        : value,
    json: (text) => rewriteUploads(text, answered),
  } as TMediaUrls;
}
