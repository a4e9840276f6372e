import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@nivaas/shared/format-price';
import { DETAIL_MAIN_IMAGE_SIZES } from '@nivaas/shared/image-sources';
import {
  BOOT_SCRIPT,
  PAGE_STATE_ELEMENT_ID,
  pageShellFile,
  RENDERED_PAGES,
  SESSION_MARK_SCRIPT,
  scriptSafeJson,
} from '@nivaas/shared/page-render';
import { developers } from '../../db/schema';
import { newId } from '../../lib/ids';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { closeWebApps, createWebApp, type TWebApp } from '../../../test/fixtures/web-app';
import { createUser } from '../../../test/test-app';
import { viewportOf } from './page-render';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === name)
    ?.slice(1) ?? [];

/** The web build's page renderer (npm run build -w apps/web); the rendering tests need it. */
const BUILT_SERVER = fileURLToPath(new URL('../../../../web/dist/server', import.meta.url));
const HAS_BUILD = existsSync(path.join(BUILT_SERVER, 'page-render.js'));

const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <!--page-preload-->
    <!--page-head-->
    <title>Nivaas – Buy, rent and sell homes in India</title>
    <meta name="description" content="Find flats across India." />
    <!--/page-head-->
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The app serving index.html and, in `server`, the built renderer, none, or these files. */
const createPagesApp = (server: 'built' | 'none' | Record<string, string>) =>
  createWebApp({
    files: {
      'index.html': INDEX_HTML,
      ...(server !== 'built' && server !== 'none'
        ? Object.fromEntries(Object.entries(server).map(([file, text]) => [`server/${file}`, text]))
        : {}),
    },
    copies: server === 'built' ? { server: BUILT_SERVER } : {},
    // The site's address: absolute URLs come from it alone, whatever Host a request names.
    env: { PUBLIC_URL: 'http://nivaas.example' },
  });

afterAll(closeWebApps);

const STATE_SCRIPT = new RegExp(
  `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

/** #root's content: everything between it and the state script after it. */
function rootOf(html: string): string {
  // The root may say which viewport the page was drawn for (the app answers media queries for it).
  const start = html.search(/<div id="root"( data-viewport="(phone|desktop)")?>/);
  const end = html.indexOf(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">`);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

type TDehydrated = { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
function stateOf(html: string): TDehydrated {
  const json = STATE_SCRIPT.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? '') as TDehydrated;
}

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

