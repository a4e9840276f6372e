import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults and makes a signing key once in demo mode', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nivaas-config-'));
    try {
      const a = loadConfig({ DATA_DIR: dir });
      expect(a).toMatchObject({
        port: 3000,
        isEmbedded: true,
        demoData: true,
        jwtExpiresInSeconds: 7 * 86400,
      });
      expect(a.storage).toEqual({ kind: 'local', root: path.join(dir, 'uploads') });
      expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(await readFile(path.join(dir, 'jwt-secret'), 'utf8')).toBe(a.jwtSecret);
      expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(a.jwtSecret);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_EXPIRES_IN: '7 days' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('JWT_EXPIRES_IN');
    }
  });

  it('requires JWT_SECRET in production and S3 keys with a bucket', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' })).toThrow(
      /JWT_SECRET/,
    );
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://h/db', S3_BUCKET: 'b' }),
    ).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('requires PUBLIC_URL in production: absolute links never come from a request', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://h/db' };
    expect(() => loadConfig(prod)).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://www.nivaas.example' }).publicUrl).toBe(
      'https://www.nivaas.example',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).publicUrl).toBeUndefined();
  });

  it('keeps 16 MB of compressed public answers by default; 0 turns that off', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://h/db' };
    expect(loadConfig(base).compressedAnswersBytes).toBe(16 * 1024 * 1024);
    expect(loadConfig({ ...base, COMPRESSED_ANSWERS_MB: '0' }).compressedAnswersBytes).toBe(0);
    for (const bad of ['-1', '2000', 'lots']) {
      expect(() => loadConfig({ ...base, COMPRESSED_ANSWERS_MB: bad }), bad).toThrow(/COMPRESSED_ANSWERS_MB/);
    }
  });

  it('reads the public read cache settings: 5 s and 32 MB by default, 0 s turns it off', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://h/db' };
    expect(loadConfig(base).readCache).toEqual({ ttlSeconds: 5, maxBytes: 32 * 1024 * 1024 });
    expect(loadConfig({ ...base, READ_CACHE_SECONDS: '0', READ_CACHE_MB: '8' }).readCache).toEqual({
      ttlSeconds: 0,
      maxBytes: 8 * 1024 * 1024,
    });
    for (const bad of [{ READ_CACHE_SECONDS: '31' }, { READ_CACHE_SECONDS: '1.5' }, { READ_CACHE_MB: '0' }]) {
      expect(() => loadConfig({ ...base, ...bad }), JSON.stringify(bad)).toThrow(/READ_CACHE_/);
    }
  });

  it('does not load demo data into a DATABASE_URL database unless asked', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://h/db' };
    expect(loadConfig(base).demoData).toBe(false);
    expect(loadConfig({ ...base, DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses a blanket true', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://h/db' };
    expect(loadConfig(base).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback' }).trustProxy).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.1', '172.16.0.0/12', 'loopback'],
    });
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' would believe any X-Forwarded-For a client sends/,
    );
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/40', '99']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: /);
    }
  });
});
