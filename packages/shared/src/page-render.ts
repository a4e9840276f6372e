/**
 * The contract between the web app's server entry (apps/web/src/prerender/page-render.tsx, built
 * to apps/web/dist/server/page-render.js) and the API server that renders the home, listing, detail
 * and other public pages with it per request (apps/api/src/modules/seo/page-render.ts).
 *
 * 0. The server asks `isAppPath(path)` whether the app has a page there (else it answers 404).
 * 1. The server asks `planPage(url)` which API reads the page needs.
 * 2. It makes each read in-process, anonymously, with exactly the URL the app would fetch.
 * 3. `renderPage(url, answers, viewport)` draws the page with those answers in its query cache.
 * 4. The server fills the page's shell (dist/server/<page>.html: index.html with the page's styles
 *    and code linked) with the markup, the state script, and the route's head tags and preload in
 *    the shell's head slots (page-meta.ts `fillPageHead`).
 */
import type { TPageMeta } from './page-meta';

/** The id of the <script type="application/json"> holding the server's query answers. */
export const PAGE_STATE_ELEMENT_ID = 'nivaas-page-state';

/** Pages rendered per request; each has its shell in dist/server/<page>.html. */
export const RENDERED_PAGES = ['home', 'listing', 'property', 'developer', 'compare', 'locality'] as const;
export type TRenderedPage = (typeof RENDERED_PAGES)[number];

/** The built renderer's file and the shells, relative to the web build (apps/web/dist). */
export const PAGE_RENDERER_FILE = 'server/page-render.js';
export const pageShellFile = (page: TRenderedPage) => `server/${page}.html`;
/**
 * The Hindi pages' shells (issue 19): the same, with the page's Hindi catalog parts preloaded too,
 * so a Hindi page drawn by the server hydrates without waiting for its words one round trip later.
 * Written for the rendered pages that have a Hindi version (apps/web/scripts/page-shells.mjs).
 */
export const hindiPageShellFile = (page: TRenderedPage) => `server/${page}-hi.html`;

/**
 * One GET the page needs: `url` is the site-relative URL the app's http client would fetch
 * ('/api/v1/properties?page=1&limit=12&city=Nashik'), with the same parameters in the same order.
 */
export type TPageRead = {
  url: string;
  /** When this read answers 4xx, the page itself does not exist (the server answers 404). */
  defines?: boolean;
};

/** The reads a page at some URL needs, as the app would ask for them. */
export type TPageDataPlan = { page: TRenderedPage; reads: TPageRead[] };

/** The API's answer to one read: its status and its JSON body (undefined when it had none). */
export type TPageAnswer = { status: number; body?: unknown };
/** The answers to a plan's reads, in its order. */
export type TPageAnswers = TPageAnswer[];

/** The width class the page is drawn for (the app's media queries are answered for it). */
export type TPageViewport = 'phone' | 'desktop';

export type TPageRenderResult = {
  /** 404 when a defining read found nothing: the server answers its plain page with that status. */
  status: 200 | 404;
  /** The page's HTML, for inside #root. */
  markup: string;
  /** TanStack Query's dehydrated state: the answers under the keys the page reads them with. */
  state: unknown;
  /** The head tags the matched route gives the page (none: the site's own stay). */
  meta?: TPageMeta;
  /**
   * Whether the render asked any media query (so a phone and a desktop get different HTML, and the
   * answer varies with the device). False when the page's first render is CSS-responsive.
   */
  viewportDependent?: boolean;
};

export type TPageRenderer = {
  /** The reads the page at `url` (path and query string) needs, or null for a page not rendered. */
  planPage(url: string): TPageDataPlan | null;
  /** `baseUrl`: PUBLIC_URL without its trailing slash, for the canonical and preview URLs. */
  renderPage(
    url: string,
    answers: TPageAnswers,
    viewport: TPageViewport,
    baseUrl?: string,
  ): Promise<TPageRenderResult>;
  /** Whether the app has a page at this path; the server answers 404 for the others. */
  isAppPath(pathname: string): boolean;
  /**
   * The head tags of a translated page the server does not draw (a sign-in page, the EMI
   * calculator), by its English path, in `locale` (issue 19); undefined for other pages. Optional:
   * an older build has none, and those pages keep index.html's tags.
   */
  pageMeta?(path: string, locale: 'en' | 'hi', baseUrl?: string): Promise<TPageMeta | undefined>;
};

/**
 * JSON for inside a <script type="application/json">: `<`, `>` and `&` (so no `</script>` nor
 * `<!--` can appear) and U+2028/U+2029 are written as \u escapes, which JSON.parse reads back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value ?? null).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * First in the <head> of the pages whose HTML arrives drawn: marks <html data-session> when a
 * session is stored (the token, TOKEN_STORAGE_KEY). The HTML is drawn signed out, and the header
 * keeps its Login and Register out of sight while html[data-session] and until the app knows who is
 * signed in (components/layouts/site-header.tsx), so a signed-in visitor never sees them, not even
 * in a first paint that comes before the rest of the page has been read. Allowed by its hash in
 * the Content-Security-Policy, like BOOT_SCRIPT.
 */
export const SESSION_MARK_SCRIPT =
  "try{if(localStorage.getItem('token'))document.documentElement.setAttribute('data-session','')}catch(e){}";

/**
 * The script that starts the app on the pages whose HTML arrives drawn (the home page, and the
 * listing and detail pages rendered per request): inline at the end of <body>, it adds the app's
 * code (data-entry) and its page's chunks (data-preload, space-separated) only after the browser
 * has painted that HTML, and its main photo (the one fetched at high priority) has loaded or 2.5 s
 * have passed. Linked from <head>, the code competed with the first paint: on a fast connection it
 * ran before it, so the page painted only once the app had drawn it again; and the photo shared
 * the bandwidth with the code. The preloads go into <head> together (one insertion: one by one they
 * took a slow phone ~2 ms each). A hidden tab paints nothing, so there it starts at once. Allowed by
 * its hash in the Content-Security-Policy (apps/api/src/plugins/security-headers.ts): change a
 * character and the hash changes with it.
 */
export const BOOT_SCRIPT =
  '(function(){var me=document.currentScript;var started=false;' +
  'function boot(){if(started)return;started=true;var d=me.dataset;var f=document.createDocumentFragment();' +
  "(d.preload||'').split(' ').forEach(function(href){if(!href)return;" +
  "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;f.appendChild(l);});" +
  'document.head.appendChild(f);' +
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;document.head.appendChild(s);}" +
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(boot,0);});}' +
  "if(document.visibilityState==='hidden'){boot();return;}" +
  'var hero=document.querySelector(\'#root img[fetchpriority="high"]\');' +
  "if(hero&&!hero.complete){hero.addEventListener('load',afterPaint);hero.addEventListener('error',afterPaint);" +
  'setTimeout(afterPaint,2500);}else afterPaint();})();';
