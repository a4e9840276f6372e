import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { linguiPlugins } from './vite-lingui.ts';

const API = process.env.NIVAAS_API_URL ?? 'http://localhost:3000';

/**
 * In server builds, a module drawing a Leaflet map (loaded lazily by its page) becomes a placeholder
 * that never finishes loading: Leaflet needs a browser, and the app's first render shows the map's
 * Suspense fallback too.
 */
function serverMapPlaceholder(): Plugin {
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  return {
    name: 'nivaas-server-map-placeholder',
    enforce: 'pre',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    transform(code, id) {
      if (!id.startsWith(src) || !/\bfrom\s+['"](react-)?leaflet['"]/.test(code)) return null;
      return {
        code: [
          "import { use } from 'react';",
          'const never = new Promise(() => {});',
          'export default function ServerMapPlaceholder() { use(never); return null; }',
        ].join('\n'),
        map: null,
      };
    },
  };
}

/** The client build's chunks, as Vite's preload lists are written (see build.modulePreload below). */
let built: OutputBundle = {};

/**
 * Keeps the client build's chunks at hand for build.modulePreload.resolveDependencies: it runs
 * after this hook, in Vite's own (later) plugin.
 */
function builtChunks(): Plugin {
  return {
    name: 'nivaas-built-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      built = bundle;
    },
  };
}

/** A chunk and everything it imports statically: all of it has run before the chunk does. */
function staticClosure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = built[file];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) staticClosure(dep, into);
  return into;
}

const loadedCache = new Map<string, Set<string>>();
/**
 * The scripts loaded before code in `host` runs: the entry's (every chunk runs after it) and the
 * host's own static imports. A dynamic import's preload list need not name them again.
 */
function loadedBefore(host: string): Set<string> {
  let loaded = loadedCache.get(host);
  if (!loaded) {
    loaded = staticClosure(host);
    for (const chunk of Object.values(built))
      if (chunk.type === 'chunk' && chunk.isEntry) staticClosure(chunk.fileName, loaded);
    loadedCache.set(host, loaded);
  }
  return loaded;
}

/** See the 'frame' group below. */
const FRAME_MODULES =
  /[\\/]src[\\/](lib[\\/]i18n[\\/](runtime\.tsx|locale\.ts|use-localized-path\.ts|i18n\.ts)|components[\\/]layouts[\\/]nav-items\.ts|lib[\\/]auth[\\/](auth-context\.tsx|session-api\.ts|auth-api\.ts)|config[\\/]paths\.ts|lib[\\/](notify|use-page-title)\.ts)$|[\\/]shared[\\/]src[\\/](locale|constants|messages)\.ts$|[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]queryOptions\.js$|^\0vite[\\/]preload-helper\.js$/;

/**
 * The first views' common modules, in two chunks rather than the dozen files of a few hundred
 * bytes the bundler makes of them (each is also imported by some lazy part or other page): every
 * file costs a request, its own compression and an import line, about 0.2 KB, on both pages.
 * - 'browsed-shared': those only pages showing property cards import (the card and its parts);
 * - 'common-shared': those that other pages import too (prices, dates, badges…), but none of the
 *   light pages (signing in, information, one-off links), whose first download stays their own;
 * - 'first-view-icons': the icons both first views draw; 'listing-shared': the rest of the
 *   listing's first view that its lazy parts import too (its controls' code and styles). Without
 *   them the bundler leaves each as a file of a few hundred bytes (measured in
 *   src/locales/README.md: 1.2 KB on the listing's first download).
 */
const FIRST_VIEWS = [/[\\/]home-page\.tsx$/, /[\\/]listing-page\.tsx$/];
const CARD_PAGES =
  /[\\/](home|listing|property|locality|developer|developers|shared-shortlist|profile)-page\.tsx$/;
const LIGHT_PAGES =
  /[\\/](login|mobile-login|register|forgot-password|reset-password|confirm-email|unsubscribe|confirm-listing|about|career|contact|help|how-we-work|interior-design|lawyer|movers|privacy|terms|trust|emi-calculator|privacy-notice|not-found)-page\.tsx$/;
