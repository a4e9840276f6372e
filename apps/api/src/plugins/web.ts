import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@nivaas/shared/constants';
import type { TConfig } from '../config';
import {
  inLanguage,
  loadPageRenderer,
  renderPageResponse,
  type TLoadedPageRenderer,
  viewportOf,
} from '../modules/seo/page-render';
import { fillPageHead, type TPageMeta, withSiteAddress } from '@nivaas/shared/page-meta';
import {
  basePath,
  HINDI_PAGES,
  HINDI_PREFIX,
  hasHindiPage,
  localeOfPath,
  localizedHref,
  localizedPath,
  type TLocale,
  visitorLocale,
} from '@nivaas/shared/locale';
import type { Storage } from '../storage/storage';
import { sendNotFound } from './error-handler';

const NO_WEB_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Nivaas</title></head>
<body><p>The web app has not been built yet. Run <code>npm start</code> (it builds it) or <code>npm run build</code>.</p></body></html>`;

/**
 * The site's origin for absolute URLs: PUBLIC_URL only, never the request's Host header (anyone can
 * send one, and robots.txt, the sitemap and pages are cached publicly). Without it (development),
 * pages carry no canonical or og:url.
 */
export function siteBaseUrl(config: TConfig): string | undefined {
  return config.publicUrl ? config.publicUrl.replace(/\/+$/, '') : undefined;
}

/**
 * The build's files of the home page in each language (apps/web/scripts/prerender-home.mjs): drawn
 * without its data, as the browser's first render would. The server draws the home per request with
 * its data (RENDERED_ROUTES); these stand in when the build has no renderer or rendering fails.
 */
const HOME_FILES = { en: 'home.html', hi: 'home-hi.html' } as const;
type THomePages = Partial<Record<keyof typeof HOME_FILES, { path: string; html: string; meta: TPageMeta }>>;

/**
 * The prerendered home page in `locale`: with PUBLIC_URL, its head written again with the site's
 * address (canonical URL, absolute hreflang alternates) from server/home-pages.json; else the file
 * as built. Undefined when the build has none.
 */
function readHomePage(config: TConfig, hasBuild: boolean, locale: keyof typeof HOME_FILES) {
  if (!hasBuild) return undefined;
  const file = path.join(config.webDist, HOME_FILES[locale]);
  if (!existsSync(file)) return undefined;
  const baseUrl = siteBaseUrl(config);
  const pagesFile = path.join(config.webDist, 'server/home-pages.json');
  if (baseUrl && existsSync(pagesFile)) {
    const page = (JSON.parse(readFileSync(pagesFile, 'utf8')) as THomePages)[locale];
    if (page) return fillPageHead(page.html, withSiteAddress(page.meta, page.path, baseUrl));
  }
  return readFileSync(file, 'utf8');
}

/** The pages the server draws per request with their data (modules/seo/page-render.ts). */
const RENDERED_ROUTES = [
  '/',
  '/properties',
  '/properties/:id',
  '/developers/:id',
  '/compare',
  '/properties/in/:city/:locality',
] as const;

/**
 * The translated pages the app draws in the browser (the sign-in pages, the EMI calculator): the
 * server sends index.html with their head tags in the page's language (the renderer's `pageMeta`).
 */
const BROWSER_DRAWN_TRANSLATED = HINDI_PAGES.filter(
  // The admin area ('/admin/*': signed-in screens, no head tags of their own) is served as before;
  // under /hi the app draws it in Hindi (below).
  (p) => !p.endsWith('*') && !(RENDERED_ROUTES as readonly string[]).includes(p),
);

/** Adds to the Vary header, keeping what an earlier step put there. */
function addVary(reply: FastifyReply, value: string) {
  const had = reply.getHeader('vary');
  reply.header('vary', had ? `${String(had)}, ${value}` : value);
}

const sitemapBaseUrl = (config: TConfig): string => siteBaseUrl(config) ?? `http://localhost:${config.port}`;

