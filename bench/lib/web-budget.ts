import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type TWebBudget = {
  homeInitialGzipKb: number;
  files: Array<{ file: string; gzipKb: number }>;
};

/** Static imports of a built ES module chunk (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) if (m[1]) found.add(m[1]);
  return [...found];
}

/**
 * The JavaScript a first visit to the home page must download before it can render: the entry
 * script of index.html, the home page's chunk, and everything either imports statically, gzip-9
 * compressed (a CDN's or the server's gzip; brotli is smaller still).
 */
export async function webBudget(dist: string): Promise<TWebBudget> {
  const assets = path.join(dist, 'assets');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  const home = (await readdir(assets)).find((f) => /^home-page-[\w-]+\.js$/.test(f));
  if (!entry || !home) throw new Error('the web build has no entry script or home page chunk');

  const seen = new Set<string>();
  const queue = [entry, home];
  const files: TWebBudget['files'] = [];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(assets, file));
    files.push({ file, gzipKb: Math.round((gzipSync(code, { level: 9 }).length / 1024) * 10) / 10 });
    queue.push(...staticImports(code.toString('utf8')));
  }
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  const total = files.reduce((sum, f) => sum + f.gzipKb, 0);
  return { homeInitialGzipKb: Math.round(total * 10) / 10, files };
}
