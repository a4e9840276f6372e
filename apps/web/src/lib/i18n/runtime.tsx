import { createContext, type ReactNode, useContext } from 'react';

/**
 * The app's Lingui runtime (src/locales/README.md 'Why a runtime of our own'): what Lingui's macros
 * call once compiled (lingui.config.ts `runtimeConfigModule` points them here) and what reads the
 * catalogs Lingui compiles (`.po` → `{ id: compiled message }`). English is the source: its texts
 * stay in the code (vite-lingui.ts keeps the macros' `message`), so an English page carries no
 * catalog, only ids. Lingui's own runtime (@lingui/core and @lingui/react, 2.5 KB gzip) does more
 * than the site needs; this one does what the messages ask: text, placeholders, plural,
 * selectordinal and select, numbers in the language.
 */

/** A message as Lingui compiles it: its text, or tokens (text, '#', [name, type?, cases?]). */
export type TCompiledMessage = string | readonly TToken[];
type TToken = string | readonly [name: string, type?: string, format?: unknown];
export type TMessages = Readonly<Record<string, TCompiledMessage>>;
/** What the macros leave in the code: the English text (the build drops their ids: vite-lingui.ts). */
export type TMessageDescriptor = { id?: string; message?: string; values?: Record<string, unknown> };

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, n: number, ordinal: boolean): string {
  const key = `${locale}|${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rules);
  }
  return rules.select(n);
}

const parsed = new Map<string, TCompiledMessage>();

/**
 * An ICU message of the source (the English the macros leave in the code) in the compiled form:
 * text, {name}, {n, plural|selectordinal|select, … {…}} with '#', and ICU's quoting with '.
 */
export function parseMessage(src: string): TCompiledMessage {
  if (!/[{}#']/.test(src)) return src;
  const known = parsed.get(src);
  if (known) return known;
  let i = 0;
  const skipSpace = () => {
    while (i < src.length && /\s/.test(src.charAt(i))) i++;
  };
  const readUntil = (stops: string) => {
    const start = i;
    while (i < src.length && !stops.includes(src.charAt(i))) i++;
    return src.slice(start, i).trim();
  };
  const text = (inPlural: boolean): TToken[] => {
    const out: TToken[] = [];
    let run = '';
    const flush = () => {
      if (run) out.push(run);
      run = '';
    };
    while (i < src.length && src.charAt(i) !== '}') {
      const c = src.charAt(i);
      const next = src.charAt(i + 1);
      if (c === '{') {
        flush();
        out.push(argument());
      } else if (c === '#' && inPlural) {
        flush();
        out.push('#');
        i++;
      } else if (c === "'" && next === "'") {
        run += "'";
        i += 2;
      } else if (c === "'" && (next === '{' || next === '}' || (inPlural && next === '#'))) {
        const end = src.indexOf("'", i + 1);
        run += src.slice(i + 1, end < 0 ? undefined : end);
        i = end < 0 ? src.length : end + 1;
      } else {
        run += c;
        i++;
      }
    }
    flush();
    return out;
  };
  const argument = (): TToken => {
    i++;
    const name = readUntil(',}');
    if (src.charAt(i++) === '}') return [name];
    const type = readUntil(',}');
    if (src.charAt(i++) === '}') return [name, type];
    const cases: Record<string, TCompiledMessage> = {};
    for (skipSpace(); i < src.length && src.charAt(i) !== '}'; skipSpace()) {
      const key = readUntil('{ \t\n');
      skipSpace();
      if (key.startsWith('offset:')) {
        cases.offset = key.slice('offset:'.length);
        continue;
      }
      i++;
      cases[key] = text(type !== 'select');
      i++;
    }
    i++;
    return [name, type, cases];
  };
  const result = text(false);
  parsed.set(src, result);
  return result;
}

/** One language's messages and the function that says them (`_`, as Lingui's `i18n._`). */
export class Translator {
  readonly locale: string;
  private messages: TMessages;
  private readonly numberLocale: string;
  // Built once per language, on first use: a new Intl.NumberFormat per plural costs a slow phone
  // milliseconds each, and a detail page says dozens while it hydrates.
  private numberFormat: Intl.NumberFormat | undefined;

  constructor(locale: string, messages: TMessages) {
    this.locale = locale;
    this.messages = messages;
    this.numberLocale = `${locale}-IN`;
  }

  /**
   * A catalog part's messages, merged in as the part arrives (lib/i18n/i18n.ts): only components
   * drawn after it say them, since a page suspends until its parts are here.
   */
  add(messages: TMessages): void {
    this.messages = { ...this.messages, ...messages };
  }

  /** The message with this id (or descriptor) in this language, its values put in. */
  _ = (idOrDescriptor: string | TMessageDescriptor, values?: Record<string, unknown>): string => {
    const d: TMessageDescriptor =
      typeof idOrDescriptor === 'string' ? { message: idOrDescriptor } : idOrDescriptor;
    // A language's catalog (compiled, keyed by the English text); else that English text.
    const source = d.message ?? d.id ?? '';
    const compiled = this.messages[source] ?? parseMessage(source);
    return this.format(compiled, values ?? d.values ?? {});
  };

  private formatNumber(n: number): string {
    // Below a thousand neither language groups digits, and both write Latin digits: no Intl,
    // whose first formatter loads the locale's data (a plural's count is nearly always small).
    if (Number.isInteger(n) && Math.abs(n) < 1000) return String(n);
    this.numberFormat ??= new Intl.NumberFormat(this.numberLocale);
    return this.numberFormat.format(n);
  }

  private format(message: TCompiledMessage, values: Record<string, unknown>, count?: string): string {
    if (typeof message === 'string') return message;
    let out = '';
    for (const token of message) {
      if (typeof token === 'string') {
        out += token === '#' && count !== undefined ? count : token;
        continue;
      }
      const [name, type, format] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const cases = format as Record<string, TCompiledMessage>;
        const n = Number(value);
        const offset = Number(cases.offset ?? 0);
        const chosen =
          // An exact case: '=0' in a source message, '0' as Lingui compiles a catalog's.
          cases[`=${n}`] ??
          cases[String(n)] ??
          cases[pluralCategory(this.locale, n - offset, type !== 'plural')] ??
          cases.other;
        const shown = this.formatNumber(n - offset);
        if (chosen !== undefined) out += this.format(chosen, values, shown);
      } else if (type === 'select') {
        const cases = format as Record<string, TCompiledMessage>;
        const chosen = cases[String(value)] ?? cases.other;
        if (chosen !== undefined) out += this.format(chosen, values, count);
      } else if (type === 'number') {
        out += this.formatNumber(Number(value));
      } else if (value != null) {
        out += String(value);
      }
    }
    return out;
  }
}

/** English (the source) where no LocaleProvider is above: a part drawn on its own, in a test. */
const TranslatorContext = createContext<Translator>(new Translator('en', {}));

/** The page's language for the components below (LocaleProvider gives it from the path). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** What Lingui's `useLingui` macro compiles to: the page's translator, and its `_`. */
export function useLingui(): { i18n: Translator; _: Translator['_'] } {
  const i18n = useContext(TranslatorContext);
  return { i18n, _: i18n._ };
}
