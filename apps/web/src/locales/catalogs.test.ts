// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The guards of the translation (README.md here): each part of the catalog holds the same messages
 * in both languages, none left empty, and a message in two parts says the same in both; the Hindi
 * home's part holds no forms' messages; and the translated parts of the site (TRANSLATED below)
 * have no text of their own in JSX.
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
  // A plural's or select's branch ('one {Bed}', '=0 {today}') is text, not a value.
  [
    ...new Set(
      [...message.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*(\w+)\s*[,}]/g)].map(
        (m) => m[1] ?? '',
      ),
    ),
  ].sort();

/**
 * The catalog's parts (lingui.config.ts `catalogs`, README.md 'Catalog parts'): the frame's part,
 * which every Hindi page loads, and the parts pages load as they draw.
 */
const PARTS = [
  'messages',
  'home-below',
  'footer',
  'forms',
  'listing',
  'detail',
  'saved-searches',
  'manage-property',
  'info',
  'services',
  'legal',
  'header-panels',
  'account',
  'compare',
  'developers',
  'localities',
  'admin',
] as const;
type TPart = (typeof PARTS)[number];
const catalogs = Object.fromEntries(
  PARTS.map((part) => [
    part,
    { en: readPo(path.join(here, `en/${part}.po`)), hi: readPo(path.join(here, `hi/${part}.po`)) },
  ]),
) as Record<TPart, { en: Map<string, string>; hi: Map<string, string> }>;

/** The source files a part's messages come from (its `#:` references). */
function originsOf(part: TPart): string[] {
  const text = readFileSync(path.join(here, `en/${part}.po`), 'utf8');
  return [...new Set([...text.matchAll(/^#: (\S+)/gm)].map((m) => m[1] ?? ''))];
}

describe.each(PARTS)('the catalog part %s', (part) => {
  const { en, hi } = catalogs[part];

  it('holds the same messages in English and Hindi, none of them empty', () => {
    const missing = (a: Map<string, string>, b: Map<string, string>) =>
      [...a.keys()].filter((id) => !b.get(id)?.trim());
    expect(en.size).toBeGreaterThan(10);
    expect(missing(en, hi)).toEqual([]);
    expect(missing(hi, en)).toEqual([]);
  });

  it('gives each Hindi message the values its English one has, and writes it in Devanagari', () => {
    for (const [id, hindi] of hi) {
      expect(argumentsOf(hindi), id).toEqual(argumentsOf(id));
    }
    // Names that stay as written (brands, 'BHK' in a sentence) are fine; a message with no
    // Devanagari at all is an untranslated copy.
    const untranslated = [...hi].filter(([, hindi]) => !/[\u0900-\u097F]/.test(hindi));
    expect(untranslated).toEqual([]);
  });
});

describe('the catalog parts together', () => {
  it('say a message found in two parts with the same Hindi in both', () => {
    const seen = new Map<string, { part: TPart; hindi: string }>();
    const differing: string[] = [];
    for (const part of PARTS) {
      for (const [id, hindi] of catalogs[part].hi) {
        const before = seen.get(id);
        if (before && before.hindi !== hindi)
          differing.push(`${id}: ${before.part} '${before.hindi}', ${part} '${hindi}'`);
        seen.set(id, { part, hindi });
      }
    }
    expect(differing).toEqual([]);
  });

  it("keep the forms', the footer's and the lower home's messages out of the part the Hindi home downloads", () => {
    // The frame's part comes from the header, the home's first view, the card and the form kit
    // only; the footer's words come with the footer's code, the lower home's as it hydrates.
    const FRAME = [
      'src/components/layouts/',
      'src/components/account-panel/account-panel-button.tsx',
      'src/components/notification-bell/notification-bell.tsx',
      'src/components/search-field.tsx',
      'src/components/property-card/',
      'src/components/compare-toggle/',
      'src/components/favorite-button/',
      'src/components/form-dialog.tsx',
      'src/components/ui/',
      'src/features/home/',
    ];
    const later = originsOf('home-below');
    const elsewhere = originsOf('messages').filter(
      (file) =>
        !FRAME.some((f) => file.startsWith(f)) || file.endsWith('/site-footer.tsx') || later.includes(file),
    );
    expect(elsewhere).toEqual([]);
    expect(later).toContain('src/features/home/lib/testimonials.ts');
    expect(originsOf('footer')).toEqual(['src/components/layouts/site-footer.tsx']);
    expect(originsOf('forms').some((file) => file.startsWith('src/features/auth/'))).toBe(true);
    // Beyond a few words both say ('Close', 'Cancel', 'Login'…), a forms message is not in it.
    const formsOnly = [...catalogs.forms.en.keys()].filter((id) => !catalogs.messages.en.has(id));
    expect(formsOnly.length).toBeGreaterThan(300);
    expect(catalogs.forms.en.size - formsOnly.length).toBeLessThan(15);
  });
});

/**
 * The folders and files whose every string comes from the catalogs. The other pages join this
 * list as their strings move (issue 19's later steps).
 */
const TRANSLATED = [
  'components/layouts',
  'components/account-panel',
  'components/notification-bell',
  'components/search-field.tsx',
  'features/home',
  'components/property-card',
  'components/compare-toggle',
  'components/favorite-button',
  'features/listing',
  'components/ui',
  'features/auth',
  'features/calculators',
  'features/property',
  'features/freshness/components',
  'components/form-dialog.tsx',
  'features/saved-searches/components/save-search-button.tsx',
  'features/saved-searches/components/save-search-dialog.tsx',
  'features/saved-searches/components/rename-saved-search-dialog.tsx',
  'features/manage-property',
  'features/info-pages',
  'features/account',
  'features/saved-searches/components/saved-searches-card.tsx',
  'features/saved-searches/pages',
  'features/freshness/pages',
  'components/agent-leads',
  'features/compare',
  'features/developers',
  'features/localities',
  'features/admin',
  'components/data-table',
  'components/route-guards.tsx',
];
/** Parts of a translated folder still in English (none now: the map view joined the listing's part). */
const NOT_YET = new Set<string>([]);
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
      // A string, a template (`Go to page ${n}`), or either branch of a condition, as written.
      const literals = (node: ts.Node | undefined): string[] => {
        if (!node) return [];
        if (ts.isStringLiteralLike(node)) return [node.text];
        if (ts.isTemplateExpression(node))
          return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        if (ts.isConditionalExpression(node))
          return [...literals(node.whenTrue), ...literals(node.whenFalse)];
        if (ts.isParenthesizedExpression(node)) return literals(node.expression);
        return [];
      };
      const texts =
        value && ts.isStringLiteral(value)
          ? [value.text]
          : value && ts.isJsxExpression(value)
            ? literals(value.expression)
            : [];
      for (const text of texts) if (hasWords(text)) found.push(text);
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
    // (The template is built here so the test's own source holds no placeholder in a string.)
    const template = ['`Go to page ', '$', '{n}`'].join('');
    expect(literalJsxText(`const A = () => <b aria-label={on ? ${template} : "Close"} />;`)).toEqual([
      'Go to page ',
      'Close',
    ]);
  });

  it('take every text in JSX from the catalogs', () => {
    const files = TRANSLATED.flatMap(tsxFiles).filter((file) => !NOT_YET.has(path.relative(src, file)));
    const offenders = files.flatMap((file) =>
      literalJsxText(readFileSync(file, 'utf8'), file).map((text) => `${path.relative(src, file)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
