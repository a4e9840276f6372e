// What the prerendered home page (prerender-home.mjs) and the server-rendered pages' shells
// (page-shells.mjs) share: the chunks and styles a page's first render needs, from the build's
// manifest, and index.html with those styles inlined and that code preloaded.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The JS files and style sheets of `sources` (manifest keys) and everything they import statically. */
export function pageAssets(manifest, sources) {
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
  return { css, js };
}

/**
 * index.html with its own style sheets and the page's inlined (on a slow phone network each linked
 * sheet is a round trip before the first paint; the app's own <link>s for them still come when its
 * code runs: same rules, cached) and the page's code preloaded.
 */
export async function shellHtml(dist, index, { css, js }) {
  if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const inlineStyle = async (file) => `<style>${await readFile(path.join(dist, file), 'utf8')}</style>`;
  const pageCss = new Set(css);
  let html = index;
  for (const m of [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)]) {
    pageCss.delete(m[1]);
    html = html.replace(m[0], await inlineStyle(m[1]));
  }
  const already = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
  const links = [
    ...(await Promise.all([...pageCss].map(inlineStyle))),
    ...[...js]
      .filter((f) => !already.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
