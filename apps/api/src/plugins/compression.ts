import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type ZlibOptions } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type TEncoding = 'br' | 'gzip';

/** Smallest answer worth compressing: below it the headers cost more than the bytes saved. */
export const COMPRESS_THRESHOLD = 1024;

/** Text types; images, PDFs and archives are compressed already. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Up to this size an answer is compressed on the main thread: it takes under 0.2 ms, less than
 * handing the work to the thread pool and back costs. Larger ones go to the pool.
 */
const SYNC_MAX = 48 * 1024;

const brotliOptions = (body: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
  // The whole output in one piece: with the default 16 KB chunks a 250 KB page of cards makes
  // several round trips to the thread pool (measured: a quarter more CPU).
  chunkSize: Math.max(16 * 1024, body.length),
});
const gzipOptions = (body: Buffer): ZlibOptions => ({ chunkSize: Math.max(16 * 1024, body.length) });

/**
 * One-shot compression of a whole answer. Brotli quality 4 keeps a 30 KB page of cards at about
 * 0.2 ms of work and within 3 % of quality 11's size for JSON.
 */
export const compressBody: Record<TEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: async (body) =>
    body.length <= SYNC_MAX
      ? brotliCompressSync(body, brotliOptions(body))
      : brotliAsync(body, brotliOptions(body)),
  gzip: async (body) =>
    body.length <= SYNC_MAX ? gzipSync(body, gzipOptions(body)) : gzipAsync(body, gzipOptions(body)),
};

/**
 * The encoding to send for an Accept-Encoding header, as @fastify/compress negotiates it: the highest
 * q wins, br before gzip on a tie; `*` and `x-gzip` count as gzip. Null: send the text as it is.
 */
export function negotiateEncoding(header: string | undefined): TEncoding | null {
  if (!header) return null;
  const q: Record<TEncoding, number> = { br: 0, gzip: 0 };
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    let name = rawName.trim();
    if (name === '*' || name === 'x-gzip') name = 'gzip';
    if (name !== 'br' && name !== 'gzip') continue;
    let quality = 1;
    for (const param of params) {
      const [k, v] = param.split('=').map((s) => s.trim());
      if (k === 'q') quality = Number(v) || 0;
    }
    q[name] = Math.max(q[name], quality);
  }
  if (q.br > 0 && q.br >= q.gzip) return 'br';
  if (q.gzip > 0) return 'gzip';
  return null;
}

export function addVary(current: unknown, name: string): string {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(', ');
}

/** Encoded forms of recent answers, by encoding and text, least recently used dropped first. */
export type TCompressedAnswers = ReturnType<typeof createCompressedAnswers>;

/**
 * Compressed answers kept by the SHA-1 of their text: an answer whose text was compressed before is
 * sent again without compressing it (hashing 50 KB costs 0.03 ms, brotli on it 0.5 ms). Popular reads
 * (the builders list, featured, the first page of a city, a listing shared around) repeat their
 * text between changes; the query still runs every time, so nothing served is ever stale.
 */
export function createCompressedAnswers(opts: { maxBytes: number; maxEntryBytes: number }) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  return {
    get(key: string): Buffer | undefined {
      const found = entries.get(key);
      if (!found) {
        misses++;
        return undefined;
      }
      hits++;
      entries.delete(key);
      entries.set(key, found);
      return found;
    },
    set(key: string, encoded: Buffer): void {
      if (encoded.length > opts.maxEntryBytes || entries.has(key)) return;
      entries.set(key, encoded);
      bytes += encoded.length;
      for (const [oldest, value] of entries) {
        if (bytes <= opts.maxBytes) break;
        entries.delete(oldest);
        bytes -= value.length;
      }
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    compressedAnswers: TCompressedAnswers;
  }
}

/**
 * Compresses every text answer the handlers produce whole (a string or a Buffer) in one piece, so
 * it leaves with a Content-Length in a single write. @fastify/compress, registered after this, pipes
 * each answer through a zlib stream and sends it chunked: measured on a page of 12 cards at 50
 * connections, the stream set-up and the many small socket writes cost more than the compressing.
 * It still handles streamed answers (files), and passes through what this hook has encoded.
 * An answer with an ETag (public reads, see http-cache.ts, and drawn pages) is compressed once per text.
 */
export function registerCompression(app: FastifyInstance, opts: { maxBytes: number }): void {
  const memo = createCompressedAnswers({ maxBytes: opts.maxBytes, maxEntryBytes: 512 * 1024 });
  app.decorate('compressedAnswers', memo);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_THRESHOLD) return payload;
    reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'));
    if (request.headers['x-no-compression'] !== undefined) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // Only answers meant to be reused (they carry a tag) are kept: the rest would only churn it.
    const key =
      opts.maxBytes > 0 && reply.hasHeader('etag')
        ? `${encoding} ${createHash('sha1').update(body).digest('base64url')}`
        : null;
    let encoded = key ? memo.get(key) : undefined;
    if (!encoded) {
      encoded = await compressBody[encoding](body);
      if (key) memo.set(key, encoded);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoded;
  });
}
