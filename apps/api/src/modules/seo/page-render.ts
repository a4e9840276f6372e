import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@nivaas/shared/constants';
import {
  PAGE_RENDERER_FILE,
  PAGE_STATE_ELEMENT_ID,
  hindiPageShellFile,
  pageShellFile,
  RENDERED_PAGES,
  scriptSafeJson,
  type TPageAnswer,
  type TPageRenderer,
  type TPageRenderResult,
  type TPageViewport,
  type TRenderedPage,
} from '@nivaas/shared/page-render';
import { HTML_LANG, localeOfPath } from '@nivaas/shared/locale';
import { fillPageHead } from '@nivaas/shared/page-meta';
const ROOT = '<div id="root"></div>';

/** The web build's page renderer (apps/web/src/prerender/page-render.tsx) and its pages' shells. */
export type TLoadedPageRenderer = {
  renderer: TPageRenderer;
  shells: Record<TRenderedPage, string>;
  /** The Hindi shells of the pages that have them (their Hindi catalog parts preloaded too). */
  hindiShells: Partial<Record<TRenderedPage, string>>;
  /** Changes with every build: part of each page's ETag. */
  version: string;
};

/**
 * Loads dist/server/page-render.js and the shells once, at start. Null when the build has none (an
 * older build, or tests with a bare dist): the server then answers those pages with index.html.
 */
export async function loadPageRenderer(webDist: string): Promise<TLoadedPageRenderer | null> {
  const file = path.join(webDist, PAGE_RENDERER_FILE);
  if (!existsSync(file)) return null;
  const shells = {} as Record<TRenderedPage, string>;
  const hindiShells: Partial<Record<TRenderedPage, string>> = {};
  for (const page of RENDERED_PAGES) {
    const shellFile = path.join(webDist, pageShellFile(page));
    if (!existsSync(shellFile)) return null;
    const shell = await readFile(shellFile, 'utf8');
    if (!shell.includes(ROOT)) throw new Error(`${shellFile} has no empty #root`);
    shells[page] = shell;
    const hindiFile = path.join(webDist, hindiPageShellFile(page));
    if (existsSync(hindiFile)) {
      const hindi = await readFile(hindiFile, 'utf8');
      if (!hindi.includes(ROOT)) throw new Error(`${hindiFile} has no empty #root`);
      hindiShells[page] = hindi;
    }
  }
  const { mtimeMs } = await stat(file);
  const mod = (await import(`${pathToFileURL(file).href}?v=${mtimeMs}`)) as Partial<TPageRenderer>;
  if (
    typeof mod.planPage !== 'function' ||
    typeof mod.renderPage !== 'function' ||
    typeof mod.isAppPath !== 'function'
  ) {
    throw new Error(`${file} has no planPage/renderPage/isAppPath`);
  }
  const version = createHash('sha1')
    .update(String(mtimeMs))
    .update(Object.values(shells).join('\n'))
    .update(Object.values(hindiShells).join('\n'))
    .digest('base64url')
    .slice(0, 12);
  return {
    renderer: {
      planPage: mod.planPage,
      renderPage: mod.renderPage,
      isAppPath: mod.isAppPath,
      pageMeta: typeof mod.pageMeta === 'function' ? mod.pageMeta : undefined,
    },
    shells,
    hindiShells,
    version,
  };
}

/**
 * The width the page is drawn for: a phone when the browser says so (Sec-CH-UA-Mobile, sent by
 * Chromium browsers) or its User-Agent has 'Mobile' (Safari and Firefox on phones); else desktop.
 */
export function viewportOf(headers: Record<string, string | string[] | undefined>): TPageViewport {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string' && hint.trim()) return hint.trim() === '?1' ? 'phone' : 'desktop';
  const ua = headers['user-agent'];
  return typeof ua === 'string' && /\bMobile\b/.test(ua) ? 'phone' : 'desktop';
}

/** One read of the page, in-process and anonymous: the same answer (and cache) the app's fetch gets. */
async function readInProcess(app: FastifyInstance, url: string): Promise<TPageAnswer & { raw: string }> {
  if (!url.startsWith(`${API_BASE_PATH}/`)) throw new Error(`a page read outside the API: ${url}`);
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  let body: unknown;
  try {
    body = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body, raw: res.body };
}

