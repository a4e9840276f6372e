import { successOf } from '@nivaas/shared/envelope';
import { type TLocalityPrices, ZLocalityPrices } from '@nivaas/shared/locality-prices';
import type { TPropertyCard } from '@nivaas/shared/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export const ZLocalityAnswer = successOf(ZLocalityPrices);

/** The answer with its cards typed as cards (the schema reads them lazily). */
export type TLocality = Omit<TLocalityPrices, 'cheapestSale' | 'cheapestRent' | 'newest'> & {
  cheapestSale: TPropertyCard[];
  cheapestRent: TPropertyCard[];
  newest: TPropertyCard[];
};

/** GET /localities/{city}/{locality}: asking prices, trend, counts and listings of one locality. */
export async function getLocality(city: string, locality: string, signal?: AbortSignal): Promise<TLocality> {
  const res = await request(`/localities/${encodeURIComponent(city)}/${encodeURIComponent(locality)}`, {
    answer: ZLocalityAnswer,
    signal,
  });
  return res.data as TLocality;
}

export const localityQueryOptions = (city: string, locality: string) =>
  queryOptions({
    queryKey: ['localities', city, locality] as const,
    queryFn: ({ signal }) => getLocality(city, locality, signal),
  });

export function useLocality(city: string, locality: string) {
  return useQuery(localityQueryOptions(city, locality));
}
