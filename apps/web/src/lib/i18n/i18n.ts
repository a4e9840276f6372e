import type { HINDI_CARD_TEXT } from '@nivaas/shared/listing-text-hi';
import { DEFAULT_LOCALE, type TLocale } from './locale';
import { type TMessages, Translator } from './runtime';

/**
 * One translator per language, handed to the page by LocaleProvider for the page's path. English
 * needs no catalog (its texts are the source, in the code); the Hindi one (a chunk of its own)
 * only comes for a Hindi page: its route's loader awaits `loadLocale('hi')` before the page draws, on the server
 * (the static handler) and in the browser alike, so both draw the same words.
 */
const instances: Partial<Record<TLocale, Translator>> = { en: new Translator('en', {}) };
const pending: Partial<Record<TLocale, Promise<Translator>>> = {};

/** The property card's sentences a language writes in code (packages/shared), loaded with its catalog. */
export type TCardText = typeof HINDI_CARD_TEXT;
const cardTexts: Partial<Record<TLocale, TCardText>> = {};

async function importCatalog(locale: TLocale): Promise<TMessages> {
  switch (locale) {
    case 'hi': {
      const [catalog, card] = await Promise.all([
        import('../../locales/hi/messages.po'),
        import('@nivaas/shared/listing-text-hi'),
      ]);
      cardTexts.hi = card.HINDI_CARD_TEXT;
      return catalog.messages as TMessages;
    }
    default:
      return {};
  }
}

/** The card's sentences in `locale` once loaded; undefined for English (the shared defaults). */
export const cardTextFor = (locale: string): TCardText | undefined =>
  locale === 'en' ? undefined : cardTexts[locale as TLocale];

/** The language's translator, its catalog fetched the first time. */
export function loadLocale(locale: TLocale): Promise<Translator> {
  const ready = instances[locale];
  if (ready) return Promise.resolve(ready);
  pending[locale] ??= importCatalog(locale).then((messages) => {
    const translator = new Translator(locale, messages);
    instances[locale] = translator;
    return translator;
  });
  return pending[locale];
}

/** The language's translator when its catalog is here; English until then. */
export function i18nFor(locale: TLocale): Translator {
  return instances[locale] ?? (instances[DEFAULT_LOCALE] as Translator);
}
