import { formatPrice } from '@nivaas/shared/format-price';
import { formatTime } from '@nivaas/shared/format-date';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { cardTextFor } from '../../../lib/i18n/i18n';
import { formatAdminDate, formatContactDate, formatRelativeTime, NOT_AVAILABLE_IN } from './format-date';
import { formatAdminPrice } from './format-price';

/**
 * The admin screens' dates and prices in the page's language: English as the spec writes them
 * ('16 Nov 2026', '5 Mar 2025, 2:30 pm', '3 days ago', '₹ 1,25,00,000'); on a Hindi page as hi-IN
 * writes them ('16 नवंबर 2026', '5 मार्च 2025, 2:30 pm', '3 दिन पहले') and prices as people say
 * them ('₹ 45 लाख', '₹ 18,000 /माह'), by the shared helpers loaded with the Hindi catalog.
 */
export function useAdminFormat() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const hindi = cardTextFor(i18n.locale);
    if (!hindi) {
      return {
        date: (value: string | Date | null | undefined) => formatAdminDate(value),
        dateTime: (value: string | Date | null | undefined) => formatContactDate(value),
        relative: (value: string | Date | null | undefined) => formatRelativeTime(value),
        price: (price: number | null | undefined, status?: string) => formatAdminPrice(price, status),
        number: (n: number) => n.toLocaleString('en-IN'),
      };
    }
    const none = NOT_AVAILABLE_IN.hi ?? '';
    const date = (value: string | Date | null | undefined) => hindi.date(value) ?? none;
    return {
      date,
      dateTime: (value: string | Date | null | undefined) => {
        const day = hindi.date(value);
        return day ? `${day}, ${formatTime(value)}` : none;
      },
      relative: (value: string | Date | null | undefined) => formatRelativeTime(value, Date.now(), 'hi'),
      price: (price: number | null | undefined, status?: string) =>
        formatPrice(price, status, { locale: 'hi', fallback: none }),
      number: (n: number) => n.toLocaleString('hi-IN'),
    };
  }, [i18n.locale]);
}
