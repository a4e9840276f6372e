// After `vite build` (client, with its manifest), the SSR build of src/prerender/page-render.tsx
// (the app's one renderer) and scripts/page-shells.mjs: writes dist/home.html, the app's index.html
// with the home page rendered into it (signed out, its data still loading, as the browser's first
// render draws it and then hydrates it), its styles inlined and its code started after the first
// paint; and dist/home-hi.html, the Hindi home. The server answers / and /hi with them.
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

/** The Hindi catalog, preloaded on the Hindi home beside the page's code (its loader waits for it). */
const HINDI_CATALOG = 'src/locales/hi/messages.po';

const entry = path.join(dist, 'server/page-render.js');
if (!existsSync(entry)) throw new Error(`no SSR build at ${entry}`);
const { renderApp, createQueryClient, fillPageHead, BOOT_SCRIPT, SESSION_MARK_SCRIPT } = await import(
  pathToFileURL(entry).href
);
const index = await readFile(path.join(dist, 'index.html'), 'utf8');

/**
 * The home page in each language: dist/home.html (/) and dist/home-hi.html (/hi, `<html lang="hi">`,
 * its Hindi catalog loaded by the route before it draws). dist/server/home-pages.json keeps each
 * one with its head slots still open and its tags, so the server can write them with the site's
 * address (canonical, hreflang) when PUBLIC_URL is set.
 */
const HOME_PAGES = [
  { locale: 'en', path: '/', file: 'home.html', lang: 'en-IN', sources: [HOME_SOURCE] },
  { locale: 'hi', path: '/hi', file: 'home-hi.html', lang: 'hi', sources: [HOME_SOURCE, HINDI_CATALOG] },
];
const pages = {};
for (const page of HOME_PAGES) {
  const assets = pageAssets(manifest, page.sources);
  const shell = await shellHtml(dist, index, assets, BOOT_SCRIPT, SESSION_MARK_SCRIPT);
  const client = createQueryClient();
  // The queries the render started hold garbage-collection timers that would keep this process alive.
  // No site address at build time: the server adds it (home-pages.json).
  const { markup, meta } = await renderApp(page.path, client, null).finally(() => client.clear());
  if (!meta) throw new Error(`the home route gives no head tags for ${page.path}`);
  const open = shell
    .replace('<html lang="en-IN">', `<html lang="${page.lang}">`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!open.includes(`<html lang="${page.lang}">`)) throw new Error('index.html has no <html lang="en-IN">');
  await writeFile(path.join(dist, page.file), fillPageHead(open, meta));
  pages[page.locale] = { path: page.path, html: open, meta };
  console.log(
    `prerendered ${page.path} (${Math.round(markup.length / 1024)} KB of HTML, ${assets.css.size} style sheets, ${assets.js.size} scripts preloaded)`,
  );
}
await writeFile(path.join(dist, 'server/home-pages.json'), JSON.stringify(pages));

// Not served: the manifest was only for this step and page-shells.mjs.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
