import { formatPrice } from '@nivaas/shared/format-price';
import { HINDI_PRICE_DROP_TEXT } from '@nivaas/shared/listing-text-hi';
import type { TLocale } from '@nivaas/shared/locale';
import type { TSavedSearchFrequency } from '@nivaas/shared/saved-searches';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/** A listing as an alert's line or card says it. */
type TListingLine = { title: string; price: number; status: string; locality: string; city: string };
/** How many of an alert's listings are new and how many dropped in price. */
type TCounts = { fresh: number; drops: number };

/**
 * Every word of the alert emails (a saved search's, and the favourites' price drops), text and
 * HTML parts, in each language side by side (issue 19). The English is word for word what the
 * emails said before; the Hindi follows docs/glossary-hi.md (सहेजी गई खोज, अलर्ट, पसंदीदा, 'कीमत
 * 8% घटी') with prices through formatPrice's Hindi ('₹ 45 लाख').
 */
export type TAlertWords = {
  locale: TLocale;
  /** `<html lang>` of the HTML part. */
  lang: string;
  hello: (name: string) => string;
  price: (price: number, status: string) => string;
  /** After a price in the text part: ' (price dropped 8%)'. */
  dropped: (percent: number) => string;
  /** A card's badge in the HTML part. */
  dropBadge: (percent: number) => string;
  /** The text part's photo line. */
  photo: (url: string) => string;
  /** A card photo's alt text. */
  photoOf: (title: string) => string;
  /** 'And 2 more listings.' */
  more: (n: number) => string;
  /** The line a mail client previews after the subject: the first listing, and how many more. */
  preheader: (first: TListingLine, more: number) => string;
  unsubscribe: string;
  noSignIn: string;
  manage: string;
  search: {
    subject: (counts: TCounts, name: string) => string;
    heading: (counts: TCounts, name: string) => string;
    intro: (counts: TCounts, name: string) => string;
    seeAll: string;
    seeEvery: (link: string) => string;
    reason: (frequency: TSavedSearchFrequency) => string;
    stop: (link: string) => string;
  };
  favourites: {
    subject: (n: number) => string;
    heading: (n: number) => string;
    intro: (n: number) => string;
    yours: (link: string) => string;
    action: string;
    reason: string;
    stop: (link: string) => string;
  };
};