// In CI the build comes first (npm test): a missing renderer there is a failure, not a skip.
describe.skipIf(!HAS_BUILD && !process.env.CI)(
  'the listing and detail pages rendered with their data (built renderer)',
  () => {
    let web: TWebApp;
    let agentId: string;
    const get = (url: string, headers: Record<string, string> = {}) =>
      web.app.inject({ method: 'GET', url, headers: { host: 'nivaas.example', ...headers } });

    beforeAll(async () => {
      web = await createPagesApp('built');
      agentId = (await createUser(web.app, { role: 'agent', name: 'Meera Kulkarni' })).row.id;
    });

    it('answers the sign-in pages, the EMI calculator and the information pages with their own tags in each language (issue 19)', async () => {
      const hi = await get('/hi/login');
      expect(hi.statusCode).toBe(200);
      expect(hi.body).toContain('<html lang="hi">');
      expect(hi.body).toContain('<title>लॉग इन | Nivaas</title>');
      expect(hi.body).not.toContain('Find flats across India.');
      expect(hi.body).toContain('<link rel="canonical" href="http://nivaas.example/hi/login" />');
      expect(hi.body).toContain('<link rel="alternate" hreflang="en" href="http://nivaas.example/login" />');
      expect(hi.body).toContain(
        '<link rel="alternate" hreflang="hi" href="http://nivaas.example/hi/login" />',
      );
      expect(hi.body).toContain(
        '<link rel="alternate" hreflang="x-default" href="http://nivaas.example/login" />',
      );
      const en = await get('/login');
      expect(en.body).toContain('<html lang="en-IN">');
      expect(en.body).toContain('<title>Login | Nivaas</title>');
      expect(en.body).toContain(
        '<link rel="alternate" hreflang="hi" href="http://nivaas.example/hi/login" />',
      );

      const emi = await get('/hi/emi-calculator');
      expect(emi.body).toMatch(/<title>[^<]*ईएमआई[^<]* \| Nivaas<\/title>/);
      expect(emi.body).toMatch(/<meta name="description" content="[^"]*[\u0900-\u097F][^"]*" \/>/);
      const emiEn = await get('/emi-calculator');
      expect(emiEn.body).toContain('<title>Home Loan EMI Calculator and Area Converter | Nivaas</title>');
      expect(emiEn.body).toContain(
        '<meta name="description" content="Work out the monthly EMI, total interest and repayment schedule of a home loan, and convert land units like guntha, bigha, cent and marla." />',
      );
      // The information pages: their own titles and descriptions in each language, both addresses.
      const terms = await get('/hi/terms');
      expect(terms.body).toContain('<html lang="hi">');
      expect(terms.body).toContain('<title>नियम और शर्तें | Nivaas</title>');
      expect(terms.body).toContain(
        '<meta name="description" content="निवास इस्तेमाल करने की शर्तें: खाते, लिस्टिंग, फ़ीस, सहायता और ज़िम्मेदारी।" />',
      );
      expect(terms.body).toContain('<link rel="canonical" href="http://nivaas.example/hi/terms" />');
      expect(terms.body).toContain(
        '<link rel="alternate" hreflang="en" href="http://nivaas.example/terms" />',
      );
      const about = await get('/about');
      expect(about.body).toContain('<title>About Nivaas | Nivaas</title>');
      expect(about.body).toContain(
        '<link rel="alternate" hreflang="hi" href="http://nivaas.example/hi/about" />',
      );
      // The builders' directory too, and its Add form's title.
      const directory = await get('/hi/developers');
      expect(directory.body).toContain('<html lang="hi">');
      expect(directory.body).toContain('<title>बिल्डर | Nivaas</title>');
      expect(directory.body).toContain('<link rel="canonical" href="http://nivaas.example/hi/developers" />');
      expect((await get('/developers')).body).toContain('<title>Builders | Nivaas</title>');
      expect((await get('/developers/add')).body).toContain('<title>Add developer | Nivaas</title>');
      const add = (await get('/hi/developers/add')).body;
      expect(add).toContain('<html lang="hi">');
      expect(add).toContain('<title>बिल्डर जोड़ें | Nivaas</title>');
      // A visitor who chose Hindi goes to the Hindi page, the token kept.
      const reset = await get('/reset-password?token=abc', { cookie: 'lang=hi' });
      expect(reset.statusCode).toBe(302);
      expect(reset.headers.location).toBe('/hi/reset-password?token=abc');
    });

    it('answers /properties?city=… with the cards from the database and the answers it drew them with', async () => {
      const a = await insertProperty(web.app, {
        agentId,
        city: 'Aurangabad',
        title: 'Cidco 2 BHK near the park',
      });
      const b = await insertProperty(web.app, { agentId, city: 'Aurangabad', title: 'Jalna Road villa' });
      await insertProperty(web.app, { agentId, city: 'Nashik', title: 'Not in this city' });

      const res = await get('/properties?city=Aurangabad');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^W\/"p-/);
      const html = res.body;
      const root = rootOf(html);
      expect(root).toContain('Cidco 2 BHK near the park');
      expect(root).toContain('Jalna Road villa');
      expect(root).not.toContain('Not in this city');
      expect(root).toContain(`/properties/${a.row.id}`);
      expect(html).toContain('<title>Properties in Aurangabad | Nivaas</title>');
      expect(html).toContain(
        '<link rel="canonical" href="http://nivaas.example/properties?city=Aurangabad" />',
      );

      // The state holds the API's answer under the key the listing page reads it with, the
      // filters the server read from the URL (the browser's first view reads them from there), and
      // the cities of the city picker.
      const state = stateOf(html);
      expect(state.queries).toHaveLength(3);
      const cities = state.queries.find((q) => q.queryKey[0] === 'locations');
      expect(cities?.queryKey).toEqual(['locations', 'cities']);
      expect((cities?.state.data as { city: string }[] | undefined)?.map((c) => c.city)).toContain(
        'Aurangabad',
      );
      const query = state.queries.find((q) => q.queryKey[0] === 'properties');
      expect(query?.queryKey).toEqual(['properties', 'list', { page: 1, limit: 12, city: 'Aurangabad' }]);
      const filters = state.queries.find((q) => q.queryKey[0] === 'listing');
      expect(filters?.queryKey).toEqual(['listing', 'url-filters', 'city=Aurangabad']);
      expect(filters?.state.data).toMatchObject({ city: 'Aurangabad', page: 1, search: '' });
      expect(query?.state.status).toBe('success');
      const api = await get('/api/v1/properties?page=1&limit=12&city=Aurangabad');
      expect(query?.state.data).toEqual({ data: api.json().data, pagination: api.json().pagination });
      const list = query?.state.data as { data: { _id: string }[] } | undefined;
      expect(list?.data.map((p) => p._id).sort()).toEqual([a.row.id, b.row.id].sort());
    });

    it('starts the app only through the inline scripts its Content-Security-Policy allows', async () => {
      const res = await get('/properties');
      const html = res.body;
      // No script of the app's in <head>: the page paints before its code runs.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<script[^>]*src=|rel="modulepreload"/);
      const inline = [
        ...html.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>([\s\S]*?)<\/script>/g),
      ];
      // The session's mark first in <head>, the app's start at the end of <body>.
      expect(inline.map((m) => m[2])).toEqual([SESSION_MARK_SCRIPT, BOOT_SCRIPT]);
      expect(head).toContain(SESSION_MARK_SCRIPT);
      const allowed = directive(String(res.headers['content-security-policy']), 'script-src');
      for (const [, , code = ''] of inline) {
        expect(allowed).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      }
      const attrs = inline[1]?.[1] ?? '';
      // It names the app's entry and the page's chunks, all built files.
      const entry = /data-entry="\/(assets\/[^"]+\.js)"/.exec(attrs)?.[1];
      const preload = /data-preload="([^"]*)"/.exec(attrs)?.[1]?.split(' ') ?? [];
      expect(entry).toBeTruthy();
      expect(preload.length).toBeGreaterThan(3);
      for (const file of [`/${entry}`, ...preload]) {
        expect(existsSync(path.join(BUILT_SERVER, '..', file)), file).toBe(true);
      }
    });

    it('answers a bad query with the page the app would show for it, as 200', async () => {
      const res = await get('/properties?page=abc&bedrooms=lots&sort=cheapest&priceMin=-5');
      expect(res.statusCode).toBe(200);
      const [query] = stateOf(res.body).queries;
      expect(query?.queryKey).toEqual(['properties', 'list', { page: 1, limit: 12 }]);
      expect(res.body).toContain('<link rel="canonical" href="http://nivaas.example/properties" />');
    });

    it('answers /properties/:id with its title and price, and its preview tags', async () => {
      const { row } = await insertProperty(web.app, {
        agentId,
        title: 'Riverside 3 BHK with a view',
        price: 12_500_000,
        bedrooms: 3,
        images: [
          {
            _id: 'a',
            url: '/uploads/properties/x/a.webp',
            publicId: 'properties/x/a',
            variants: { small: '/uploads/s.webp', medium: '/uploads/m.webp', large: '/uploads/l.webp' },
          },
        ],
      });
      const res = await get(`/properties/${row.id}`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      const root = rootOf(html);
      expect(root).toContain('Riverside 3 BHK with a view');
      expect(root).toContain(formatPrice(12_500_000, 'For Sale'));
      expect(html).toContain('<title>Riverside 3 BHK with a view | Nivaas</title>');
      expect(html).toContain('<meta property="og:image" content="http://nivaas.example/uploads/l.webp" />');
      // The main photo's preload in the head, with the URLs, srcset and sizes the gallery's <img> has
      // (absolute, as the API answers them with PUBLIC_URL), so the browser uses the preloaded photo.
      const head = html.slice(0, html.indexOf('</head>'));
      const site = 'http://nivaas.example';
      expect(head.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
        `<link rel="preload" as="image" href="${site}/uploads/l.webp" imagesrcset="${site}/uploads/s.webp 400w, ${site}/uploads/m.webp 800w, ${site}/uploads/l.webp 1280w" imagesizes="${DETAIL_MAIN_IMAGE_SIZES}" fetchpriority="high" />`,
      ]);
      expect(root).toContain(`src="${site}/uploads/l.webp"`);
      const [query] = stateOf(html).queries;
      expect(query?.queryKey).toEqual(['properties', 'detail', row.id, 'anonymous']);
      expect((query?.state.data as { _id: string } | undefined)?._id).toBe(row.id);
    });

    it('answers /developers/:id with the builder, its listings and its preview tags; /developers/add stays the form', async () => {
      const [dev] = await web.app.deps.db
        .insert(developers)
        .values({
          id: newId(),
          name: 'Godavari Builders',
          description: 'Homes in Nashik since 1998.',
          hqCity: 'Nashik',
          hqState: 'Maharashtra',
        })
        .returning();
      if (!dev) throw new Error('no builder');
      await insertProperty(web.app, { agentId, developerId: dev.id, title: 'Godavari Heights 2 BHK' });

      const res = await get(`/developers/${dev.id}`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      const root = rootOf(html);
      expect(root).toContain('Godavari Builders');
      expect(root).toContain('Homes in Nashik since 1998.');
      expect(root).toContain('Godavari Heights 2 BHK');
      expect(html).toContain('<title>Godavari Builders – Builder | Nivaas</title>');
      expect(html).toContain(`<link rel="canonical" href="http://nivaas.example/developers/${dev.id}" />`);
      const keys = stateOf(html).queries.map((q) => q.queryKey);
      expect(keys).toContainEqual(['developers', 'detail', dev.id]);
      expect(keys).toContainEqual(['properties', 'by-developer', dev.id, 1]);

      // The form at /developers/add is not a builder called 'add'; an unknown builder is a 404.
      const add = await get('/developers/add');
      expect(add.statusCode).toBe(200);
      expect(add.body).not.toContain(PAGE_STATE_ELEMENT_ID);
      expect((await get(`/developers/${newId()}`)).statusCode).toBe(404);
    });

    it('answers /hi/developers/:id in Hindi: lang="hi", its words, its Hindi title and both languages as alternates', async () => {
      const [dev] = await web.app.deps.db
        .insert(developers)
        .values({
          id: newId(),
          name: 'Narmada Homes',
          description: '',
          hqCity: 'Indore',
          hqState: 'Madhya Pradesh',
        })
        .returning();
      if (!dev) throw new Error('no builder');
      const res = await get(`/hi/developers/${dev.id}`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('<html lang="hi">');
      const root = rootOf(html);
      expect(root).toContain('Narmada Homes');
      expect(root).toContain('झलक');
      expect(root).toContain('एक नज़र में');
      expect(root).not.toContain('>At a glance<');
      expect(html).toContain('<title>Narmada Homes – बिल्डर | Nivaas</title>');
      expect(html).toContain(
        '<meta name="description" content="Narmada Homes, Indore, Madhya Pradesh के रियल एस्टेट बिल्डर, निवास पर।" />',
      );
      const site = 'http://nivaas.example';
      expect(html).toContain(`<link rel="canonical" href="${site}/hi/developers/${dev.id}" />`);
      for (const [lang, href] of [
        ['en', `${site}/developers/${dev.id}`],
        ['hi', `${site}/hi/developers/${dev.id}`],
        ['x-default', `${site}/developers/${dev.id}`],
      ]) {
        expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
      }
      // Its Hindi shell preloads the builders' part; the English page stays English.
      expect(/data-preload="([^"]*)"/.exec(html)?.[1]).toMatch(/\/assets\/developers-[\w-]+\.js/);
      const english = await get(`/developers/${dev.id}`);
      expect(english.body).toContain('<title>Narmada Homes – Builder | Nivaas</title>');
      expect(rootOf(english.body)).toContain('At a glance');
    });

    it('answers /hi/properties/in/:city/:locality in Hindi: lang="hi", its words, its Hindi title and both languages as alternates', async () => {
      // The fixture's listings are in Gangapur Road, Nashik.
      await insertProperty(web.app, { agentId, title: 'Gangapur Road 2 BHK near the river' });
      const path = '/properties/in/nashik/gangapur-road';
      const res = await get(`/hi${path}`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('<html lang="hi">');
      const root = rootOf(html);
      expect(root).toMatch(/<h1[^>]*>Gangapur Road, Nashik में प्रॉपर्टी की कीमतें<\/h1>/);
      expect(root).toContain('12 महीनों का रुझान');
      expect(root).toContain('प्रॉपर्टी के प्रकार के हिसाब से');
      expect(root).toContain('Gangapur Road 2 BHK near the river');
      expect(root).not.toContain('Trend over 12 months');
      // Its links lead to the Hindi listing of its city.
      expect(root).toContain('href="/hi/properties?city=Nashik"');
      expect(html).toContain('<title>Gangapur Road, Nashik में प्रॉपर्टी की कीमतें | Nivaas</title>');
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description).toMatch(
        /^Gangapur Road, Nashik में निवास की लिस्टिंग से प्रति वर्ग फुट माँगी गई कीमतें। बिक्री के लिए \d+ घर और किराये के लिए \d+ घर।$/,
      );
      const site = 'http://nivaas.example';
      expect(html).toContain(`<link rel="canonical" href="${site}/hi${path}" />`);
      expect(html).toContain(`<meta property="og:url" content="${site}/hi${path}" />`);
      const alternates = [
        ['en', `${site}${path}`],
        ['hi', `${site}/hi${path}`],
        ['x-default', `${site}${path}`],
      ];
      for (const [lang, href] of alternates) {
        expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
      }
      // Its Hindi shell preloads the localities' part; the English page stays English, naming the
      // Hindi one as its alternate.
      expect(/data-preload="([^"]*)"/.exec(html)?.[1]).toMatch(/\/assets\/localities-[\w-]+\.js/);
      const english = await get(path);
      expect(english.body).toContain('<html lang="en-IN">');
      expect(english.body).toContain('<title>Property prices in Gangapur Road, Nashik | Nivaas</title>');
      expect(english.body).toContain(`<link rel="canonical" href="${site}${path}" />`);
      for (const [lang, href] of alternates) {
        expect(english.body).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
      }
      expect(rootOf(english.body)).toContain('Trend over 12 months');
      expect(/data-preload="([^"]*)"/.exec(english.body)?.[1]).not.toMatch(/\/assets\/localities-/);
      // An unknown locality: 404 in either language, the Hindi one in Hindi.
      const [en, hi] = await Promise.all([
        get('/properties/in/nashik/no-such-place'),
        get('/hi/properties/in/nashik/no-such-place'),
      ]);
      expect(en.statusCode).toBe(404);
      expect(hi.statusCode).toBe(404);
      expect(hi.body).toBe(INDEX_HTML.replace('<html lang="en-IN">', '<html lang="hi">'));
    });

    it('answers a path the app has no page for with 404 and the app (its not-found page), its pages with 200', async () => {
      for (const url of ['/no-such-page', '/properties/1/photos', '/admin/nothing-here?x=1']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.body, url).toContain('<div id="root"></div>');
      }
      for (const url of ['/login', '/developers', '/admin/users', '/properties/1/edit', '/about?x=1']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root"></div>');
      }
    });

    it('answers /hi/properties/:id in Hindi: lang="hi", its words, a Hindi description and both languages as alternates', async () => {
      const { row } = await insertProperty(web.app, {
        agentId,
        title: 'Riverside 3 BHK with a view',
        price: 12_500_000,
        bedrooms: 3,
        description: 'Spacious flat with lots of light.',
      });
      const res = await get(`/hi/properties/${row.id}`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('<html lang="hi">');
      const root = rootOf(html);
      // The listing's own title as written; the page's words and the listing's data in Hindi.
      expect(root).toContain('Riverside 3 BHK with a view');
      expect(root).toContain('बिक्री के लिए');
      expect(root).toContain('₹ 1.25 करोड़');
      expect(root).toContain('झलक');
      expect(root).toContain('विवरण अंग्रेज़ी में');
      expect(root).toContain('lang="en"');
      expect(root).not.toContain('>Overview<');
      expect(html).toContain('<title>Riverside 3 BHK with a view | Nivaas</title>');
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(
        description.startsWith('₹ 1.25 करोड़ · Gangapur Road, Nashik में 3 BHK अपार्टमेंट / फ्लैट बिक्री के लिए।'),
      ).toBe(true);
      expect(html).toContain(`<meta property="og:description" content="${description}" />`);
      const site = 'http://nivaas.example';
      expect(html).toContain(`<link rel="canonical" href="${site}/hi/properties/${row.id}" />`);
      expect(html).toContain(`<meta property="og:url" content="${site}/hi/properties/${row.id}" />`);
      for (const [lang, href] of [
        ['en', `${site}/properties/${row.id}`],
        ['hi', `${site}/hi/properties/${row.id}`],
        ['x-default', `${site}/properties/${row.id}`],
      ]) {
        expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
      }
      // The English page names the Hindi one too, and stays English.
      const english = await get(`/properties/${row.id}`);
      expect(english.body).toContain('<html lang="en-IN">');
      expect(english.body).toContain(
        `<link rel="alternate" hreflang="hi" href="${site}/hi/properties/${row.id}" />`,
      );
      expect(rootOf(english.body)).toContain('For Sale');
      expect(rootOf(english.body)).not.toContain('विवरण अंग्रेज़ी में');
    });

    it('preloads the Hindi catalog parts a Hindi page waits for, and only on Hindi pages', async () => {
      const { row } = await insertProperty(web.app, { agentId });
      const preloads = (html: string) =>
        (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '')
          .split(' ')
          .map((f) => f.replace(/-[\w-]{8}\.js$/, ''));
      const hindiListing = preloads((await get('/hi/properties')).body);
      const englishListing = preloads((await get('/properties')).body);
      // The frame's part ('messages') and the listing's, beside the page's code.
      expect(hindiListing).toEqual(expect.arrayContaining(['/assets/messages', '/assets/listing']));
      expect(hindiListing).toContain('/assets/listing-page');
      expect(englishListing).toContain('/assets/listing-page');
      expect(englishListing).not.toContain('/assets/messages');
      expect(preloads((await get(`/hi/properties/${row.id}`)).body)).toEqual(
        expect.arrayContaining(['/assets/messages', '/assets/detail', '/assets/property-page']),
      );
      expect(preloads((await get(`/properties/${row.id}`)).body)).not.toContain('/assets/detail');
    });

    it('draws the agent’s Hindi title and description on /hi/properties/:id, and the English ones on the English page', async () => {
      const { row } = await insertProperty(web.app, {
        agentId,
        title: 'Riverside 3 BHK with a view',
        description: 'Spacious flat with lots of light.',
        titleHi: 'नदी किनारे 3 BHK फ्लैट',
        descriptionHi: 'नदी के पास बड़ा और हवादार फ्लैट।',
      });
      const hindi = (await get(`/hi/properties/${row.id}`)).body;
      expect(hindi).toContain('<title>नदी किनारे 3 BHK फ्लैट | Nivaas</title>');
      expect(rootOf(hindi)).toMatch(/<h1[^>]*>नदी किनारे 3 BHK फ्लैट<\/h1>/);
      expect(rootOf(hindi)).toContain('नदी के पास बड़ा और हवादार फ्लैट।');
      expect(rootOf(hindi)).not.toContain('विवरण अंग्रेज़ी में');
      expect(rootOf(hindi)).not.toContain('Spacious flat with lots of light.');
      const english = (await get(`/properties/${row.id}`)).body;
      expect(english).toContain('<title>Riverside 3 BHK with a view | Nivaas</title>');
      expect(rootOf(english)).toContain('Spacious flat with lots of light.');
      expect(rootOf(english)).not.toContain('नदी');
    });

    it('answers a missing or hidden listing under /hi as the English page does: 404, in Hindi', async () => {
      const inactive = await createUser(web.app, { role: 'agent', active: false });
      const { row: hidden } = await insertProperty(web.app, { agentId: inactive.row.id, listed: false });
      for (const id of [newId(), 'not-an-id', hidden.id]) {
        const [en, hi] = await Promise.all([get(`/properties/${id}`), get(`/hi/properties/${id}`)]);
        expect(en.statusCode, id).toBe(404);
        expect(hi.statusCode, id).toBe(404);
        expect(hi.body, id).toBe(INDEX_HTML.replace('<html lang="en-IN">', '<html lang="hi">'));
      }
    });

    it('answers a missing listing with 404 and the plain page', async () => {
      for (const url of [`/properties/${newId()}`, '/properties/not-an-id']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.body, url).toBe(INDEX_HTML);
      }
    });

    it('keeps a script in a listing title or in the query string inside its text', async () => {
      const evil = '</script><script>alert(1)</script><!-- & \u2028 \u2029';
      await insertProperty(web.app, { agentId, city: 'Kolhapur', title: evil });
      const search = '</script><script>alert(2)</script>';
      const res = await get(`/properties?city=Kolhapur&search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).not.toContain('<script>alert');
      // One state script, ending where it should, and reading back the very same text.
      expect(html.match(/<script type="application\/json"/g)).toHaveLength(1);
      const json = STATE_SCRIPT.exec(html)?.[1] ?? '';
      expect(json).not.toMatch(/[<>\u2028\u2029]/);
      const [query] = stateOf(html).queries;
      expect(query?.queryKey).toEqual([
        'properties',
        'list',
        { page: 1, limit: 12, city: 'Kolhapur', search },
      ]);

      const { row } = await insertProperty(web.app, { agentId, title: evil });
      const detail = await get(`/properties/${row.id}`);
      expect(detail.body).not.toContain('<script>alert');
      expect((stateOf(detail.body).queries[0]?.state.data as { title: string } | undefined)?.title).toBe(
        evil,
      );
    });

    it('varies with the device only when the page asked a media query, and answers 304 to a current copy', async () => {
      const desktop = await get('/properties');
      const phone = await get('/properties', { 'user-agent': PHONE_UA });
      expect(phone.statusCode).toBe(200);
      const sameHtml = rootOf(phone.body) === rootOf(desktop.body);
      expect(String(phone.headers.vary ?? '').includes('Sec-CH-UA-Mobile')).toBe(!sameHtml);
      expect(phone.headers.etag).not.toBe(desktop.headers.etag);

      // Asked again at once (the cities' list the page reads is cached for a minute, and the tests
      // above add listings behind its back: the first answer may predate their arrival in it).
      const current = await get('/properties');
      const again = await get('/properties', { 'if-none-match': String(current.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(current.headers.etag);
    });

    it('answers / and /hi with the featured cards, the settings and the cities it drew them with, and its head tags', async () => {
      // More featured listings than the home shows (4 by default); the newest first.
      for (const n of [1, 2, 3, 4]) {
        await insertProperty(web.app, {
          agentId,
          featured: true,
          title: `Older featured flat ${n}`,
          city: 'Kolhapur',
          locality: 'Rajarampuri',
          createdAt: new Date(Date.now() - n * 60_000),
        });
      }
      const featured = await insertProperty(web.app, {
        agentId,
        featured: true,
        title: 'Featured Kolhapur penthouse with a terrace',
        city: 'Kolhapur',
        locality: 'Rajarampuri',
      });
      // Not in Gangapur Road: the locality page's figures above stay as they were.
      await insertProperty(web.app, { agentId, title: 'Not featured at all', locality: 'College Road' });
      const site = 'http://nivaas.example';
      const alternates = [
        ['en', `${site}/`],
        ['hi', `${site}/hi`],
        ['x-default', `${site}/`],
      ];
      const api = (url: string) => get(`/api/v1${url}`).then((r) => r.json().data);
      const [featuredAnswer, settingsAnswer] = await Promise.all([
        api('/properties/featured'),
        api('/settings'),
      ]);

      for (const [url, lang, title] of [
        ['/', 'en-IN', 'Buy, rent and sell homes in India | Nivaas'],
        ['/hi', 'hi', 'भारत में घर ख़रीदें, किराये पर लें और बेचें | Nivaas'],
      ] as const) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.etag, url).toMatch(/^W\/"p-/);
        expect(res.headers['server-timing'], url).toMatch(/^render;dur=[\d.]+$/);
        const html = res.body;
        expect(html, url).toContain(`<html lang="${lang}">`);
        const root = rootOf(html);
        // The featured card itself, not its skeleton: the page is drawn with its data.
        expect(root, url).toContain('Featured Kolhapur penthouse with a terrace');
        expect(root, url).toContain(`/properties/${featured.row.id}`);
        expect(root, url).not.toContain('Not featured at all');
        expect(html, url).toContain(`<title>${title}</title>`);
        expect(html, url).toContain(`<link rel="canonical" href="${site}${url}" />`);
        for (const [hreflang, href] of alternates) {
          expect(html, url).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}" />`);
        }
        expect(html.match(/<title>/g), url).toHaveLength(1);
        expect(html.match(/<meta name="description"/g), url).toHaveLength(1);

        // The state holds the three answers under the keys the home reads them with, as the
        // browser's getters make of them.
        const state = stateOf(html);
        const byKey = (key: unknown[]) =>
          state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key));
        expect(state.queries, url).toHaveLength(3);
        expect(byKey(['properties', 'featured'])?.state.status, url).toBe('success');
        // Only the cards the home shows.
        expect(featuredAnswer.length).toBeGreaterThan(settingsAnswer.featuredCount);
        expect(byKey(['properties', 'featured'])?.state.data, url).toEqual(
          featuredAnswer.slice(0, settingsAnswer.featuredCount),
        );
        expect(root, url).not.toContain('Older featured flat 4');
        expect(byKey(['settings', 'public'])?.state.data, url).toEqual(settingsAnswer);
        const cities = byKey(['locations', 'cities'])?.state.data as { city: string }[] | undefined;
        expect(
          cities?.map((c) => c.city),
          url,
        ).toContain('Nashik');
      }
      // The English home stays English; the Hindi one in Hindi, with its catalog preloaded.
      const [en, hi] = await Promise.all([get('/'), get('/hi')]);
      expect(rootOf(en.body)).toContain('Properties based on Your Location');
      expect(rootOf(hi.body)).not.toContain('Properties based on Your Location');
      expect(hi.body).toContain('पूरे भारत में');
      expect(/data-preload="([^"]*)"/.exec(hi.body)?.[1]).toMatch(/\/assets\/messages-[\w-]+\.js/);
      expect(/data-preload="([^"]*)"/.exec(en.body)?.[1]).not.toMatch(/\/assets\/messages-/);
      // A query string (a search link's city) is drawn too.
      const pune = await get('/?city=Pune');
      expect(pune.statusCode).toBe(200);
      expect(rootOf(pune.body)).toContain('Featured Kolhapur penthouse with a terrace');

      // A current copy: 304, nothing drawn; the language's redirect still comes first.
      const again = await get('/', { 'if-none-match': String(en.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(en.headers.etag);
      const hiAgain = await get('/hi', { 'if-none-match': String(hi.headers.etag) });
      expect(hiAgain.statusCode).toBe(304);
      const hindiVisitor = await get('/?city=Pune', { 'accept-language': 'hi-IN,hi;q=0.9' });
      expect(hindiVisitor.statusCode).toBe(302);
      expect(hindiVisitor.headers.location).toBe('/hi?city=Pune');
      expect(hindiVisitor.headers.vary).toMatch(/Accept-Language/);
      const chosen = await get('/', { 'accept-language': 'hi', cookie: 'lang=en' });
      expect(chosen.statusCode).toBe(200);
      expect(rootOf(chosen.body)).toContain('Featured Kolhapur penthouse with a terrace');
      expect((await get('/', { cookie: 'lang=hi' })).headers.location).toBe('/hi');
    });
  },
);

