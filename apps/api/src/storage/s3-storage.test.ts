import { createHash, createHmac } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../test/test-app';
import { bracketFields, imageParts, jpegBytes, postProperty } from '../../test/fixtures/property-form';
import { createS3Storage } from './s3-storage';

const KEY_ID = 'AKIDEXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const REGION = 'ap-south-1';
const BUCKET = 'nivaas-test';

type TRecorded = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

/** A tiny S3 stand-in: keeps objects in memory, answers list/head/put/delete, records every request. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const requests: TRecorded[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const url = new URL(req.url ?? '/', 'http://fake');
    const key = decodeURIComponent(url.pathname.replace(`/${BUCKET}/`, ''));
    if (req.method === 'PUT') {
      objects.set(key, body);
      res.writeHead(200).end();
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else if (req.method === 'HEAD') {
      res.writeHead(objects.has(key) ? 200 : 404).end();
    } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><ListBucketResult><IsTruncated>false</IsTruncated>${keys
            .map((k) => `<Contents><Key>${k}</Key></Contents>`)
            .join('')}</ListBucketResult>`,
        );
    } else {
      res.writeHead(400).end();
    }
  });
  return { server, objects, requests };
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Recomputes the AWS Signature V4 of a recorded request, independently of the signer under test. */
function expectValidSignature(r: TRecorded) {
  const auth = String(r.headers.authorization);
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  expect(m, auth).not.toBeNull();
  const [, keyId, date, region, signedHeaders, signature] = m as unknown as string[];
  expect(keyId).toBe(KEY_ID);
  expect(region).toBe(REGION);
  const amzDate = String(r.headers['x-amz-date']);
  expect(amzDate.startsWith(date ?? 'x')).toBe(true);
  const url = new URL(r.url, 'http://x');
  const query = [...url.searchParams]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => ((a ?? '') < (b ?? '') ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = (signedHeaders ?? '').split(';');
  const canonicalHeaders = names.map((h) => `${h}:${String(r.headers[h]).trim()}\n`).join('');
  const canonical = [
    r.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    r.headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${date}/${REGION}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const kDate = hmac(`AWS4${SECRET}`, date ?? '');
  const kSigning = hmac(hmac(hmac(kDate, REGION), 's3'), 'aws4_request');
  expect(createHmac('sha256', kSigning).update(toSign).digest('hex')).toBe(signature);
  expect(names).toEqual(expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date']));
}

let s3: ReturnType<typeof fakeS3>;
let endpoint: string;
beforeAll(async () => {
  s3 = fakeS3();
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => s3.server.close(resolve));
});
beforeEach(() => {
  s3.requests.length = 0;
  s3.objects.clear();
});

const storage = () =>
  createS3Storage({
    bucket: BUCKET,
    region: REGION,
    endpoint,
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
    publicUrl: 'https://cdn.nivaas.test/media',
  });

describe('S3 storage', () => {
  it('puts a buffer with a signed PUT carrying the payload hash', async () => {
    const body = Buffer.from('webp bytes');
    await storage().put('properties/p1/a-large.webp', body, 'image/webp');
    const [req] = s3.requests;
    expect(req).toMatchObject({ method: 'PUT', url: `/${BUCKET}/properties/p1/a-large.webp` });
    expect(req?.headers['content-type']).toBe('image/webp');
    expect(req?.headers['x-amz-content-sha256']).toBe(sha256(body));
    expect(req?.body.equals(body)).toBe(true);
    expectValidSignature(req as TRecorded);
  });

  it('streams a file from disk with its length', async () => {
    const file = path.join(tmpdir(), `s3-${Date.now()}.bin`);
    const data = Buffer.alloc(256 * 1024, 3);
    await writeFile(file, data);
    await storage().putFile('properties/p1/tour.mp4', file, 'video/mp4');
    const [req] = s3.requests;
    expect(req?.headers['content-length']).toBe(String(data.length));
    expect(req?.headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    expect(req?.body.equals(data)).toBe(true);
    expectValidSignature(req as TRecorded);
  });

  it('deletes keys, lists and deletes a prefix, and answers exists', async () => {
    const s = storage();
    for (const k of [
      'properties/p1/a.webp',
      'properties/p1/b.webp',
      'properties/p10/c.webp',
      'demo/d.webp',
    ]) {
      await s.put(k, Buffer.from(k), 'image/webp');
    }
    expect(await s.exists('properties/p1/a.webp')).toBe(true);
    expect(await s.exists('properties/p1/zzz.webp')).toBe(false);
    s3.requests.length = 0;
    await s.removePrefix('properties/p1');
    const [list, ...deletes] = s3.requests;
    expect(list?.method).toBe('GET');
    expect(new URL(list?.url ?? '', 'http://x').searchParams.get('prefix')).toBe('properties/p1/');
    expect(deletes.map((d) => `${d.method} ${d.url}`).sort()).toEqual([
      `DELETE /${BUCKET}/properties/p1/a.webp`,
      `DELETE /${BUCKET}/properties/p1/b.webp`,
    ]);
    for (const r of s3.requests) expectValidSignature(r);
    expect([...s3.objects.keys()].sort()).toEqual(['demo/d.webp', 'properties/p10/c.webp']);
    await s.remove(['demo/d.webp']);
    expect(s3.objects.has('demo/d.webp')).toBe(false);
  });

  it('makes public URLs and reads keys back from them', () => {
    const s = storage();
    expect(s.urlFor('properties/p1/a b.webp')).toBe('https://cdn.nivaas.test/media/properties/p1/a%20b.webp');
    expect(s.keyFromUrl('https://cdn.nivaas.test/media/properties/p1/a%20b.webp')).toBe(
      'properties/p1/a b.webp',
    );
    expect(s.keyFromUrl('https://elsewhere.test/x.webp')).toBeNull();
  });

  it('carries a property create and delete through the app, and cleans up a failed one', async () => {
    const t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_PUBLIC_URL: 'https://cdn.nivaas.test/media',
    });
    try {
      expect(t.app.deps.storage.kind).toBe('s3');
      const agent = await createUser(t.app, { role: 'agent' });
      const res = await postProperty(t.app, agent.auth, bracketFields(), await imageParts(1));
      expect(res.statusCode).toBe(201);
      const p = res.json().data;
      expect(p.images[0].url).toMatch(/^https:\/\/cdn\.nivaas\.test\/media\/properties\//);
      const puts = s3.requests.filter((r) => r.method === 'PUT');
      expect(puts).toHaveLength(3);
      for (const r of puts) {
        expect(r.url.startsWith(`/${BUCKET}/properties/${p._id}/`)).toBe(true);
        expectValidSignature(r);
      }
      expect([...s3.objects.keys()].every((k) => k.startsWith(`properties/${p._id}/`))).toBe(true);

      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/properties/${p._id}`,
        headers: agent.auth,
      });
      expect(del.statusCode).toBe(200);
      expect(s3.objects.size).toBe(0);

      const broken = Buffer.concat([(await jpegBytes(300, 300)).subarray(0, 600), Buffer.alloc(2000, 1)]);
      const failed = await postProperty(t.app, agent.auth, bracketFields(), [
        ...(await imageParts(1)),
        { field: 'images', data: broken, filename: 'broken.jpg', type: 'image/jpeg' },
      ]);
      expect(failed.statusCode).toBe(415);
      expect(s3.objects.size).toBe(0);
    } finally {
      await t.close();
    }
  });
});
