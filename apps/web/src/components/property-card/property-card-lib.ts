/** What the property card shows, as pure functions (spec §2 'Property card', §8 fallbacks). */
import { variantSrcSet } from '@nivaas/shared/image-sources';
import { propertyTypeLabel } from '@nivaas/shared/property-options';

export const UNTITLED = 'Untitled Property';
export const ADDRESS_NOT_AVAILABLE = 'Address not available';
export const UNKNOWN_SELLER = 'Unknown Seller';
export const NO_IMAGE = 'No Image';
export const FOR_SALE = 'For Sale';

export type TCardImage = {
  url?: string | null;
  variants?: { small?: string | null; medium?: string | null; large?: string | null } | null;
};

/** src and srcset for the first image; undefined when the listing has none. */
export function cardImageSources(
  images: readonly TCardImage[] | null | undefined,
): { src: string; srcSet?: string } | undefined {
  const first = images?.find((img) => img?.url || img?.variants?.medium || img?.variants?.small);
  if (!first) return undefined;
  const v = first.variants ?? {};
  const src = v.medium || v.small || v.large || first.url || '';
  const srcSet = variantSrcSet(v);
  return srcSet ? { src, srcSet } : { src };
}

export type TCardAddress = {
  line1?: string | null;
  street?: string | null;
  locality?: string | null;
  city?: string | null;
  state?: string | null;
} | null;

/** 'Gangapur Road, Nashik' (locality and city), falling back to street and state. */
export function cardAddress(address: TCardAddress | undefined): string {
  if (!address) return ADDRESS_NOT_AVAILABLE;
  const parts = [address.locality, address.city].map((p) => p?.trim()).filter(Boolean);
  if (parts.length === 0) {
    const rest = [address.street || address.line1, address.state].map((p) => p?.trim()).filter(Boolean);
    return rest.length ? rest.join(', ') : ADDRESS_NOT_AVAILABLE;
  }
  return parts.join(', ');
}

/** The type as buyers name it: 'Apartment / Flat'; an older lower-case 'villa' is capitalised. */
export function displayType(type: string | null | undefined): string {
  return propertyTypeLabel(type);
}

export function isForSale(status: string | null | undefined): boolean {
  return status === FOR_SALE;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
