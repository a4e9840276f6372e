import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developers } from '../../db/schema';
import { newId } from '../../lib/ids';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { closeWebApps, createWebApp, type TWebApp } from '../../../test/fixtures/web-app';
import { createUser } from '../../../test/test-app';
import { fillPageHead, truncateText } from '@nivaas/shared/page-meta';
import { SITEMAP_STATIC_PATHS } from './seo.service';
import { hasHindiPage } from '@nivaas/shared/locale';
import { DETAIL_MAIN_IMAGE_SIZES } from '@nivaas/shared/image-sources';

const HOME_HTML =
  '<!doctype html><html><head><title>Home</title></head><body><div id="root"><h1>Homes</h1></div></body></html>';
const HOME_HI_HTML =
  '<!doctype html><html lang="hi"><head><title>होम</title></head><body><div id="root"><h1>घर</h1></div></body></html>';
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <!--page-preload-->
    <meta property="og:site_name" content="Nivaas" />
    <!--page-head-->
    <title>Nivaas – Buy, rent and sell homes in India</title>
    <meta name="description" content="Find flats, houses, villas, plots and offices to buy or rent across India." />
    <meta property="og:title" content="Nivaas – Buy, rent and sell homes in India" />
    <meta property="og:description" content="Find flats across India." />
    <meta property="og:type" content="website" />
    <!--/page-head-->
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /admin\nSitemap: /sitemap.xml\n';

/**
 * The app with the web part on, serving a small index.html, home page and robots.txt, at the
 * address PUBLIC_URL names (http://nivaas.example unless the test says otherwise).
 */
const createSeoApp = (env: Record<string, string> = { PUBLIC_URL: 'http://nivaas.example' }) =>
  createWebApp({
    files: {
      'assets/index-abc.js': 'console.log("app");',
      'index.html': INDEX_HTML,
      'home.html': HOME_HTML,
      'home-hi.html': HOME_HI_HTML,
      'robots.txt': ROBOTS,
    },
    env,
  });

let web: TWebApp;
let agentId: string;
beforeAll(async () => {
  web = await createSeoApp();
  agentId = (await createUser(web.app, { role: 'agent' })).row.id;
});
afterAll(closeWebApps);

const get = (url: string, host = 'nivaas.example') =>
  web.app.inject({ method: 'GET', url, headers: { host } });

const metaContent = (html: string, attr: 'name' | 'property', key: string): string | undefined =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