/**
 * Serves uploads (local storage), the built web app with long-cached hashed assets, and the
 * app's index.html for every other non-API path so client routes survive a reload.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: { config: TConfig; storage: Storage; serveWeb: boolean },
) {
  const { config } = opts;
  if (config.storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: config.storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // Keys are content-unique (a new upload gets a new key), so files never change.
      immutable: true,
      maxAge: '365d',
      // Public photos, logos and avatars: another site or app may show them (helmet says same-origin).
      setHeaders: (res) => res.setHeader('cross-origin-resource-policy', 'cross-origin'),
    });
  }

  const indexFile = path.join(config.webDist, 'index.html');
  const hasBuild = opts.serveWeb && existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: path.join(config.webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      preCompressed: true,
    });
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      allowedPath: (pathName) =>
        !pathName.startsWith('/assets/') &&
        !pathName.startsWith('/server/') &&
        pathName !== '/index.html' &&
        pathName !== '/home.html' &&
        pathName !== '/home-hi.html',
      // With wildcard off, every file found gets its own route, and such a route beats the /assets/*
      // wildcard above: leave the assets to that plugin, index.html to the handler below, and
      // robots.txt and sitemap.xml to their routes (absolute URLs). server/ is the page renderer.
      globIgnore: [
        'assets/**',
        'server/**',
        'index.html',
        'home.html',
        'home-hi.html',
        'robots.txt',
        'sitemap.xml',
      ],
      maxAge: '1h',
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : NO_WEB_BUILD;
  // The home page prerendered at build time without its data (apps/web/scripts/prerender-home.mjs):
  // what / answers when the renderer is missing or fails; it still paints before the app's code
  // arrives. Only for /: any other path would show the home page until the app ran.
  const homeHtml = readHomePage(config, hasBuild, 'en') ?? indexHtml;
  // The Hindi home (/hi), prerendered the same way; without it /hi is the app's page like any other.
  const homeHindiHtml = readHomePage(config, hasBuild, 'hi');
  const sendIndex = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  // The home, listing and detail pages are rendered per request with their data
  // (modules/seo/page-render.ts) when the build has the renderer; else they get the prerendered home
  // or index.html like any client route.
  let pages: TLoadedPageRenderer | null = null;
  if (hasBuild) {
    try {
      pages = await loadPageRenderer(config.webDist);
    } catch (err) {
      app.log.error({ err }, 'the page renderer failed to load: pages are served without their HTML');
    }
  }
  // A Hindi home to send /hi and a visitor preferring Hindi to: drawn, or at least prerendered.
  const hasHindiHome = !!pages || !!homeHindiHtml;

  if (opts.serveWeb) {
    const { seo } = app.deps.services;
    const robotsFile = path.join(config.webDist, 'robots.txt');
    const robotsTemplate = existsSync(robotsFile) ? readFileSync(robotsFile, 'utf8') : undefined;

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(seo.robotsTxt(sitemapBaseUrl(config), robotsTemplate)),
    );
    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(await seo.sitemapXml(sitemapBaseUrl(config))),
    );
    // Listing and builder pages carry their own title, description and preview image, so a shared
    // link previews well and crawlers that run no JavaScript see them.
    const withPageMeta = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const meta = await seo.metaForPath(request.url.split('?')[0] ?? '', siteBaseUrl(config));
        return sendIndex(reply, meta ? fillPageHead(indexHtml, meta) : indexHtml);
      } catch (err) {
        // The page itself still works without its preview tags.
        request.log.error({ err, reqId: request.id }, 'page meta failed');
        return sendIndex(reply, indexHtml);
      }
    };
    /** Without a renderer (or when it fails): index.html, with the page's preview tags if it has some. */
    const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? '';
      const pathname = request.url.split('?')[0] ?? '';
      // The home: its page prerendered without its data.
      if (basePath(pathname) === '/') {
        const home = localeOfPath(pathname) === 'hi' ? homeHindiHtml : homeHtml;
        if (home) return sendIndex(reply, home);
      }
      if (localeOfPath(route) === 'hi') {
        // A browser-drawn page under a drawn one's pattern (/hi/developers/add under
        // /hi/developers/:id) gets its own tags, as under /hi/*.
        const english = basePath(request.url.split('?')[0] ?? '');
        if (BROWSER_DRAWN_TRANSLATED.includes(english)) {
          return sendIndex(reply, await translatedIndex(english, 'hi'));
        }
        // A Hindi page (/hi/properties) says its language even before the app runs.
        return sendIndex(reply, inLanguage(indexHtml, route));
      }
      return route === '/properties' ? sendIndex(reply, indexHtml) : withPageMeta(request, reply);
    };
    /**
     * index.html with a browser-drawn translated page's own tags in `locale`: its title and
     * description in that language, its canonical URL, both languages as alternates, and
     * `<html lang>`. Worked out once per page and language; index.html as it is when the build's
     * renderer has none.
     */
    const pageIndexes = new Map<string, Promise<string>>();
    const translatedIndex = (englishPath: string, locale: TLocale): Promise<string> => {
      const key = `${locale}:${englishPath}`;
      let html = pageIndexes.get(key);
      if (!html) {
        const bare = locale === 'hi' ? inLanguage(indexHtml, localizedPath(englishPath, 'hi')) : indexHtml;
        html = (async () => {
          const meta = await pages?.renderer.pageMeta?.(englishPath, locale, siteBaseUrl(config));
          return meta ? fillPageHead(bare, meta) : bare;
        })().catch((err: unknown) => {
          app.log.error({ err, path: englishPath, locale }, 'page meta failed');
          pageIndexes.delete(key);
          return bare;
        });
        pageIndexes.set(key, html);
      }
      return html;
    };
    const renderedPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!pages) return fallback(request, reply);
      try {
        const baseUrl = siteBaseUrl(config);
        const url = request.url;
        const out = await renderPageResponse(app, pages, {
          url,
          baseUrl,
          viewport: viewportOf(request.headers),
          ifNoneMatch: request.headers['if-none-match'],
        });
        if (!out) return fallback(request, reply);
        // An unknown listing: 404 with the app, which says so (in the page's language).
        if (out.kind === 'missing') return sendIndex(reply.code(404), inLanguage(indexHtml, url));
        reply.header('etag', out.etag);
        if (out.kind === 'not-modified') return reply.code(304).header('cache-control', 'no-cache').send();
        // A page whose first render asked a media query is drawn for a phone or a desktop.
        if (out.viewportDependent) addVary(reply, 'Sec-CH-UA-Mobile, User-Agent');
        reply.header('server-timing', `render;dur=${out.renderMs.toFixed(1)}`);
        return sendIndex(reply, out.html);
      } catch (err) {
        request.log.error({ err, reqId: request.id, url: request.url }, 'page render failed');
        return fallback(request, reply);
      }
    };
    /**
     * A visit to an English page that exists in Hindi too, by a visitor who chose Hindi (the lang
     * cookie) or whose browser prefers it, goes to the Hindi page (302, the query string kept);
     * choosing English on the site sets lang=en, and the English pages then stay English.
     */
    const toVisitorLanguage = (request: FastifyRequest, reply: FastifyReply): boolean => {
      addVary(reply, 'Accept-Language, Cookie');
      const wanted = visitorLocale({
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      if (wanted !== 'hi') return false;
      const [pathname = '', query] = request.url.split(/\?(.*)/s);
      const target = localizedHref(pathname, 'hi');
      if (target === pathname || (pathname === '/' && !hasHindiHome)) return false;
      reply
        .header('cache-control', 'no-cache')
        .redirect(`${target}${query !== undefined ? `?${query}` : ''}`, 302);
      return true;
    };
    for (const route of RENDERED_ROUTES) {
      // Without its renderer and its prerendered page, /hi is the app's page like any other (/hi/*).
      if (route === '/' && !hasHindiHome) {
        app.get(route, async (request, reply) =>
          toVisitorLanguage(request, reply) ? reply : renderedPage(request, reply),
        );
        continue;
      }
      if (!hasHindiPage(route)) {
        app.get(route, renderedPage);
        continue;
      }
      app.get(route, async (request, reply) =>
        toVisitorLanguage(request, reply) ? reply : renderedPage(request, reply),
      );
      app.get(localizedPath(route, 'hi'), renderedPage);
    }
    // The English pages of the browser-drawn translated pages: a visitor who prefers Hindi goes to
    // the Hindi one, as on /; the others get index.html with the page's tags.
    for (const route of BROWSER_DRAWN_TRANSLATED) {
      app.get(route, async (request, reply) =>
        toVisitorLanguage(request, reply) ? reply : sendIndex(reply, await translatedIndex(route, 'en')),
      );
    }
    // Any other page under /hi: its Hindi version when it has one (the app draws it, in Hindi), else
    // its English page (302): a /hi link to a page not translated yet still arrives somewhere.
    app.get(`${HINDI_PREFIX}/*`, async (request, reply) => {
      const [pathname = '', query] = request.url.split(/\?(.*)/s);
      const english = basePath(pathname);
      if (english === '/' && hasHindiHome) return renderedPage(request, reply);
      if (BROWSER_DRAWN_TRANSLATED.includes(english)) {
        return sendIndex(reply, await translatedIndex(english, 'hi'));
      }
      if (hasHindiPage(english)) return sendIndex(reply, inLanguage(indexHtml, pathname));
      return reply
        .header('cache-control', 'no-cache')
        .redirect(`${english}${query !== undefined ? `?${query}` : ''}`, 302);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // A missing asset (an old chunk asked for by a tab opened before a deploy) is a 404, never the
    // app's HTML, which the browser would refuse as a script.
    const isFile = url.startsWith('/uploads/') || url.startsWith('/assets/');
    if (url.startsWith(`${API_BASE_PATH}/`) || url === API_BASE_PATH || isFile) {
      return sendNotFound(reply);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(reply);
    // A path the app has no page for is answered 404, with the app, which shows its 'not found'
    // page there (the app's own routes say which paths are pages: dist/server/page-render.js).
    const pathname = url.split('?')[0] ?? '';
    if (pages && !pages.renderer.isAppPath(pathname)) return sendIndex(reply.code(404), indexHtml);
    return sendIndex(reply, indexHtml);
  });
}
