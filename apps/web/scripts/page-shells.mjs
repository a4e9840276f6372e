// After `vite build` (client, with its manifest) and the SSR build of src/prerender/page-render.tsx
// into dist/server: writes dist/server/<page>.html for each page the server renders per request
// (packages/shared/src/page-render.ts): the app's index.html with the page's styles inlined and its
// code preloaded, and an empty #root the server fills with the page.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const server = path.join(dist, 'server');
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunks each page's first render needs: its layout route and the page. */
const PAGES = {
  listing: ['src/app/plain-layout.tsx', 'src/features/listing/pages/listing-page.tsx'],
  property: ['src/app/plain-layout.tsx', 'src/features/property/pages/property-page.tsx'],
};

if (!existsSync(path.join(server, 'page-render.js'))) throw new Error(`no SSR build in ${server}`);
// The server build copied the public files; they are served from dist itself.
for (const file of await readdir(path.join(web, 'public'))) {
  await rm(path.join(server, file), { recursive: true, force: true });
}
const index = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

// Style sheets go inline: on a slow phone network each linked sheet is a round trip before the first
// paint. The app's own <link>s for them still come when its code runs (same rules, cached).
const inlineStyle = async (file) => `<style>${await readFile(path.join(dist, file), 'utf8')}</style>`;

for (const [page, sources] of Object.entries(PAGES)) {
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`the build manifest has no ${source}`);
    visit(source);
  }
  let html = index;
  for (const m of [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)]) {
    css.delete(m[1]);
    html = html.replace(m[0], await inlineStyle(m[1]));
  }
  const already = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
  const links = [
    ...(await Promise.all([...css].map(inlineStyle))),
    ...[...js]
      .filter((f) => !already.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
  html = html
    .replace('</head>', `  ${links}\n  </head>`)
    // The page itself is in the HTML, so it is readable without JavaScript.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  await writeFile(path.join(server, `${page}.html`), html);
  console.log(
    `page shell ${page}: ${Math.round(html.length / 1024)} KB, ${css.size} style sheets, ${js.size} scripts`,
  );
}
