import { formatPrice } from '@nivaas/shared/format-price';

/** A coordinate pair from the two inputs, when both read as numbers in range. */
export function readPin(lat: string, lng: string): [number, number] | null {
  if (lat.trim() === '' || lng.trim() === '') return null;
  const a = Number(lat);
  const b = Number(lng);
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return [a, b];
}

/** Six decimals: about 10 cm, more than enough for a building. */
export const coordText = (n: number): string => n.toFixed(6);

/** The price as buyers will see it ('₹ 45.00 Lac', '₹ 45 लाख'); nothing for unreadable input. */
export function shownPrice(price: string, status: string, locale: 'en' | 'hi' = 'en'): string | undefined {
  const text = price.replace(/[,\s]/g, '');
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  return formatPrice(Number(text), status, { locale });
}

/** The price as buyers will see it: 'Shown as ₹ 45.00 Lac'; nothing for unreadable input. */
export function pricePreview(price: string, status: string): string | undefined {
  const shown = shownPrice(price, status);
  return shown && `Shown as ${shown}`;
}