const DETAIL_PAGE = /[\\/]property-page\.tsx$/;
let browsedShared = new Set<string>();
let listingShared = new Set<string>();
let listingParts = new Set<string>();
let firstViewIcons = new Set<string>();
let commonShared = new Set<string>();
let detailParts = new Set<string>();
let detailLightParts = new Set<string>();

function firstViewGroups(): Plugin {
  return {
    name: 'nivaas-first-view-groups',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const closure = (id: string, into = new Set<string>()) => {
        if (into.has(id)) return into;
        into.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) closure(dep, into);
        return into;
      };
      const ids = [...this.getModuleIds()];
      const entry = new Set<string>();
      const otherPages = new Set<string>();
      const lightPages = new Set<string>();
      for (const id of ids) {
        if (this.getModuleInfo(id)?.isEntry) closure(id, entry);
        if (/-page\.tsx$/.test(id) && !CARD_PAGES.test(id)) closure(id, otherPages);
        if (LIGHT_PAGES.test(id)) closure(id, lightPages);
      }
      const pages = FIRST_VIEWS.map((re) => ids.find((id) => re.test(id))).filter((id) => id !== undefined);
      const [first = new Set<string>(), ...others] = pages.map((id) => closure(id));
      const shared = [...first].filter(
        (id) => others.every((s) => s.has(id)) && !entry.has(id) && !pages.includes(id),
      );
      browsedShared = new Set(shared.filter((id) => !otherPages.has(id)));
      // The listing's own first view beyond what it shares with the home: icons, its controls' code
      // and styles, which its lazy parts (and a few other pages) import too.
      const [home = new Set<string>(), listing = new Set<string>()] = pages.map((id) => closure(id));
      // The icons the listing's first view draws (the card's, the search's, the filters'): one file
      // rather than one each (a page that draws one of them fetches all, under 1 KB).
      firstViewIcons = new Set(
        [...listing].filter(
          (id) =>
            !entry.has(id) &&
            (home.has(id) || !lightPages.has(id)) &&
            /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id),
        ),
      );
      // ...but nothing another page imports: that page would download all of it.
      const elsewhere = new Set<string>();
      for (const id of ids) {
        if (/-page\.tsx$/.test(id) && !FIRST_VIEWS.some((re) => re.test(id))) closure(id, elsewhere);
      }
      listingShared = new Set(
        [...listing].filter(
          (id) =>
            !home.has(id) &&
            !entry.has(id) &&
            !elsewhere.has(id) &&
            !pages.includes(id) &&
            !/node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/.test(id),
        ),
      );
      // The small parts of the listing's first view other pages use too (breadcrumbs, arrows,
      // page numbers): one file for all, which those pages then fetch whole (about 2 KB).
      listingParts = new Set(
        [...listing].filter(
          (id) =>
            !home.has(id) &&
            !entry.has(id) &&
            elsewhere.has(id) &&
            !pages.includes(id) &&
            !/node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/.test(id),
        ),
      );
      commonShared = new Set(shared.filter((id) => otherPages.has(id) && !lightPages.has(id)));
      // The detail page's own first view beyond the home's and the listing's (its icons, buttons,
      // words and display helpers): one file rather than the two dozen of a few hundred bytes the
      // bundler made (35 requests before its first render; bench/README.md, 'Web vitals'). Other
      // pages using one of them fetch the file whole (a few KB).
      // Only modules something outside the page imports too: the rest is in the page's own chunk.
      const detail = ids.find((id) => DETAIL_PAGE.test(id));
      const detailClosure = detail ? closure(detail) : new Set<string>();
      detailParts = new Set(
        [...detailClosure].filter(
          (id) =>
            id !== detail &&
            (this.getModuleInfo(id)?.importers ?? []).some((by) => !detailClosure.has(by)) &&
            !entry.has(id) &&
            !home.has(id) &&
            !listing.has(id) &&
            !/node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/.test(id),
        ),
      );
      // Those the light pages use too (buttons, alerts, their icons) in a file of their own, so a
      // light page's first download does not carry the detail page's parts.
      detailLightParts = new Set([...detailParts].filter((id) => lightPages.has(id)));
      for (const id of detailLightParts) detailParts.delete(id);
    },
  };
}

/**
 * The pages a visitor browses from page to page (see build.modulePreload below): home, the listing,
 * a detail, the builders and their pages, a locality's prices.
 */
