import type { TLocale } from './locale';

/** What a listing says in a language: its own Hindi text when the agent gave it, else the English. */
export type TListingText = { text: string; lang: TLocale };

const shown = (english: string | null | undefined, hindi: string | null | undefined, locale: TLocale) => {
  const hi = hindi?.trim();
  if (locale === 'hi' && hi) return { text: hi, lang: 'hi' } as const;
  const en = english?.trim();
  return en ? ({ text: en, lang: 'en' } as const) : null;
};

/**
 * A listing's title on a page of `locale` (issue 19): the Hindi title on a Hindi page when there is
 * one, the English title otherwise (marked `lang: 'en'`, so the page can say which language it is
 * in); null when the listing has no title at all.
 */
export const listingTitle = (
  p: { title?: string | null; titleHi?: string | null },
  locale: TLocale,
): TListingText | null => shown(p.title, p.titleHi, locale);

/** A listing's description on a page of `locale`, chosen as its title is. */
export const listingDescription = (
  p: { description?: string | null; descriptionHi?: string | null },
  locale: TLocale,
): TListingText | null => shown(p.description, p.descriptionHi, locale);
