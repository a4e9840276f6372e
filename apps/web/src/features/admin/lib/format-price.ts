import { formatInr, RENT_STATUS, RENT_SUFFIX } from '@nivaas/shared/format-price';

/**
 * The full rupee price of the admin tables (DESIGN 'Prices': Indian grouping), with ' /mo' for
 * a listing for rent: '₹ 1,25,00,000', '₹ 18,000 /mo'.
 */
export function formatAdminPrice(price: number | null | undefined, status?: string): string {
  const text = formatInr(price);
  return status === RENT_STATUS && text !== formatInr(null) ? `${text}${RENT_SUFFIX}` : text;
}
