// After `vite build` (client, with its manifest), the SSR build of src/prerender/page-render.tsx
// (the app's one renderer) and scripts/page-shells.mjs: writes dist/home.html, the app's index.html
// with the home page rendered into it (signed out, its data still loading, as the browser's first
// render draws it and then hydrates it), its styles inlined and its code started after the first
// paint. The server answers / with it.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pageAssets, shellHtml } from './lib/page-shell.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const HOME_SOURCE = 'src/features/home/pages/home-page.tsx';

const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));

const assets = pageAssets(manifest, [HOME_SOURCE]);

const entry = path.join(dist, 'server/page-render.js');
if (!existsSync(entry)) throw new Error(`no SSR build at ${entry}`);
const { renderApp, createQueryClient, fillPageHead, BOOT_SCRIPT, SESSION_MARK_SCRIPT } = await import(
  pathToFileURL(entry).href
);
const client = createQueryClient();
// The queries the render started hold garbage-collection timers that would keep this process alive.
// No site address at build time: the home page carries no canonical URL.
const { markup, meta } = await renderApp('/', client, null).finally(() => client.clear());
if (!meta) throw new Error('the home route gives no head tags');

const index = await readFile(path.join(dist, 'index.html'), 'utf8');
const html = fillPageHead(
  await shellHtml(dist, index, assets, BOOT_SCRIPT, SESSION_MARK_SCRIPT),
  meta,
).replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
await writeFile(path.join(dist, 'home.html'), html);

// Not served: the manifest was only for this step and page-shells.mjs.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered / (${Math.round(markup.length / 1024)} KB of HTML, ${assets.css.size} style sheets, ${assets.js.size} scripts preloaded)`,
);
