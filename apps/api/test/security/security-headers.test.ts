import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_SOURCE, SESSION_MARK_SCRIPT_SOURCE } from '../../src/plugins/security-headers';
import { createTestApp, createUser, type TTestApp } from '../test-app';
import { bracketFields, imageParts, postProperty } from '../fixtures/property-form';

let plain: TTestApp;
let proxied: TTestApp;
let uploadUrl: string;
beforeAll(async () => {
  plain = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: '1' });
  const agent = await createUser(plain.app, { role: 'agent' });
  const created = await postProperty(plain.app, agent.auth, bracketFields(), await imageParts(1));
  uploadUrl = created.json().data.images[0].url;
});
afterAll(async () => {
  await plain?.close();
  await proxied?.close();
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  const pages = () => [
    ['an API answer', '/api/v1/health'],
    ['an API error', '/api/v1/auth/me'],
    ['an unknown API path', '/api/v1/nope'],
    ['the web app page', '/properties/some-listing'],
    ['an uploaded file', uploadUrl],
  ];

  it('sends a CSP that keeps everything to this origin (plus map tiles and inline styles the app uses)', async () => {
    for (const [what, url] of pages()) {
      const res = await plain.app.inject({ method: 'GET', url: url ?? '' });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['default-src'], what).toEqual(["'self'"]);
      // This origin, and the one inline script of the drawn pages, by its hash (nothing else inline).
      expect(csp['script-src'], what).toEqual(["'self'", SESSION_MARK_SCRIPT_SOURCE, BOOT_SCRIPT_SOURCE]);
      for (const source of [SESSION_MARK_SCRIPT_SOURCE, BOOT_SCRIPT_SOURCE]) {
        expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      }
      expect(csp['object-src'], what).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
      expect(csp['base-uri'], what).toEqual(["'self'"]);
      expect(csp['form-action'], what).toEqual(["'self'"]);
      expect(csp['connect-src'], what).toEqual(["'self'"]);
      // MUI (emotion) injects style elements; the map draws CARTO/OpenStreetMap tiles.
      expect(csp['style-src'], what).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src'], what).toEqual(["'self'", 'data:', 'blob:', 'https://*.basemaps.cartocdn.com']);
    }
  });

  it('forbids framing and sniffing, and does not name the server', async () => {
    for (const [what, url] of pages()) {
      const res = await plain.app.inject({ method: 'GET', url: url ?? '' });
      expect(res.headers['x-frame-options'], what).toBe('DENY');
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['x-powered-by'], what).toBeUndefined();
      expect(res.headers.server, what).toBeUndefined();
      expect(res.headers['referrer-policy'], what).toBe('no-referrer');
    }
  });

  it('sends HSTS only over TLS: behind a trusted proxy that says https', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const [what, url] of pages()) {
      const res = await proxied.app.inject({ method: 'GET', url: url ?? '', headers: https });
      expect(res.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
    }
    const overHttp = await proxied.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is the client's word, and is not believed.
    const spoofed = await plain.app.inject({ method: 'GET', url: '/api/v1/health', headers: https });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets other sites show uploaded files (Cross-Origin-Resource-Policy), and only those', async () => {
    for (const [what, url] of pages()) {
      const res = await plain.app.inject({ method: 'GET', url: url ?? '' });
      expect(res.headers['cross-origin-resource-policy'], what).toBe(
        url === uploadUrl ? 'cross-origin' : 'same-origin',
      );
    }
    expect(uploadUrl).toMatch(/^\/uploads\//);
    // A conditional request for a photo a browser already has keeps the policy.
    const first = await plain.app.inject({ method: 'GET', url: uploadUrl });
    const again = await plain.app.inject({
      method: 'GET',
      url: uploadUrl,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('allows no other origin by default (no CORS)', async () => {
    const res = await plain.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
