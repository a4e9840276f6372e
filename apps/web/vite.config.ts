import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { linguiPlugins } from './vite-lingui';

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

/**
 * The pages a visitor browses from page to page (see build.modulePreload below): home, the listing,
 * a detail, the builders and their pages, a locality's prices.
 */
const BROWSED_PAGE =
  /(^|\/)(home-page|listing-page|property-page|developers-page|developer-page|locality-page)-[^/]*\.js$/;
/** Every other page's chunk, and the compare tray (opened once a listing is chosen). */
const OPENED_LATER = /(^|\/)([a-z-]+-page|compare-tray)-[^/]*\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  // Lingui's macros and catalogs first: React's plugin gets plain calls (vite-lingui.ts).
  plugins: [...linguiPlugins(), react(), serverMapPlaceholder()],
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
      resolveDependencies: (filename, deps) =>
        OPENED_LATER.test(filename) && !BROWSED_PAGE.test(filename) ? [] : deps,
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
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
              ],
            },
          },
    },
  },
}));
