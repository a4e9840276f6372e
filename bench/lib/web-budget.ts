import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type TPageBudget = { initialGzipKb: number; files: Array<{ file: string; gzipKb: number }> };

export type TWebBudget = {
  homeInitialGzipKb: number;
  files: TPageBudget['files'];
  /** The same for the listing page (its entry and the listing page chunk). */
  listing: TPageBudget;
  /**
   * The Hindi home (/hi): the home's, plus the Hindi catalog's frame part its route waits for
   * before it draws (a chunk of its own, so English pages never download it; the other parts come
   * later or with other pages: apps/web/src/locales/README.md 'Catalog parts').
   */
  hindiHome: { initialGzipKb: number; catalogGzipKb: number };
};

/** Static imports of a built ES module chunk (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"'/]+\.js)["']/g)) if (m[1]) found.add(m[1]);
  return [...found];
}

async function pageBudget(assets: string, entry: string, ...chunks: RegExp[]): Promise<TPageBudget> {
  const names = await readdir(assets);
  const pages = chunks.map((chunk) => {
    const page = names.find((f) => chunk.test(f));
    if (!page) throw new Error(`the web build has no chunk like ${chunk}`);
    return page;
  });
  const seen = new Set<string>();
  const queue = [entry, ...pages];
  const files: TPageBudget['files'] = [];
  let totalBytes = 0;
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(assets, file));
    const gzipBytes = gzipSync(code, { level: 9 }).length;
    totalBytes += gzipBytes;
    files.push({ file, gzipKb: Math.round((gzipBytes / 1024) * 10) / 10 });
    queue.push(...staticImports(code.toString('utf8')));
  }
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  // Summed in bytes and rounded once: forty files rounded each to 0.1 KB can be off by 2 KB.
  return { initialGzipKb: Math.round((totalBytes / 1024) * 10) / 10, files };
}

/**
 * The JavaScript a first visit to the home page (and to the listing page) must download before it
 * can render: the entry script of index.html, the page's chunk, and everything either imports
 * statically, gzip-9 compressed (a CDN's or the server's gzip; brotli is smaller still).
 */
export async function webBudget(dist: string): Promise<TWebBudget> {
  const assets = path.join(dist, 'assets');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('the web build has no entry script');
  const home = await pageBudget(assets, entry, /^home-page-[\w-]+\.js$/);
  const listing = await pageBudget(assets, entry, /^listing-page-[\w-]+\.js$/);
  const hindiHome = await pageBudget(assets, entry, /^home-page-[\w-]+\.js$/, /^messages-[\w-]+\.js$/);
  const catalog = hindiHome.files.find((f) => f.file.startsWith('messages-'))?.gzipKb ?? 0;
  return {
    homeInitialGzipKb: home.initialGzipKb,
    files: home.files,
    listing,
    hindiHome: { initialGzipKb: hindiHome.initialGzipKb, catalogGzipKb: catalog },
  };
}