/** Whether an If-None-Match header names this tag. */
function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * The shell with the page in #root, its state script after it, and the route's head tags and photo
 * preload in the shell's head slots.
 */
export function fillShell(shell: string, result: TPageRenderResult, viewport: TPageViewport): string {
  const html = result.meta ? fillPageHead(shell, result.meta) : shell;
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error('the page shell has no empty #root');
  const state = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptSafeJson(result.state)}</script>`;
  // The viewport the page was drawn for, when its render asked a media query: the app answers its
  // media queries for it while it hydrates, so it draws the same page.
  const drawnFor = result.viewportDependent === false ? '' : ` data-viewport="${viewport}"`;
  const root = `<div id="root"${drawnFor}>${result.markup}</div>`;
  return `${html.slice(0, at)}${root}${state}${html.slice(at + ROOT.length)}`;
}

/**
 * The page's HTML with `<html lang>` of the URL's language (a shell, like index.html, says en-IN):
 * 'hi' for a page under /hi (issue 19).
 */
export function inLanguage(html: string, url: string): string {
  const locale = localeOfPath(url.split('?')[0] ?? '');
  if (locale === 'en') return html;
  return html.replace(`<html lang="${HTML_LANG.en}">`, `<html lang="${HTML_LANG[locale]}">`);
}

export type TRenderedResponse =
  /** The page, rendered. */
  | { kind: 'page'; html: string; etag: string; renderMs: number; viewportDependent: boolean }
  /** The browser's copy is current (If-None-Match): nothing rendered. */
  | { kind: 'not-modified'; etag: string }
  /** A defining read found nothing (an unknown listing): answer 404. */
  | { kind: 'missing' };

/**
 * The page at `url` rendered with its data: its reads made in-process, the page drawn with the
 * answers, the shell filled. Null for a URL the renderer does not draw. Throws when rendering fails
 * (the caller falls back to index.html).
 */
export async function renderPageResponse(
  app: FastifyInstance,
  loaded: TLoadedPageRenderer,
  opts: {
    url: string;
    /** PUBLIC_URL without its trailing slash, when set. */
    baseUrl: string | undefined;
    viewport: TPageViewport;
    ifNoneMatch?: string;
  },
): Promise<TRenderedResponse | null> {
  const { renderer } = loaded;
  const plan = renderer.planPage(opts.url);
  if (!plan) return null;
  const answers = await Promise.all(plan.reads.map((read) => readInProcess(app, read.url)));
  if (
    plan.reads.some(
      (read, i) => read.defines && (answers[i]?.status ?? 500) >= 400 && (answers[i]?.status ?? 500) < 500,
    )
  ) {
    return { kind: 'missing' };
  }

  // Same build, viewport, origin, URL and answers: the same page. (The viewport is in even when the
  // page does not depend on it: known only once drawn, and one browser always sends the same.)
  const hash = createHash('sha1').update(
    `${loaded.version}\n${opts.viewport}\n${opts.baseUrl ?? ''}\n${opts.url}\n`,
  );
  for (const a of answers) hash.update(`${a.status}\n${a.raw}\n`);
  const etag = `W/"p-${hash.digest('base64url').slice(0, 27)}"`;
  if (matchesTag(opts.ifNoneMatch, etag)) return { kind: 'not-modified', etag };

  const started = performance.now();
  const result = await renderer.renderPage(
    opts.url,
    answers.map(({ status, body }) => ({ status, body })),
    opts.viewport,
    opts.baseUrl,
  );
  const renderMs = performance.now() - started;
  if (result.status === 404) return { kind: 'missing' };
  const shell =
    (localeOfPath(opts.url.split('?')[0] ?? '') === 'hi' && loaded.hindiShells[plan.page]) ||
    loaded.shells[plan.page];
  const html = inLanguage(fillShell(shell, result, opts.viewport), opts.url);
  return { kind: 'page', html, etag, renderMs, viewportDependent: result.viewportDependent ?? true };
}
