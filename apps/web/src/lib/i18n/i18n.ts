import type { HINDI_CARD_TEXT } from '@nivaas/shared/listing-text-hi';
import { use } from 'react';
import { DEFAULT_LOCALE, type TLocale } from './locale';
import { type TMessages, Translator, useLingui } from './runtime';

/**
 * One translator per language, handed to the page by LocaleProvider for the page's path. English
 * needs no catalog (its texts are the source, in the code). A translated language's catalog comes
 * in parts (lingui.config.ts `catalogs`, src/locales/README.md 'Catalog parts'), each a chunk of
 * its own, merged into the language's translator as it arrives:
 * - the frame's part (`{locale}/messages.po`: header, home, property card), awaited by
 *   `loadLocale` before any page of the language draws (the /hi route's loader, on the server and
 *   in the browser alike, so both draw the same words);
 * - the other parts (`{locale}/forms.po`, `footer.po`…), awaited by the pages and dialogs that say
 *   their messages (`useCatalogPart`, or `loadCatalogPart` in a route's loader, or with the code
 *   of a part loaded later, as the footer's): a Hindi page downloads only the Hindi it shows.
 */

/** The catalog parts a page loads when it draws (the frame's part comes with the language). */
export type TCatalogPart =
  | 'forms'
  | 'footer'
  | 'home-below'
  | 'listing'
  | 'detail'
  | 'saved-searches'
  | 'manage-property'
  | 'info'
  | 'services'
  | 'legal'
  | 'header-panels'
  | 'account'
  | 'compare'
  | 'developers'
  | 'localities'
  | 'admin';
type TPartModule = Promise<{ messages: Record<string, unknown> }>;
type TTranslated = Exclude<TLocale, 'en'>;

/** The property card's sentences a language writes in code (packages/shared), loaded with its frame part. */
export type TCardText = typeof HINDI_CARD_TEXT;
const cardTexts: Partial<Record<TLocale, TCardText>> = {};

/** The card's sentences in `locale` once loaded; undefined for English (the shared defaults). */
export const cardTextFor = (locale: string): TCardText | undefined =>
  locale === 'en' ? undefined : cardTexts[locale as TLocale];

/** Each part's chunk per translated language: literal imports, so the bundler splits each off. */
const FRAME: Record<TTranslated, () => TPartModule> = {
  hi: async () => {
    const [catalog, card] = await Promise.all([
      import('../../locales/hi/messages.po'),
      import('@nivaas/shared/listing-text-hi'),
    ]);
    cardTexts.hi = card.HINDI_CARD_TEXT;
    return catalog;
  },
};
const PARTS: Record<TCatalogPart, Record<TTranslated, () => TPartModule>> = {
  forms: { hi: () => import('../../locales/hi/forms.po') },
  footer: { hi: () => import('../../locales/hi/footer.po') },
  'home-below': { hi: () => import('../../locales/hi/home-below.po') },
  listing: { hi: () => import('../../locales/hi/listing.po') },
  detail: { hi: () => import('../../locales/hi/detail.po') },
  'saved-searches': { hi: () => import('../../locales/hi/saved-searches.po') },
  'manage-property': { hi: () => import('../../locales/hi/manage-property.po') },
  info: { hi: () => import('../../locales/hi/info.po') },
  services: { hi: () => import('../../locales/hi/services.po') },
  legal: { hi: () => import('../../locales/hi/legal.po') },
  'header-panels': { hi: () => import('../../locales/hi/header-panels.po') },
  account: { hi: () => import('../../locales/hi/account.po') },
  compare: { hi: () => import('../../locales/hi/compare.po') },
  developers: { hi: () => import('../../locales/hi/developers.po') },
  localities: { hi: () => import('../../locales/hi/localities.po') },
  admin: { hi: () => import('../../locales/hi/admin.po') },
};

/**
 * Every part of the language, merged in: what a server renderer awaits before it draws a page (it
 * has no download to save), so a server-drawn page never waits for a part.
 */
