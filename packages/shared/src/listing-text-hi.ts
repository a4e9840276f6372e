import { formatDate } from './format-date';
import type { TBadgeText } from './listing-badge';
import type { TFreshnessText } from './listing-freshness-text';
import type { TPriceDropText } from './price-drop';

/**
 * The property card's sentences in Hindi (issue 19; words: docs/glossary-hi.md): the construction
 * badge, the freshness line and the price-drop badge. A module of its own, loaded with the Hindi
 * catalog (apps/web/src/lib/i18n/i18n.ts), so English pages never download it.
 */

/** The months as hi-IN writes them in a date ('जून 2027', '15 मार्च 2027'): Intl's names, fixed here. */
export const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

/**
 * A date as hi-IN writes it, '15 मार्च 2027' (India's calendar day, as the English '15 Mar 2027' of
 * formatDate); null when missing or unreadable.
 */
export function hindiDate(value: unknown): string | null {
  const english = formatDate(value);
  if (!english) return null;
  const [day, month, year] = english.split(' ');
  const index = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(
    month ?? '',
  );
  return index < 0 ? english : `${day} ${HINDI_MONTHS[index]} ${year}`;
}

/** The detail page's words written in code: the availability line ('आज उपलब्धता की पुष्टि हुई'). */
export const HINDI_CONFIRMED_TEXT = (ago: string) => `${ago} उपलब्धता की पुष्टि हुई`;

export const HINDI_BADGE_TEXT: TBadgeText = {
  months: HINDI_MONTHS,
  ready: 'रेडी टू मूव',
  almostReady: 'लगभग तैयार',
  underConstruction: 'निर्माणाधीन',
  possession: (month) => `निर्माणाधीन · कब्ज़ा ${month}`,
  newLaunch: 'नया लॉन्च',
  launch: (day) => `लॉन्च ${day}`,
};

/** A listing (लिस्टिंग) is feminine: डाली गई, अपडेट हुई; yesterday is कल. */
export const HINDI_FRESHNESS_TEXT: TFreshnessText = {
  staleBadge: 'हाल में पुष्टि नहीं हुई',
  ago: (days) => (days === 0 ? 'आज' : days === 1 ? 'कल' : `${days} दिन पहले`),
  listed: (ago) => `${ago} डाली गई`,
  updated: (ago) => `${ago} अपडेट हुई`,
};

export const HINDI_PRICE_DROP_TEXT: TPriceDropText = (percent) => `कीमत ${percent}% घटी`;

/** All of the card's sentences in Hindi. */
export const HINDI_CARD_TEXT = {
  badge: HINDI_BADGE_TEXT,
  freshness: HINDI_FRESHNESS_TEXT,
  priceDrop: HINDI_PRICE_DROP_TEXT,
  /** The detail page's dates and availability line (the same chunk: it is small). */
  date: hindiDate,
  confirmed: HINDI_CONFIRMED_TEXT,
};
