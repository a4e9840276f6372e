import { ZDeveloperForm } from '@nivaas/shared/developer';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, PDF_BYTES } from '../fixtures/files';
import { HTML_BYTES, SVG_BYTES } from '../fixtures/images';
import { multipart, type TFilePart } from '../fixtures/multipart';
import { bracketFields, imageParts, jpegBytes, postProperty } from '../fixtures/property-form';
import { createTestApp, createUser, type TTestApp } from '../test-app';
import { pngBomb, sixMegabytePng } from './hostile-files';
import { expectEnvelope } from './route-table';

type TFile = Omit<TFilePart, 'field'>;
type TSend = (file: TFile) => Promise<{ statusCode: number; json: () => unknown; body: string }>;

let t: TTestApp;
let uploads: string;
const endpoints: Record<string, TSend> = {};

beforeAll(async () => {
  t = await createTestApp();
  uploads = path.join(t.dataDir, 'uploads');
  const agent = await createUser(t.app, { role: 'agent' });
  const buyer = await createUser(t.app, { role: 'buyer' });
  const admin = await createUser(t.app, { role: 'admin' });
  const developerId = (
    await t.app.deps.services.developers.createDeveloper(
      ZDeveloperForm.parse({
        name: 'Builder',
        description: 'Builds',
        headquarters: { city: 'Pune', state: 'Maharashtra' },
      }),
      { teamPhotos: [] },
    )
  )._id;
  const form = async (
    method: 'POST' | 'PUT',
    url: string,
    auth: object,
    fields: [string, string][],
    files: TFilePart[],
  ) => {
    const f = await multipart(fields, files);
    return t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...f.headers, ...auth },
      payload: f.payload,
    });
  };
  const photo = await imageParts(1);
  Object.assign(endpoints, {
    'a listing photo': (file) =>
      postProperty(t.app, agent.auth, bracketFields(), [{ field: 'images', ...file }]),
    'a floor plan': (file) =>
      postProperty(t.app, agent.auth, bracketFields(), [...photo, { field: 'floorPlans', ...file }]),
    'an avatar': (file) => form('PUT', '/auth/me', buyer.auth, [], [{ field: 'avatar', ...file }]),
    'a builder logo': (file) =>
      form('PUT', `/developers/${developerId}/logo`, admin.auth, [], [{ field: 'logo', ...file }]),
    'a team photo': (file) =>
      form(
        'POST',
        '/developers',
        admin.auth,
        [
          ['name', 'Team Builder'],
          ['description', 'Builds'],
          ['headquarters[city]', 'Pune'],
          ['headquarters[state]', 'Maharashtra'],
          ['team[0][name]', 'Asha'],
        ],
        [{ field: 'teamPhotos', ...file }],
      ),
  } satisfies Record<string, TSend>);
});
afterAll(() => t?.close());

const REFUSED: [string, () => Promise<TFile>, number][] = [
  [
    'an HTML page named x.jpg',
    async () => ({ data: HTML_BYTES, filename: 'x.jpg', type: 'image/jpeg' }),
    415,
  ],
  [
    'an SVG (script inside) sent as an image',
    async () => ({ data: SVG_BYTES, filename: 'x.svg', type: 'image/svg+xml' }),
    415,
  ],
  [
    'a pixel bomb (a PNG header claiming 50000 × 50000)',
    async () => ({ data: pngBomb(), filename: 'b.png', type: 'image/png' }),
    413,
  ],
  [
    'a 6 MB image',
    async () => ({ data: await sixMegabytePng(), filename: 'big.png', type: 'image/png' }),
    413,
  ],
];

describe('uploads (API.md: checked by content, 5 MB, re-encoded)', () => {
  const names = ['a listing photo', 'a floor plan', 'an avatar', 'a builder logo', 'a team photo'];

  describe.each(REFUSED)('%s', (_what, make, status) => {
    it.each(names)('is refused as %s, storing nothing', async (name) => {
      const before = await listFiles(uploads);
      const res = await endpoints[name]?.(await make());
      expect(res?.statusCode, res?.body).toBe(status);
      expectEnvelope(status, res?.json(), name);
      expect(await listFiles(uploads)).toEqual(before);
      expect(await listFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
    });
  });

  it.each(names)('stores %s named ../../x.jpg under a server-made key inside storage', async (name) => {
    const res = await endpoints[name]?.({
      data: await jpegBytes(300, 200),
      filename: '../../x.jpg',
      type: 'image/jpeg',
    });
    expect(res?.statusCode, res?.body).toBeLessThan(300);
    expect(res?.body).not.toContain('x.jpg');
    const files = await listFiles(uploads);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(f.startsWith('..') || path.isAbsolute(f), f).toBe(false);
      expect(path.basename(f)).not.toContain('x.jpg');
    }
    for (const escaped of [
      path.resolve(uploads, '../../x.jpg'),
      path.join(t.dataDir, 'x.jpg'),
      path.join(uploads, 'x.jpg'),
    ]) {
      expect(existsSync(escaped), escaped).toBe(false);
    }
  });

  it('keeps a brochure named ../../x.pdf as a server-made key; the name is only shown', async () => {
    const res = await endpoints['a listing photo']?.({
      data: await jpegBytes(300, 200),
      filename: 'p.jpg',
      type: 'image/jpeg',
    });
    expect(res?.statusCode).toBe(201);
    const f = await multipart(bracketFields(), [
      ...(await imageParts(1)),
      { field: 'brochure', data: PDF_BYTES, filename: '../../x.pdf', type: 'application/pdf' },
    ]);
    const agent = await createUser(t.app, { role: 'agent' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      headers: { ...f.headers, ...agent.auth },
      payload: f.payload,
    });
    expect(created.statusCode).toBe(201);
    const brochure = created.json().data.brochure as { url: string; name: string };
    expect(brochure.url).toMatch(/^\/uploads\/properties\/[0-9a-f-]+\/[0-9a-f-]+\.pdf$/);
    expect(existsSync(path.resolve(uploads, '../../x.pdf'))).toBe(false);
  });

  it('serves nothing outside storage, however the path is spelled (raw paths, as a client sends them)', async () => {
    await writeFile(path.join(t.dataDir, 'canary.txt'), 'canary-secret');
    const stored = (await listFiles(uploads))[0];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (rawPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: rawPath }, (res) => {
          let body = '';
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    expect((await get(`/uploads/${stored}`)).status).toBe(200);
    for (const raw of [
      '/uploads/../canary.txt',
      '/uploads/..%2fcanary.txt',
      '/uploads/%2e%2e/canary.txt',
      '/uploads/%2e%2e%2fcanary.txt',
      '/uploads/..%5ccanary.txt',
      '/uploads/....//canary.txt',
      `/uploads/${stored}/../../../canary.txt`,
      '/uploads/%00',
      '/uploads/.hidden',
    ]) {
      const res = await get(raw);
      expect(res.status, raw).toBeGreaterThanOrEqual(400);
      expect(res.status, raw).toBeLessThan(500);
      expect(res.body, raw).not.toContain('canary-secret');
    }
  });
});
