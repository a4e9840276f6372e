import { listingDescription, listingTitle } from '@nivaas/shared/listing-content';
import type { TLocale } from '../../../lib/i18n/locale';

/** What the detail page shows of the listing's own text in `locale`. */
export type TListingContent = {
  /** The listing's title in the page's language when its agent wrote one, else English ('' when none). */
  title: string;
  /** Its description, chosen the same way ('' when none). */
  description: string;
  /** The title shown is English on a page in another language (it carries lang="en"). */
  titleInEnglish: boolean;
  /** The description shown is English on a page in another language: the page says so. */
  descriptionInEnglish: boolean;
};

/**
 * The one place that chooses which title and description a detail page shows: on a Hindi page the
 * agent's Hindi ones when given (packages/shared/src/listing-content.ts), the English ones otherwise,
 * marked as English.
 */
export function listingContent(
  property: {
    title?: string | null;
    description?: string | null;
    titleHi?: string | null;
    descriptionHi?: string | null;
  },
  locale: TLocale,
): TListingContent {
  const title = listingTitle(property, locale);
  const description = listingDescription(property, locale);
  return {
    title: title?.text ?? '',
    description: description?.text ?? '',
    titleInEnglish: !!title && title.lang !== locale,
    descriptionInEnglish: !!description && description.lang !== locale,
  };
}