export function loadAllCatalogParts(locale: TLocale): Promise<Translator> {
  const all = (Object.keys(PARTS) as TCatalogPart[]).map((part) => loadCatalogPart(locale, part));
  return Promise.all(all).then(() => loadLocale(locale));
}

/**
 * A promise React's `use()` reads without suspending once it is settled: tagged as React tags the
 * promises it has seen (`status`, `value`), so a page drawn after its part arrived, or an English
 * page, draws at once, and `use()` is called on every render (never conditionally).
 */
type TTracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};
function tracked<T>(promise: Promise<T>): TTracked<T> {
  const out: TTracked<T> = promise;
  // Registered first, so the tag is there before any other listener (React's ping) runs.
  promise.then(
    (value) => Object.assign(out, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(out, { status: 'rejected', reason }),
  );
  return out;
}
const settled = <T>(value: T): TTracked<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });

const english = new Translator('en', {});
const englishReady = settled(english);
const instances: Partial<Record<TLocale, Translator>> = { en: english };
const pending: Partial<Record<TLocale, TTracked<Translator>>> = { en: englishReady };
const parts = new Map<string, TTracked<Translator>>();
const partsHere = new Set<string>();

/**
 * The language's translator with the frame's part, fetched the first time: the same promise for
 * every caller (React's `use()` can wait for it: LocaleProvider does).
 */
export function loadLocale(locale: TLocale): Promise<Translator> {
  let loading = pending[locale];
  if (!loading) {
    loading = tracked(
      FRAME[locale as TTranslated]().then(({ messages }) => {
        const translator = new Translator(locale, messages as TMessages);
        instances[locale] = translator;
        return translator;
      }),
    );
    // A failed fetch (a dropped connection) is tried again by the next caller.
    loading.catch(() => delete pending[locale]);
    pending[locale] = loading;
  }
  return loading;
}

/** Whether `part` of the language is merged into its translator (English needs none). */
export const hasCatalogPart = (locale: TLocale, part: TCatalogPart): boolean =>
  locale === DEFAULT_LOCALE || partsHere.has(`${locale}|${part}`);

/**
 * The language's translator once `part` is merged into it (with the frame's part first). The same
 * promise for every caller, fetched once; English is settled at once and fetches nothing.
 */
export function loadCatalogPart(locale: TLocale, part: TCatalogPart): Promise<Translator> {
  if (locale === DEFAULT_LOCALE) return englishReady;
  const key = `${locale}|${part}`;
  let loading = parts.get(key);
  if (!loading) {
    const messages = PARTS[part][locale as TTranslated]();
    loading = tracked(
      Promise.all([loadLocale(locale), messages]).then(([translator, module]) => {
        translator.add(module.messages as TMessages);
        partsHere.add(key);
        return translator;
      }),
    );
    // A failed fetch (a dropped connection) is tried again by the next caller.
    loading.catch(() => parts.delete(key));
    parts.set(key, loading);
  }
  return loading;
}

/** The language's translator when its frame part is here; English until then. */
export function i18nFor(locale: TLocale): Translator {
  return instances[locale] ?? (instances[DEFAULT_LOCALE] as Translator);
}

/**
 * Waits, before the component draws, for the catalog part that holds its messages (a Suspense
 * boundary above shows meanwhile; a route change keeps the old page until then): a Hindi page
 * never shows its forms in English first. On an English page, or once the part is here, it
 * returns at once and loads nothing. Call it at the top of a page or dialog whose messages are
 * in `part`; what the page draws below says them from the same translator. (Here, in the entry,
 * not in a module of its own: a chunk of a few bytes shared by the pages costs each a request;
 * measured, locale-provider.tsx split the runtime off the entry.)
 */
export function useCatalogPart(part: TCatalogPart): void {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'hi' ? 'hi' : 'en';
  // Settled promises (English, a part already here) are read at once, without suspending.
  use(loadCatalogPart(locale, part));
}