/** '3 new listings and 2 price drops' (the English alert's counts). */
function englishCounts({ fresh, drops }: TCounts): string {
  return [
    fresh ? plural(fresh, 'new listing', 'new listings') : '',
    drops ? plural(drops, 'price drop', 'price drops') : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

/** '2 new listings and 1 price drop for ‘Flats in Baner’': the in-app notification's title too. */
export const englishAlertTitle = (counts: TCounts, name: string) => `${englishCounts(counts)} for ‘${name}’`;

/** A listing (लिस्टिंग) is feminine, one form for both numbers: '3 नई लिस्टिंग और 2 लिस्टिंग की कीमत घटी'. */
function hindiCounts({ fresh, drops }: TCounts): string {
  return [fresh ? `${fresh} नई लिस्टिंग` : '', drops ? `${drops} लिस्टिंग की कीमत घटी` : '']
    .filter(Boolean)
    .join(' और ');
}

const ENGLISH_REASONS: Record<TSavedSearchFrequency, string> = {
  instant: 'as listings arrive',
  daily: 'daily',
  weekly: 'weekly',
  // A search turned off while its alert was being made.
  off: 'off',
};

export const ALERT_WORDS: Record<TLocale, TAlertWords> = {
  en: {
    locale: 'en',
    lang: 'en',
    hello: (name) => `Hello ${name},`,
    price: (price, status) => formatPrice(price, status),
    dropped: (percent) => ` (price dropped ${percent}%)`,
    dropBadge: (percent) => `Price dropped ${percent}%`,
    photo: (url) => `Photo: ${url}`,
    photoOf: (title) => `Photo of ${title}`,
    more: (n) => `And ${plural(n, 'more listing', 'more listings')}.`,
    preheader: (first, more) =>
      `${first.title}, ${formatPrice(first.price, first.status)} in ${first.locality}, ${first.city}${more > 0 ? ` and ${plural(more, 'more listing', 'more listings')}` : ''}`,
    unsubscribe: 'Unsubscribe',
    noSignIn: '(no sign-in needed)',
    manage: 'Manage alerts',
    search: {
      subject: (counts, name) => `${englishAlertTitle(counts, name)} on Nivaas`,
      heading: (counts, name) => capitalised(englishAlertTitle(counts, name)),
      intro: (counts, name) => `Your saved search ‘${name}’ has ${englishCounts(counts)}:`,
      seeAll: 'See all matches',
      seeEvery: (link) => `See every listing of this search: ${link}`,
      reason: (frequency) => `You get these alerts ${ENGLISH_REASONS[frequency]}.`,
      stop: (link) => `To stop them, open this link (no sign-in needed): ${link}`,
    },
    favourites: {
      subject: (n) => `${plural(n, 'favourite', 'favourites')} dropped in price on Nivaas`,
      heading: (n) => `${plural(n, 'favourite', 'favourites')} dropped in price`,
      intro: (n) => `The price of ${n === 1 ? 'a listing' : 'listings'} in your favourites dropped:`,
      yours: (link) => `Your favourites: ${link}`,
      action: 'See your favourites',
      reason: 'You get these emails because you asked to hear when a favourite’s price drops.',
      stop: (link) => `To stop these emails, open this link (no sign-in needed): ${link}`,
    },
  },
  hi: {
    locale: 'hi',
    lang: 'hi',
    hello: (name) => `नमस्ते ${name},`,
    price: (price, status) => formatPrice(price, status, { locale: 'hi' }),
    dropped: (percent) => ` (${HINDI_PRICE_DROP_TEXT(String(percent))})`,
    dropBadge: (percent) => HINDI_PRICE_DROP_TEXT(String(percent)),
    photo: (url) => `फ़ोटो: ${url}`,
    photoOf: (title) => `${title} की फ़ोटो`,
    more: (n) => `${n} और लिस्टिंग ${n === 1 ? 'है' : 'हैं'}।`,
    preheader: (first, more) =>
      `${first.title}, ${first.locality}, ${first.city} में ${formatPrice(first.price, first.status, { locale: 'hi' })}${more > 0 ? ` और ${more} लिस्टिंग` : ''}`,
    unsubscribe: 'अलर्ट बंद करें',
    noSignIn: '(लॉग इन की ज़रूरत नहीं)',
    manage: 'अलर्ट की सेटिंग',
    search: {
      subject: (counts, name) => `निवास पर ‘${name}’ के लिए ${hindiCounts(counts)}`,
      heading: (counts, name) => `‘${name}’ के लिए ${hindiCounts(counts)}`,
      intro: ({ fresh, drops }, name) =>
        `आपकी सहेजी गई खोज ‘${name}’ में ${[
          fresh ? `${fresh} नई लिस्टिंग आई ${fresh === 1 ? 'है' : 'हैं'}` : '',
          drops ? `${drops} लिस्टिंग की कीमत घटी है` : '',
        ]
          .filter(Boolean)
          .join(' और ')}:`,
      seeAll: 'सभी लिस्टिंग देखें',
      seeEvery: (link) => `इस खोज की सभी लिस्टिंग देखें: ${link}`,
      reason: (frequency) =>
        ({
          instant: 'ये अलर्ट आपको लिस्टिंग आते ही मिलते हैं।',
          daily: 'ये अलर्ट आपको रोज़ मिलते हैं।',
          weekly: 'ये अलर्ट आपको हर हफ़्ते मिलते हैं।',
          off: 'ये अलर्ट अब बंद हैं।',
        })[frequency],
      stop: (link) => `इन्हें बंद करने के लिए यह लिंक खोलें (लॉग इन की ज़रूरत नहीं): ${link}`,
    },
    favourites: {
      subject: (n) => `निवास पर ${n} पसंदीदा लिस्टिंग की कीमत घटी`,
      heading: (n) => `${n} पसंदीदा लिस्टिंग की कीमत घटी`,
      intro: (n) => `आपकी पसंदीदा लिस्टिंग में से ${n === 1 ? 'एक' : 'कुछ'} की कीमत घटी है:`,
      yours: (link) => `आपकी पसंदीदा लिस्टिंग: ${link}`,
      action: 'अपनी पसंदीदा लिस्टिंग देखें',
      reason: 'ये ईमेल आपको इसलिए मिलते हैं क्योंकि आपने पसंदीदा लिस्टिंग की कीमत घटने पर ख़बर माँगी थी।',
      stop: (link) => `ये ईमेल बंद करने के लिए यह लिंक खोलें (लॉग इन की ज़रूरत नहीं): ${link}`,
    },
  },
};
