// After `vite build` (client, with its manifest) and the SSR build of src/prerender/home-prerender.tsx:
// writes dist/home.html, the app's index.html with the home page rendered into it, its styles
// linked and its code preloaded. The server answers / with it.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrOut = path.join(web, 'dist-prerender');
const manifestFile = path.join(dist, '.vite/manifest.json');
const HOME_SOURCE = 'src/features/home/pages/home-page.tsx';

const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
if (!manifest[HOME_SOURCE]) throw new Error(`the build manifest has no ${HOME_SOURCE}`);

// The home chunk, its static imports, and their styles.
const css = new Set();
const js = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(HOME_SOURCE);

const entry = path.join(ssrOut, 'home-prerender.js');
if (!existsSync(entry)) throw new Error(`no SSR build at ${entry}`);
const { renderHome } = await import(pathToFileURL(entry).href);
const markup = renderHome();

let html = await readFile(path.join(dist, 'index.html'), 'utf8');
// The style sheets go inline: on a slow phone network each linked sheet is a round trip before the
// first paint. The app's own <link>s for them still come when its code runs (same rules, cached).
const inlineStyle = async (file) => `<style>${await readFile(path.join(dist, file), 'utf8')}</style>`;
for (const m of [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)]) {
  html = html.replace(m[0], await inlineStyle(m[1]));
}
const already = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
const links = [
  ...(await Promise.all([...css].map(inlineStyle))),
  ...[...js].filter((f) => !already.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
].join('\n    ');
if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
html = html
  .replace('</head>', `  ${links}\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
  .replace(/<title>[^<]*<\/title>/, '<title>Buy, rent and sell homes in India | Nivaas</title>');
await writeFile(path.join(dist, 'home.html'), html);

// Neither is served: the manifest was only for this step, the SSR build only renders.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
await rm(ssrOut, { recursive: true, force: true });
console.log(
  `prerendered / (${Math.round(markup.length / 1024)} KB of HTML, ${css.size} style sheets, ${js.size} scripts preloaded)`,
);
