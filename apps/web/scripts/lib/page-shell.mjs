// What the prerendered home page (prerender-home.mjs) and the server-rendered pages' shells
// (page-shells.mjs) share: the chunks and styles a page's first render needs, from the build's
// manifest, and index.html with those styles inlined and the app started after the first paint.
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

/** Where the main photo's preload goes (PAGE_PRELOAD in packages/shared/src/page-meta.ts). */
const PRELOAD_SLOT = '<!--page-preload-->';

const attr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html for a page whose HTML arrives drawn: its own style sheets and the page's inlined (on a
 * slow phone network each linked sheet is a round trip before the first paint; the app's own <link>s
 * for them still come when its code runs: same rules, cached), and the app's entry script and
 * preloads replaced by `bootScript` (BOOT_SCRIPT in packages/shared/src/page-render.ts), which loads
 * the entry and the page's chunks once the HTML has been painted.
 */
export async function shellHtml(dist, index, { css, js }, bootScript, sessionScript) {
  if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (!bootScript || !sessionScript) throw new Error('no boot or session script');
  if (!index.includes(PRELOAD_SLOT)) throw new Error(`index.html has no ${PRELOAD_SLOT}`);
  const inlineStyle = async (file) => `<style>${await readFile(path.join(dist, file), 'utf8')}</style>`;
  const pageCss = new Set(css);
  // The session's mark first in <head>, before anything is painted (SESSION_MARK_SCRIPT).
  let html = index.replace(PRELOAD_SLOT, `<script>${sessionScript}</script>\n    ${PRELOAD_SLOT}`);
  for (const m of [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)]) {
    pageCss.delete(m[1]);
    html = html.replace(m[0], await inlineStyle(m[1]));
  }
  const entry = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script');
  html = html.replace(entry[0], '');
  const preload = new Set();
  for (const m of [...html.matchAll(/\s*<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g)]) {
    preload.add(m[1]);
    html = html.replace(m[0], '');
  }
  for (const file of js) if (file !== entry[1]) preload.add(file);
  const styles = (await Promise.all([...pageCss].map(inlineStyle))).join('\n    ');
  const boot = `<script data-entry="/${attr(entry[1])}" data-preload="${attr([...preload].map((f) => `/${f}`).join(' '))}">${bootScript}</script>`;
  return html.replace('</head>', `  ${styles}\n  </head>`).replace('</body>', `  ${boot}\n  </body>`);
}