const BROWSED_PAGE =
  /(^|\/)(home-page|listing-page|property-page|developers-page|developer-page|locality-page)-[^/]*\.js$/;
/**
 * Every other page's chunk, and what opens on a click: the compare tray (once a listing is chosen),
 * the account panel, the phone menu, the notifications list, the toasts; and the admin area's frame.
 */
const OPENED_LATER =
  /(^|\/)([a-z-]+-page|admin-layout|compare-tray|account-panel|site-menu-sheet|notifications-panel|toast-host)-[^/]*\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  // Lingui's macros and catalogs first: React's plugin gets plain calls (vite-lingui.ts).
  plugins: [...linguiPlugins(), react(), serverMapPlaceholder(), builtChunks(), firstViewGroups()],
  // The server renderers carry their own production React, MUI and the rest: fast, and independent
  // of how the API server's process was started (NODE_ENV) or which packages it has.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: {
    port: 5173,
    proxy: { '/api': API, '/uploads': API, '/sitemap.xml': API, '/robots.txt': API },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // Read by scripts/page-shells.mjs and scripts/prerender-home.mjs (the pages' styles and
    // chunks), then removed.
    manifest: !process.argv.includes('--ssr'),
    chunkSizeWarningLimit: 600,
    // The browsed pages' scripts are listed in the entry, so they load in parallel when one opens.
    // The lists of every other page (account, admin, forms, information pages, calculators, compare:
    // 3 KB of file names in every visitor's first download) are left out; their scripts load as each
    // imports the next, one round trip more when such a page first opens. Their style sheets are
    // listed still (Vite keeps those apart).
    modulePreload: {
      // Every browser the site supports knows <link rel="modulepreload">.
      polyfill: false,
      resolveDependencies: (filename, deps, { hostId }) => {
        if (OPENED_LATER.test(filename) && !BROWSED_PAGE.test(filename)) return [];
        // What has already run is left out: each name costs bytes in the chunk making the import.
        const loaded = loadedBefore(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
    rollupOptions: {
      // The server's renderer is one file: the API server imports it with a version in its URL,
      // and a chunk importing the entry back would get a second copy of it (two React contexts).
      output: isSsrBuild
        ? { codeSplitting: false }
        : {
            // Long-lived vendor chunks: app releases do not invalidate the React/MUI download. The home
            // page and the site's frame use no MUI, so the MUI chunk comes with the first other page;
            // one file there beats the ~80 small ones the pages would otherwise fetch on a phone network.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  // Lucide's icon-drawing core too (not its icons): the header's icons need it on every page.
                  test: /[\\/]node_modules[\\/]((react|react-dom|scheduler|react-router)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|Icon\.mjs|createLucideIcon\.mjs|defaultAttributes\.mjs|context\.mjs))/,
                  priority: 2,
                },
                {
                  // The frame's language code (the translator, the page's language, links in it) and
                  // the nav and session it reads: all run with the entry, but the bundler splits
                  // them off it once a page's lazy parts import them too (several files of a few
                  // hundred bytes each); one file costs one request and one compression.
                  name: 'frame',
                  test: FRAME_MODULES,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // Their imports from the entry stay in the entry (else the entry would import them).
                {
                  name: 'browsed-shared',
                  test: (id) => browsedShared.has(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'first-view-icons',
                  test: (id) => firstViewIcons.has(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'listing-shared',
                  test: (id) => listingShared.has(id) && !browsedShared.has(id) && !commonShared.has(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'listing-parts',
                  test: (id) =>
                    listingParts.has(id) &&
                    !listingShared.has(id) &&
                    !browsedShared.has(id) &&
                    !commonShared.has(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'detail-parts',
                  test: (id) => detailParts.has(id) && !browsedShared.has(id) && !commonShared.has(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'detail-light-parts',
                  test: (id) => detailLightParts.has(id) && !browsedShared.has(id) && !commonShared.has(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  // TanStack Query in one file: the entry's client and the pages' hooks (the bundler
                  // made three, each with its own compression and import lines).
                  name: 'query',
                  test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'common-shared',
                  test: (id) => commonShared.has(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
    },
  },
}));
