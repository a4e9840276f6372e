import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

describe('one UI system', () => {
  it('no source file of the web app imports MUI or Emotion (every page is on components/ui)', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.endsWith('one-ui-system.test.ts'))
      .filter((file) =>
        /from ['"]@(mui|emotion)\/|import\(['"]@(mui|emotion)\//.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
