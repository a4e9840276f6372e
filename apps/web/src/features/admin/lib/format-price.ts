import { formatPrice, NOT_AVAILABLE } from '@nivaas/shared/format-price';

/**
 * The full rupee price of the admin tables (DESIGN 'Prices': Indian grouping), with ' /mo' for
 * a rent (For Rent or Rented): '₹ 1,25,00,000', '₹ 18,000 /mo'. The shared formatter writes it.
 */
export function formatAdminPrice(price: number | null | undefined, status?: string): string {
  return formatPrice(price, status, { style: 'full', fallback: NOT_AVAILABLE });
}
