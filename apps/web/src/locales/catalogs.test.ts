// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The guards of the translation (README.md here): both catalogs hold the same messages, none left
 * empty; and the translated parts of the site (TRANSLATED below) have no text of their own in JSX.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');

/** msgid → msgstr of a Lingui .po catalog (its header left out). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = readFileSync(file, 'utf8');
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ((?:".*"\s*)+)/m.exec(block)?.[1];
    const str = /^msgstr ((?:".*"\s*)+)/m.exec(block)?.[1];
    if (id === undefined || str === undefined) continue;
    const join = (quoted: string) =>
      [...quoted.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)).join('');
    const msgid = join(id);
    if (msgid) entries.set(msgid, join(str));
  }
  return entries;
}

/** The {names} a message puts values in (ICU arguments, plural and select included). */
const argumentsOf = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? ''))].sort();

const catalogs = {
  en: readPo(path.join(here, 'en/messages.po')),
  hi: readPo(path.join(here, 'hi/messages.po')),
};

describe('the catalogs', () => {
  it('hold the same messages in English and Hindi, none of them empty', () => {
    const missing = (a: Map<string, string>, b: Map<string, string>) =>
      [...a.keys()].filter((id) => !b.get(id)?.trim());
    expect(catalogs.en.size).toBeGreaterThan(100);
    expect(missing(catalogs.en, catalogs.hi)).toEqual([]);
    expect(missing(catalogs.hi, catalogs.en)).toEqual([]);
  });

  it('give each Hindi message the values its English one has, and write it in Devanagari', () => {
    for (const [id, hindi] of catalogs.hi) {
      expect(argumentsOf(hindi), id).toEqual(argumentsOf(id));
    }
    // Names that stay as written (brands, 'BHK' in a sentence) are fine; a message with no
    // Devanagari at all is an untranslated copy.
    const untranslated = [...catalogs.hi].filter(([, hindi]) => !/[\u0900-\u097F]/.test(hindi));
    expect(untranslated).toEqual([]);
  });
});

/**
 * The folders and files whose every string comes from the catalogs. The other pages join this
 * list as their strings move (issue 19's later steps).
 */
const TRANSLATED = [
  'components/layouts',
  'components/account-panel/account-panel-button.tsx',
  'features/home',
  'components/property-card',
  'components/compare-toggle',
  'components/favorite-button',
  'features/auth',
  'features/calculators',
  'features/property/components/contact-dialog.tsx',
  'components/form-dialog.tsx',
  'components/ui/field.tsx',
];
/** Text that is the same in every language: the brand. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Nivaas']);
/** JSX attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'alt',
  'title',
  'placeholder',
  'label',
  'loadingText',
  'noOptionsText',
]);

function tsxFiles(entry: string): string[] {
  const full = path.join(src, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
    .map((f) => path.join(full, f));
}

/** The words written straight into JSX in a file: text between tags and read attributes. */
export function literalJsxText(code: string, fileName = 'x.tsx'): string[] {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const hasWords = (text: string) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : undefined;
      if (literal !== undefined && hasWords(literal)) found.push(literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the translated parts of the site', () => {
  it('catch text written straight into JSX (the guard itself)', () => {
    expect(literalJsxText('const A = () => <p title="Hello">Homes <b>{x}</b> for sale</p>;')).toEqual([
      'Hello',
      'Homes',
      'for sale',
    ]);
    expect(literalJsxText('const A = () => <p aria-label={t`Hi`}>{t`Homes`} Nivaas</p>;')).toEqual([]);
  });

  it('take every text in JSX from the catalogs', () => {
    const offenders = TRANSLATED.flatMap(tsxFiles).flatMap((file) =>
      literalJsxText(readFileSync(file, 'utf8'), file).map((text) => `${path.relative(src, file)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
