import { FEATURED_HOME_COUNT } from '@nivaas/shared/constants';
import type { TPropertyCard } from '@nivaas/shared/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingAnswers } from '../../../lib/first-view';
import { request } from '../../../lib/http-client';
import { siteSettingsQueryOptions } from '../../../lib/site-settings';

export const INVALID_FEATURED_FORMAT = 'Received invalid properties data format';
const ZFeaturedAnswer = listingAnswers.answer((a) => a.ZCardsAnswer);

/** GET /properties/featured (spec §7); the answer must hold an array (spec §5). */
export async function getFeaturedProperties(signal?: AbortSignal): Promise<TPropertyCard[]> {
  const res = await request('/properties/featured', {
    answer: ZFeaturedAnswer,
    invalid: INVALID_FEATURED_FORMAT,
    signal,
  });
  return res.data;
}

export const featuredPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: ['properties', 'featured'],
    queryFn: ({ signal }) => getFeaturedProperties(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The home page shows the first 4 (spec §9), or as many as the admin set in Settings. A failure is
 * only logged (spec §8); without the settings the default count stands.
 */
export function useFeaturedProperties() {
  const settings = useQuery(siteSettingsQueryOptions());
  const count = settings.data?.featuredCount ?? FEATURED_HOME_COUNT;
  return useQuery({
    ...featuredPropertiesQueryOptions(),
    select: (list) => list.slice(0, count),
  });
}
