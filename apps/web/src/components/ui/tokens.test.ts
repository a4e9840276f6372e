// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const TOKENS = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return cssFiles(full);
    return name.endsWith('.css') ? [full] : [];
  });
}

const defined = new Set([...TOKENS.matchAll(/(--nv-[a-z0-9-]+)\s*:/g)].map((m) => m[1]));
const token = (name: string) => /^\s*([^;]+);/.exec(TOKENS.split(`${name}:`)[1] ?? '')?.[1]?.trim() ?? '';

function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const full = n.length === 3 ? [...n].map((c) => c + c).join('') : n;
  const [r, g, b] = [0, 2, 4]
    .map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

describe('design tokens', () => {
  it('text and status colours pass WCAG AA (4.5:1) on white and on the section grey, and under white text', () => {
    for (const name of [
      '--nv-text',
      '--nv-text-secondary',
      '--nv-primary',
      '--nv-success',
      '--nv-error',
      '--nv-warning',
      '--nv-info',
    ]) {
      expect(contrast(token(name), '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token(name), token('--nv-bg-subtle')), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has the type scale 12/14/16/20/24/32/40 and the 8 px grid', () => {
    const px = (rem: string) => Number.parseFloat(rem) * 16;
    expect(['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'].map((s) => px(token(`--nv-font-size-${s}`)))).toEqual(
      [12, 14, 16, 20, 24, 32, 40],
    );
    for (const step of [2, 4, 6, 8, 10, 12, 16, 20, 24]) {
      expect(Number.parseInt(token(`--nv-space-${step}`), 10) % 8).toBe(0);
    }
    expect(token('--nv-content-max')).toBe('1280px');
  });

  it('every custom property a style sheet uses is defined here', () => {
    const undefinedUses = cssFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--nv-[a-z0-9-]+)/g)]
        .map((m) => m[1] as string)
        .filter((name) => !defined.has(name))
        .map((name) => `${path.relative(SRC, file)}: ${name}`),
    );
    expect(undefinedUses).toEqual([]);
  });

  it('no style sheet of the app writes a colour literal (tokens only)', () => {
    const moved = [''];
    const literals = moved
      .flatMap((dir) => cssFiles(path.join(SRC, dir)))
      .filter((file) => !file.endsWith('tokens.css'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, i }))
          .filter(({ line }) => /#[0-9a-f]{3,8}\b|rgba?\(/i.test(line))
          .map(({ line, i }) => `${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`),
      );
    expect(literals).toEqual([]);
  });
});