describe('without a usable renderer', () => {
  it('answers the pages with index.html when the build has no renderer', async () => {
    const web = await createPagesApp('none');
    for (const url of ['/properties?city=Nashik', '/properties']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('falls back to index.html when rendering throws', async () => {
    const shell = INDEX_HTML;
    const web = await createPagesApp({
      'listing.html': shell,
      'property.html': shell,
      'page-render.js': `export function planPage(url) {
  return url.startsWith('/properties') ? { page: 'listing', reads: [{ url: '/api/v1/properties?page=1&limit=12' }] } : null;
}
export function renderPage() { throw new Error('broken page'); }
export function isAppPath() { return true; }
`,
    });
    const res = await web.app.inject({ method: 'GET', url: '/properties?city=Nashik' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });
});

describe('the home without a usable renderer', () => {
  const HOME = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>Home</h1></div>');
  const HOME_HI = HOME.replace('<html lang="en-IN">', '<html lang="hi">');
  /** Every page's shell, a renderer that fails, and the home prerendered at build time. */
  const createBrokenApp = () =>
    createWebApp({
      files: {
        'index.html': INDEX_HTML,
        'home.html': HOME,
        'home-hi.html': HOME_HI,
        ...Object.fromEntries(RENDERED_PAGES.map((page) => [pageShellFile(page), INDEX_HTML])),
        'server/page-render.js': `export function planPage(url) {
  return { page: 'home', reads: [{ url: '/api/v1/properties/featured' }] };
}
export function renderPage() { throw new Error('broken page'); }
export function isAppPath() { return true; }
`,
      },
    });

  it('answers / and /hi with the home prerendered at build time when rendering throws', async () => {
    const web = await createBrokenApp();
    const en = await web.app.inject({ method: 'GET', url: '/' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toBe(HOME);
    const hi = await web.app.inject({ method: 'GET', url: '/hi' });
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toBe(HOME_HI);
    const visitor = await web.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=hi' } });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/hi');
  });

  it('answers / with the prerendered home when the build has no renderer', async () => {
    const web = await createWebApp({ files: { 'index.html': INDEX_HTML, 'home.html': HOME } });
    const en = await web.app.inject({ method: 'GET', url: '/' });
    expect(en.body).toBe(HOME);
    // No Hindi home of any kind: /hi is the app's page, and a Hindi visitor stays on /.
    const visitor = await web.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=hi' } });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toBe(HOME);
  });
});

describe('helpers', () => {
  it('reads a phone from the client hint or the User-Agent', () => {
    expect(viewportOf({ 'sec-ch-ua-mobile': '?1' })).toBe('phone');
    expect(viewportOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': PHONE_UA })).toBe('desktop');
    expect(viewportOf({ 'user-agent': PHONE_UA })).toBe('phone');
    expect(
      viewportOf({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36' }),
    ).toBe('desktop');
    expect(viewportOf({})).toBe('desktop');
  });

  it('writes JSON that cannot end its script element and reads back the same', () => {
    const value = { t: '</script><!-- a & b \u2028\u2029 >' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
