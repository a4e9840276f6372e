import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';
import { assertSafeKey, type Storage, type TStoredObject } from './storage';

export type TS3Options = {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2 …): addressed path-style. Absent: AWS, virtual-hosted. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch files (a CDN or the bucket's public URL); defaults to the bucket URL. */
  publicUrl?: string | undefined;
  /** For tests: the fetch to send requests with. */
  fetch?: typeof fetch;
};

const LIST_PAGE = 1000;
const DELETE_CONCURRENCY = 8;

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The inner XML of each element with this tag (elements that hold others). */
function xmlBlocks(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
}

function xmlValues(xml: string, tag: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g');
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    out.push((m[1] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
  }
  return out;
}

/**
 * Files in an S3-compatible bucket, each request signed with AWS Signature V4 (aws4fetch's signer;
 * the body is sent by us so large files stream from disk).
 */
export function createS3Storage(opts: TS3Options): Storage {
  const send = opts.fetch ?? fetch;
  const base = opts.endpoint
    ? `${opts.endpoint.replace(/\/+$/, '')}/${opts.bucket}`
    : `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`;
  const publicBase = (opts.publicUrl ?? base).replace(/\/+$/, '');

  async function request(
    method: string,
    url: string,
    init: { headers?: Record<string, string>; body?: Buffer | Readable; payloadHash?: string } = {},
  ): Promise<Response> {
    const signer = new AwsV4Signer({
      method,
      url,
      headers: { ...init.headers, 'x-amz-content-sha256': init.payloadHash ?? 'UNSIGNED-PAYLOAD' },
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      service: 's3',
      region: opts.region,
    });
    const signed = await signer.sign();
    const body = init.body instanceof Readable ? (Readable.toWeb(init.body) as ReadableStream) : init.body;
    return send(signed.url, {
      method,
      headers: signed.headers,
      body: body as RequestInit['body'],
      ...(init.body instanceof Readable ? { duplex: 'half' } : {}),
    } as RequestInit);
  }

  async function expectOk(res: Response, what: string, allow404 = false): Promise<void> {
    if (res.ok || (allow404 && res.status === 404)) {
      await res.body?.cancel();
      return;
    }
    const text = await res.text().catch(() => '');
    throw new Error(`S3 ${what} failed: ${res.status} ${text.slice(0, 200)}`);
  }

  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${base}/${encodeKey(key)}`;
  };

  async function removeOne(key: string) {
    await expectOk(await request('DELETE', objectUrl(key)), `DELETE ${key}`, true);
  }

  async function removeAll(keys: string[]) {
    for (let i = 0; i < keys.length; i += DELETE_CONCURRENCY) {
      await Promise.all(keys.slice(i, i + DELETE_CONCURRENCY).map(removeOne));
    }
  }

  /** The bucket's keys under a prefix, a page (up to LIST_PAGE) at a time. */
  async function* listPages(prefix: string): AsyncGenerator<TStoredObject[]> {
    let token: string | undefined;
    do {
      const q = new URLSearchParams({ 'list-type': '2', prefix, 'max-keys': String(LIST_PAGE) });
      if (token) q.set('continuation-token', token);
      // The bucket's own path without a trailing slash: servers differ on how they sign `/bucket/`.
      const res = await request('GET', `${base}?${q}`);
      if (!res.ok) await expectOk(res, `LIST ${prefix}`);
      const xml = await res.text();
      yield xmlBlocks(xml, 'Contents')
        .map((entry) => ({
          key: xmlValues(entry, 'Key')[0] ?? '',
          modifiedAt: Date.parse(xmlValues(entry, 'LastModified')[0] ?? '') || 0,
        }))
        .filter((o) => o.key.startsWith(prefix));
      token =
        xmlValues(xml, 'IsTruncated')[0] === 'true' ? xmlValues(xml, 'NextContinuationToken')[0] : undefined;
    } while (token);
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      if (Buffer.isBuffer(body)) {
        const hash = createHash('sha256').update(body).digest('hex');
        const res = await request('PUT', objectUrl(key), {
          headers: { 'content-type': contentType, 'content-length': String(body.length) },
          body,
          payloadHash: hash,
        });
        return expectOk(res, `PUT ${key}`);
      }
      // A stream of unknown length: S3 needs a length, so collect it (only small generated files use this).
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk));
      return this.put(key, Buffer.concat(chunks), contentType);
    },
    async putFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      const res = await request('PUT', objectUrl(key), {
        headers: { 'content-type': contentType, 'content-length': String(size) },
        body: createReadStream(filePath),
      });
      return expectOk(res, `PUT ${key}`);
    },
    async remove(keys) {
      await removeAll(keys);
    },
    async removePrefix(prefix) {
      assertSafeKey(prefix);
      const folder = prefix.endsWith('/') ? prefix : `${prefix}/`;
      for await (const page of listPages(folder)) await removeAll(page.map((o) => o.key));
    },
    async *list(prefix) {
      assertSafeKey(prefix);
      for await (const page of listPages(prefix)) yield* page;
    },
    async check() {
      // HeadBucket: the bucket exists and these keys may use it.
      const res = await request('HEAD', base);
      await res.body?.cancel();
      if (!res.ok) throw new Error(`S3 HEAD bucket failed: ${res.status}`);
    },
    async exists(key) {
      const res = await request('HEAD', objectUrl(key));
      await res.body?.cancel();
      if (res.status === 404) return false;
      if (!res.ok) throw new Error(`S3 HEAD ${key} failed: ${res.status}`);
      return true;
    },
    async read(key) {
      const res = await request('GET', objectUrl(key));
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) await expectOk(res, `GET ${key}`);
      return Buffer.from(await res.arrayBuffer());
    },
    urlFor: (key) => `${publicBase}/${encodeKey(key)}`,
    keyFromUrl: (url) => {
      if (!url.startsWith(`${publicBase}/`)) return null;
      try {
        return decodeURIComponent(url.slice(publicBase.length + 1));
      } catch {
        return null;
      }
    },
  };
}
