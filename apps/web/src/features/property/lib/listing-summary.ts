import { msg } from '@lingui/core/macro';
import type { TSays } from '../../../lib/i18n/says';
import { detailWords } from './detail-words';

const SUMMARY = {
  saleIn: msg({ message: '{price} · {kind} for sale in {place}.' }),
  rentIn: msg({ message: '{price} · {kind} for rent in {place}.' }),
  sale: msg({ message: '{price} · {kind} for sale.' }),
  rent: msg({ message: '{price} · {kind} for rent.' }),
  other: msg({ message: '{price} · {kind} ({status}).' }),
};

/**
 * A listing's one-line summary for its page's description and link preview, in the page's
 * language: '₹ 65 लाख · गंगापुर रोड, नासिक में 2 BHK अपार्टमेंट / फ्लैट बिक्री के लिए।' (the
 * English one is packages/shared/src/page-meta.ts's).
 */
export function listingSummary(
  p: {
    price: number;
    status: string;
    type: string;
    bedrooms: number;
    locality?: string | null;
    city?: string | null;
  },
  i18n: TSays,
): string {
  const w = detailWords(i18n);
  const type = w.type(p.type);
  const kind = p.bedrooms > 0 ? `${p.bedrooms} BHK ${type}` : type;
  const place = [p.locality, p.city].filter((s) => s?.trim()).join(', ');
  const price = w.price(p.price, p.status);
  const values = { price, kind, place, status: w.status(p.status) };
  const message =
    p.status === 'For Sale'
      ? place
        ? SUMMARY.saleIn
        : SUMMARY.sale
      : p.status === 'For Rent'
        ? place
          ? SUMMARY.rentIn
          : SUMMARY.rent
        : SUMMARY.other;
  return i18n._(message, values);
}
