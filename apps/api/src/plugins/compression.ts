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

/**
 * Compresses every text answer the handlers produce whole (a string or a Buffer) in one piece, so
 * it leaves with a Content-Length in a single write. @fastify/compress, registered after this, pipes
 * each answer through a zlib stream and sends it chunked: measured on a page of 12 cards at 50
 * connections, the stream set-up and the many small socket writes cost more than the compressing.
 * It still handles streamed answers (files), and passes through what this hook has encoded.
 */
export function registerCompression(app: FastifyInstance): void {
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
    const encoded = await compressBody[encoding](body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoded;
  });
}
