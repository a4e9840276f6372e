// After `vite build` (client, with its manifest) and the SSR build of src/prerender/home-prerender.tsx:
// writes dist/home.html, the app's index.html with the home page rendered into it, its styles
// inlined and its code started after the first paint. The server answers / with it.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pageAssets, shellHtml } from './lib/page-shell.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrOut = path.join(web, 'dist-prerender');
const manifestFile = path.join(dist, '.vite/manifest.json');
const HOME_SOURCE = 'src/features/home/pages/home-page.tsx';

const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));

const assets = pageAssets(manifest, [HOME_SOURCE]);

const entry = path.join(ssrOut, 'home-prerender.js');
if (!existsSync(entry)) throw new Error(`no SSR build at ${entry}`);
const { renderHome, BOOT_SCRIPT } = await import(pathToFileURL(entry).href);
const markup = renderHome();

const index = await readFile(path.join(dist, 'index.html'), 'utf8');
const html = (await shellHtml(dist, index, assets, BOOT_SCRIPT))
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
  .replace(/<title>[^<]*<\/title>/, '<title>Buy, rent and sell homes in India | Nivaas</title>');
await writeFile(path.join(dist, 'home.html'), html);

// Neither is served: the manifest was only for this step, the SSR build only renders.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
await rm(ssrOut, { recursive: true, force: true });
console.log(
  `prerendered / (${Math.round(markup.length / 1024)} KB of HTML, ${assets.css.size} style sheets, ${assets.js.size} scripts preloaded)`,
);
