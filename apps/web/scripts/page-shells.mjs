// After `vite build` (client, with its manifest) and the SSR build of src/prerender/page-render.tsx
// into dist/server: writes dist/server/<page>.html for each page the server renders per request
// (packages/shared/src/page-render.ts): the app's index.html with the page's styles inlined and its
// code preloaded, and an empty #root the server fills with the page.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pageAssets, shellHtml } from './lib/page-shell.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const server = path.join(dist, 'server');
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunks each page's first render needs (the frame around it is in the entry). */
const PAGES = {
  home: ['src/features/home/pages/home-page.tsx'],
  listing: ['src/features/listing/pages/listing-page.tsx'],
  property: ['src/features/property/pages/property-page.tsx'],
  developer: ['src/features/developers/pages/developer-page.tsx'],
  compare: ['src/features/compare/pages/compare-page.tsx'],
  locality: ['src/features/localities/pages/locality-page.tsx'],
};

/**
 * The Hindi catalog parts each page's Hindi route waits for before it draws (the frame's, and the
 * parts its route's handle names in src/app/router.tsx): preloaded in its Hindi shell
 * (dist/server/<page>-hi.html), so they arrive with the page's code rather than after it.
 */
const HINDI_PARTS = {
  home: ['messages'],
  listing: ['messages', 'listing'],
  property: ['messages', 'detail'],
  developer: ['messages', 'developers'],
  locality: ['messages', 'localities'],
};

const rendererFile = path.join(server, 'page-render.js');
if (!existsSync(rendererFile)) throw new Error(`no SSR build in ${server}`);
const { BOOT_SCRIPT, SESSION_MARK_SCRIPT } = await import(pathToFileURL(rendererFile).href);
// The server build copied the public files; they are served from dist itself.
for (const file of await readdir(path.join(web, 'public'))) {
  await rm(path.join(server, file), { recursive: true, force: true });
}
const index = await readFile(path.join(dist, 'index.html'), 'utf8');

const shells = Object.entries(PAGES).flatMap(([page, sources]) => [
  { file: `${page}.html`, sources },
  ...(HINDI_PARTS[page]
    ? [
        {
          file: `${page}-hi.html`,
          sources: [...sources, ...HINDI_PARTS[page].map((p) => `src/locales/hi/${p}.po`)],
        },
      ]
    : []),
]);
for (const { file, sources } of shells) {
  const assets = pageAssets(manifest, sources);
  // The page itself is in the HTML, so it is readable without JavaScript.
  const html = (await shellHtml(dist, index, assets, BOOT_SCRIPT, SESSION_MARK_SCRIPT)).replace(
    /\s*<noscript>[\s\S]*?<\/noscript>/,
    '',
  );
  await writeFile(path.join(server, file), html);
  console.log(
    `page shell ${file}: ${Math.round(html.length / 1024)} KB, ${assets.css.size} style sheets, ${assets.js.size} scripts`,
  );
}
