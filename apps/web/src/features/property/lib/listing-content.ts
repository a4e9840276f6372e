import type { TLocale } from '../../../lib/i18n/locale';

/** What the detail page shows of the listing's own text in `locale`. */
export type TListingContent = {
  /** The listing's title as its agent wrote it ('' when none). */
  title: string;
  /** Its description as written ('' when none). */
  description: string;
  /** The description shown is English on a page in another language: the page says so. */
  descriptionInEnglish: boolean;
};

/**
 * The one place that chooses which title and description a detail page shows. Listings are
 * written in English for now: every language shows the English text, and a Hindi page marks the
 * description as English (a later change adds the agent's Hindi, chosen here).
 */
export function listingContent(
  property: { title?: string | null; description?: string | null },
  locale: TLocale,
): TListingContent {
  return {
    title: property.title?.trim() ?? '',
    description: property.description?.trim() ?? '',
    descriptionInEnglish: locale === 'hi',
  };
}