async function insertDeveloper(values: Partial<typeof developers.$inferInsert> = {}) {
  const [row] = await web.app.deps.db
    .insert(developers)
    .values({
      id: newId(),
      name: 'Godavari Builders',
      description: 'Homes in Nashik since 1998.',
      hqCity: 'Nashik',
      hqState: 'Maharashtra',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no developer');
  return row;
}

describe('listing and builder pages carry their own preview tags', () => {
  it('puts the listing title, a short description and the absolute first image in the head', async () => {
    const { row } = await insertProperty(web.app, {
      agentId,
      title: 'Riverside 3 BHK with a view',
      price: 12_500_000,
      bedrooms: 3,
      description: `Spacious flat. ${'Lots of light and air. '.repeat(20)}`,
      images: [
        {
          _id: 'a',
          url: '/uploads/properties/x/a-large.webp',
          publicId: 'properties/x/a',
          variants: { small: '/uploads/s.webp', medium: '/uploads/m.webp', large: '/uploads/l.webp' },
        },
      ],
    });
    const res = await get(`/properties/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Riverside 3 BHK with a view | Nivaas</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description = metaContent(html, 'name', 'description') ?? '';
    expect(
      description.startsWith('₹ 1.25 Cr · 3 BHK Apartment for sale in Gangapur Road, Nashik. Spacious flat.'),
    ).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(metaContent(html, 'property', 'og:title')).toBe('Riverside 3 BHK with a view');
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:image')).toBe('http://nivaas.example/uploads/l.webp');
    expect(metaContent(html, 'name', 'twitter:image')).toBe('http://nivaas.example/uploads/l.webp');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'property', 'og:url')).toBe(`http://nivaas.example/properties/${row.id}`);
    expect(metaContent(html, 'property', 'og:site_name')).toBe('Nivaas');
    // The gallery's main photo is fetched from the HTML, with the srcset and sizes the page uses.
    expect(html).toContain(
      `<link rel="preload" as="image" href="/uploads/l.webp" imagesrcset="/uploads/s.webp 400w, /uploads/m.webp 800w, /uploads/l.webp 1280w" imagesizes="${DETAIL_MAIN_IMAGE_SIZES}" fetchpriority="high" />`,
    );
    // The app itself is still there.
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes everything that comes from a listing', async () => {
    const { row } = await insertProperty(web.app, {
      agentId,
      title: '</title><script>alert("x")</script> & co',
      description: '"><img src=x onerror=alert(1)>',
    });
    const html = (await get(`/properties/${row.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co | Nivaas</title>',
    );
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
  });

  it('uses PUBLIC_URL for absolute URLs when it is set, and ignores a hostile Host header', async () => {
    const other = await createSeoApp({ PUBLIC_URL: 'https://www.nivaas.in/' });
    const agent = await createUser(other.app, { role: 'agent' });
    const { row } = await insertProperty(other.app, {
      agentId: agent.row.id,
      images: [{ _id: 'a', url: '/uploads/p/a.webp', publicId: 'p/a' }],
    });
    const html = (
      await other.app.inject({
        method: 'GET',
        url: `/properties/${row.id}`,
        headers: { host: 'evil.example' },
      })
    ).body;
    expect(metaContent(html, 'property', 'og:image')).toBe('https://www.nivaas.in/uploads/p/a.webp');
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://www.nivaas.in/properties/${row.id}`);

    const bad = await get(`/properties/${row.id}`, 'bad"host<>');
    expect(bad.body).not.toContain('bad"host');
  });

  it('without PUBLIC_URL writes no canonical or og:url and never takes an address from Host', async () => {
    const bare = await createSeoApp({});
    const agent = await createUser(bare.app, { role: 'agent' });
    const { row } = await insertProperty(bare.app, {
      agentId: agent.row.id,
      images: [{ _id: 'a', url: '/uploads/p/a.webp', publicId: 'p/a' }],
    });
    const ask = (url: string) =>
      bare.app.inject({
        method: 'GET',
        url,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
    const page = await ask(`/properties/${row.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('rel="canonical"');
    expect(metaContent(page.body, 'property', 'og:url')).toBeUndefined();
    expect(metaContent(page.body, 'property', 'og:title')).toBe(row.title);
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await ask(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('evil.example');
      expect(res.body, url).toMatch(/http:\/\/localhost:\d+\//);
    }
  });

  it('keeps the default tags for an unknown id, a malformed id and a hidden listing', async () => {
    const inactive = await createUser(web.app, { role: 'agent', active: false });
    const { row: hidden } = await insertProperty(web.app, {
      agentId: inactive.row.id,
      listed: false,
      title: 'Hidden one',
    });
    for (const url of [
      `/properties/${newId()}`,
      '/properties/not-an-id',
      `/properties/${hidden.id}`,
      `/developers/${newId()}`,
      '/developers/add',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('puts the builder name, description and logo on a builder page', async () => {
    const dev = await insertDeveloper({
      name: 'Sahyadri Constructions',
      description: 'Trusted builder of family homes.',
      logo: {
        _id: 'l',
        url: '/uploads/developers/l.webp',
        publicId: 'developers/l',
        variants: { small: '/s', medium: '/m', large: '/uploads/developers/l-large.webp' },
      },
    });
    const html = (await get(`/developers/${dev.id}`)).body;
    expect(html).toContain('<title>Sahyadri Constructions – Builder | Nivaas</title>');
    expect(metaContent(html, 'name', 'description')).toBe('Trusted builder of family homes.');
    expect(metaContent(html, 'property', 'og:image')).toBe(
      'http://nivaas.example/uploads/developers/l-large.webp',
    );
  });

  it('answers / with the prerendered home page, never another path, and never as a file', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toBe(HOME_HTML);
    expect((await get('/?city=Pune')).body).toBe(HOME_HTML);
    expect((await get('/home.html')).body).toBe(INDEX_HTML);
  });

  it('answers /hi with the Hindi home, and sends a first visit preferring Hindi there', async () => {
    const hi = await get('/hi');
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toBe(HOME_HI_HTML);
    expect((await get('/home-hi.html')).body).toBe(INDEX_HTML);
    const visit = (headers: Record<string, string>) =>
      web.app.inject({ method: 'GET', url: '/', headers: { host: 'nivaas.example', ...headers } });
    const hindi = await visit({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.statusCode).toBe(302);
    expect(hindi.headers.location).toBe('/hi');
    expect(hindi.headers.vary).toMatch(/Accept-Language/);
    // English first, or Hindi weighed lower: English.
    expect((await visit({ 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' })).body).toBe(HOME_HTML);
    expect((await visit({ 'accept-language': 'en;q=0.5,hi;q=0.4' })).body).toBe(HOME_HTML);
    // The remembered choice wins over the browser's, both ways.
    expect((await visit({ 'accept-language': 'hi', cookie: 'theme=x; lang=en' })).body).toBe(HOME_HTML);
    expect((await visit({ 'accept-language': 'en', cookie: 'lang=hi' })).headers.location).toBe('/hi');
  });

  it('sends a Hindi visitor to the Hindi version of any translated page, query kept, and /hi of an untranslated one to English', async () => {
    const visit = (url: string, headers: Record<string, string> = {}) =>
      web.app.inject({ method: 'GET', url, headers: { host: 'nivaas.example', ...headers } });
    const hindi = await visit('/properties?city=Pune&propertyType=RENT', { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(302);
    expect(hindi.headers.location).toBe('/hi/properties?city=Pune&propertyType=RENT');
    expect(hindi.headers.vary).toMatch(/Accept-Language, Cookie/);
    expect((await visit('/properties', { cookie: 'lang=hi' })).headers.location).toBe('/hi/properties');
    // Chosen English, or the admin area (its Hindi is a click on its switch, not the browser's
    // choice): no redirect.
    expect((await visit('/properties', { 'accept-language': 'hi', cookie: 'lang=en' })).statusCode).toBe(200);
    expect((await visit('/admin/users', { 'accept-language': 'hi' })).statusCode).toBe(200);
    // The sign-in pages, the EMI calculator, the information pages and the listing forms have Hindi
    // versions too (the token of a link kept).
    for (const [from, to] of [
      ['/login', '/hi/login'],
      ['/login/mobile', '/hi/login/mobile'],
      ['/register', '/hi/register'],
      ['/forgot-password', '/hi/forgot-password'],
      ['/reset-password?token=abc', '/hi/reset-password?token=abc'],
      ['/confirm-email?token=abc', '/hi/confirm-email?token=abc'],
      ['/emi-calculator', '/hi/emi-calculator'],
      ['/about', '/hi/about'],
      ['/contact?topic=listing', '/hi/contact?topic=listing'],
      ['/terms', '/hi/terms'],
      ['/interior-design', '/hi/interior-design'],
      // The add and edit listing forms (signed-in pages, guarded under /hi too).
      ['/add-property', '/hi/add-property'],
      ['/properties/abc/edit', '/hi/properties/abc/edit'],
      // A locality's prices (drawn by the server when the build has its renderer).
      [
        '/properties/in/nashik/gangapur-road?from=detail',
        '/hi/properties/in/nashik/gangapur-road?from=detail',
      ],
    ]) {
      const res = await visit(from as string, { 'accept-language': 'hi-IN,hi;q=0.9' });
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
      expect(res.headers.vary, from).toMatch(/Accept-Language, Cookie/);
      const english = await visit(from as string, { 'accept-language': 'hi', cookie: 'lang=en' });
      expect(english.statusCode, from).toBe(200);
      expect(english.body, from).toBe(INDEX_HTML);
      // Their Hindi page is the app's, in Hindi.
      const hindi = await visit(to as string);
      expect(hindi.statusCode, to).toBe(200);
      expect(hindi.body, to).toBe(INDEX_HTML.replace('<html lang="en-IN">', '<html lang="hi">'));
    }
    // The Hindi listing without a page renderer in the build: the app's page, in Hindi.
    const page = await visit('/hi/properties?city=Pune');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML.replace('<html lang="en-IN">', '<html lang="hi">'));
    // A page that does not exist (every page has Hindi now): its /hi address leads to English.
    for (const [from, to] of [
      ['/hi/nowhere?next=%2Fprofile', '/nowhere?next=%2Fprofile'],
      ['/hi/nowhere', '/nowhere'],
    ]) {
      const res = await visit(from as string);
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
    }
    // The admin area is in Hindi too ('/admin/*'): the app's page, in Hindi, at any depth.
    for (const path of ['/hi/admin', '/hi/admin/users', '/hi/admin/users/u-1/edit']) {
      const admin = await visit(path);
      expect(admin.statusCode, path).toBe(200);
      expect(admin.body, path).toBe(INDEX_HTML.replace('<html lang="en-IN">', '<html lang="hi">'));
    }
  });

  it('answers /hi/properties/:id with the app in Hindi, and a visitor preferring Hindi goes there', async () => {
    const { row } = await insertProperty(web.app, { agentId, title: 'Riverside 3 BHK with a view' });
    const hindiIndex = INDEX_HTML.replace('<html lang="en-IN">', '<html lang="hi">');
    const page = await get(`/hi/properties/${row.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(hindiIndex);
    const visit = await web.app.inject({
      method: 'GET',
      url: `/properties/${row.id}?from=share`,
      headers: { host: 'nivaas.example', 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(`/hi/properties/${row.id}?from=share`);
    // Chosen English: the English page, with its preview tags and both languages as alternates.
    const english = await web.app.inject({
      method: 'GET',
      url: `/properties/${row.id}`,
      headers: { host: 'nivaas.example', 'accept-language': 'hi', cookie: 'lang=en' },
    });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).toContain(
      `<link rel="alternate" hreflang="hi" href="http://nivaas.example/hi/properties/${row.id}" />`,
    );
    expect(english.body).toContain(
      `<link rel="alternate" hreflang="en" href="http://nivaas.example/properties/${row.id}" />`,
    );
    // An unknown, malformed or hidden listing: as its English page (the app, which says so), in Hindi.
    const inactive = await createUser(web.app, { role: 'agent', active: false });
    const { row: hidden } = await insertProperty(web.app, { agentId: inactive.row.id, listed: false });
    for (const id of [newId(), 'not-an-id', hidden.id]) {
      const [en, hi] = await Promise.all([get(`/properties/${id}`), get(`/hi/properties/${id}`)]);
      expect(hi.statusCode, id).toBe(en.statusCode);
      expect(hi.body, id).toBe(hindiIndex);
    }
    // Its edit page is translated too (a signed-in page): the app, in Hindi.
    const edit = await get(`/hi/properties/${row.id}/edit`);
    expect(edit.statusCode).toBe(200);
    expect(edit.body).toBe(hindiIndex);
  });

  it('serves every other client route the plain index.html, and the API its JSON 404', async () => {
    for (const url of ['/properties', '/profile', '/properties/abc/edit', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
    // The built files themselves, not the page, even though a file route exists for each.
    const asset = await get('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.body).toBe('console.log("app");');
    const api = await get('/api/v1/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the static pages, builders and public listings only', async () => {
    const sale = await insertProperty(web.app, { agentId, status: 'For Sale' });
    const rent = await insertProperty(web.app, { agentId, status: 'For Rent' });
    const sold = await insertProperty(web.app, { agentId, status: 'Sold' });
    const rented = await insertProperty(web.app, { agentId, status: 'Rented' });
    const inactive = await createUser(web.app, { role: 'agent', active: false });
    const hidden = await insertProperty(web.app, { agentId: inactive.row.id, listed: false });
    const dev = await insertDeveloper();

    const res = await get('/sitemap.xml');
    expect(res.body).toContain('<loc>http://nivaas.example/hi</loc>');
    // Each translated page's Hindi URL beside its English one.
    expect(res.body).toContain(
      '<loc>http://nivaas.example/properties</loc></url>\n<url><loc>http://nivaas.example/hi/properties</loc>',
    );
    expect(res.body).toContain(
      '<loc>http://nivaas.example/emi-calculator</loc></url>\n<url><loc>http://nivaas.example/hi/emi-calculator</loc>',
    );
    for (const p of ['/about', '/contact', '/help', '/privacy-policy', '/terms', '/packers-and-movers']) {
      expect(res.body, p).toContain(
        `<loc>http://nivaas.example${p}</loc></url>\n<url><loc>http://nivaas.example/hi${p}</loc>`,
      );
    }
    // A locality's prices in both languages too, the Hindi URL beside the English one.
    expect(res.body).toMatch(
      /<loc>http:\/\/nivaas\.example\/properties\/in\/nashik\/gangapur-road<\/loc><lastmod>([\d-]+)<\/lastmod><\/url>\n<url><loc>http:\/\/nivaas\.example\/hi\/properties\/in\/nashik\/gangapur-road<\/loc><lastmod>\1<\/lastmod>/,
    );
    // The sign-in pages are forms, not content: out, in both languages; the pages a link with a
    // token opens never in.
    for (const p of ['/login', '/register', '/forgot-password', '/reset-password', '/confirm-email']) {
      expect(res.body, p).not.toContain(`${p}<`);
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const p of SITEMAP_STATIC_PATHS) expect(xml).toContain(`<loc>http://nivaas.example${p}</loc>`);
    expect(xml).toMatch(
      new RegExp(
        `<loc>http://nivaas.example/properties/${sale.row.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    );
    expect(xml).toContain(`/properties/${rent.row.id}<`);
    // Each listing in both languages, the Hindi URL beside the English one, with the same date.
    for (const listing of [sale, rent]) {
      const id = listing.row.id;
      expect(xml).toMatch(
        new RegExp(
          `<loc>http://nivaas.example/properties/${id}</loc><lastmod>([\\d-]+)</lastmod></url>\n<url><loc>http://nivaas.example/hi/properties/${id}</loc><lastmod>\\1</lastmod>`,
        ),
      );
    }
    // A builder in both languages too, the Hindi URL beside the English one.
    expect(xml).toMatch(
      new RegExp(
        `<loc>http://nivaas.example/developers/${dev.id}</loc><lastmod>([\\d-]+)</lastmod></url>\n<url><loc>http://nivaas.example/hi/developers/${dev.id}</loc><lastmod>\\1</lastmod>`,
      ),
    );
    expect(xml).toContain('<loc>http://nivaas.example/hi/developers</loc>');
    for (const gone of [sold, rented, hidden]) expect(xml).not.toContain(gone.row.id);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/profile');
  });

  it('stops at the cap of URLs', async () => {
    await insertDeveloper();
    await insertProperty(web.app, { agentId });
    await insertProperty(web.app, { agentId });
    // The static pages take one URL each, two when translated (HINDI_PAGES).
    const statics =
      SITEMAP_STATIC_PATHS.filter((p) => !hasHindiPage(p)).length +
      2 * SITEMAP_STATIC_PATHS.filter(hasHindiPage).length;
    const cap = statics + 2;
    const xml = await web.app.deps.services.seo.sitemapXml('https://x.in', cap);
    expect(xml.match(/<url>/g)).toHaveLength(cap);
    // A listing takes two URLs (English and Hindi): never one language without the other.
    for (const max of [cap + 1, cap + 5, cap + 6]) {
      const some = await web.app.deps.services.seo.sitemapXml('https://x.in', max);
      expect(some.match(/<url>/g)?.length, String(max)).toBeLessThanOrEqual(max);
      // Listings only (a locality page is /properties/in/…).
      const english = some.match(/<loc>https:\/\/x\.in\/properties\/[\da-f-]{36}<\/loc>/g) ?? [];
      const hindi = some.match(/<loc>https:\/\/x\.in\/hi\/properties\/[\da-f-]{36}<\/loc>/g) ?? [];
      expect(hindi.length, String(max)).toBe(english.length);
      const builders = some.match(/<loc>https:\/\/x\.in\/developers\/[\da-f-]{36}<\/loc>/g) ?? [];
      const hindiBuilders = some.match(/<loc>https:\/\/x\.in\/hi\/developers\/[\da-f-]{36}<\/loc>/g) ?? [];
      expect(hindiBuilders.length, String(max)).toBe(builders.length);
      const places = some.match(/<loc>https:\/\/x\.in\/properties\/in\/[\w-]+\/[\w-]+<\/loc>/g) ?? [];
      const hindiPlaces =
        some.match(/<loc>https:\/\/x\.in\/hi\/properties\/in\/[\w-]+\/[\w-]+<\/loc>/g) ?? [];
      expect(hindiPlaces.length, String(max)).toBe(places.length);
    }
  });
});

describe('GET /robots.txt', () => {
  it('answers the web app robots.txt with an absolute Sitemap URL', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nSitemap: http://nivaas.example/sitemap.xml\n',
    );
  });
});

describe('helpers', () => {
  it('truncates at a word boundary with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(60);
    const cut = truncateText(text, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(truncateText('  short\n\ttext ')).toBe('short text');
  });

  it('fills the head slots of a template and refuses one without them', () => {
    const meta = {
      title: 'T | Nivaas',
      shareTitle: 'T',
      description: 'd',
      preloadImage: { href: '/uploads/a.webp' },
    };
    const html = fillPageHead(INDEX_HTML, meta);
    expect(html).not.toContain('<!--page-');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>T | Nivaas</title>');
    expect(html).toContain('<meta property="og:site_name" content="Nivaas" />');
    // The photo is asked for first: right after the charset.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('og:site_name'));
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('rel="preload"'));
    expect(() => fillPageHead('<p>no head</p>', meta)).toThrow(/head slots/);
  });
});

describe('paths outside the API', () => {
  it('answers client routes with the app, and missing assets, uploads and API paths with 404', async () => {
    const page = await get('/properties?city=Nashik');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const asset = await get('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    for (const url of ['/assets/index-old.js', '/uploads/none.webp', '/api/v1/nothing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });
});
