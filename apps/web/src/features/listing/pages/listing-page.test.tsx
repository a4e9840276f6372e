// @vitest-environment node
import { readFileSync } from 'node:fs';
import { MOBILE_FILTER_MAX_WIDTH } from '@nivaas/shared/constants';
import type { TPropertyCard } from '@nivaas/shared/property';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { propertiesQueryOptions } from '../api/get-properties';
import { parseFilters, toPropertyQuery } from '../lib/filters';
import { LISTING_PAGE_SIZE } from '../lib/options';
import ListingPage from './listing-page';
import { loadFilterReader } from '../lib/filter-reader';
import { preloadNoMatches } from '../lib/no-matches';

// The reader loads lazily in the app (filter-reader.ts); here it is there before any test.
beforeAll(() => loadFilterReader());

const property = (n: number): TPropertyCard =>
  ({
    _id: `p${n}`,
    title: `${n} BHK Apartment in Gangapur Road`,
    price: 5_000_000 + n,
    status: 'For Sale',
    type: 'Apartment',
    bedrooms: 2,
    bathrooms: 2,
    area: 900,
    address: { city: 'Nashik', state: 'Maharashtra', locality: 'Gangapur Road' },
    images: [],
  }) as unknown as TPropertyCard;

/**
 * The page rendered as the server would: no window, the list's answer already in the cache, and
 * what the route's loader waits for loaded (app/router.tsx).
 */
async function renderAt(search: string, total: number): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const query = toPropertyQuery(parseFilters(new URLSearchParams(search)), LISTING_PAGE_SIZE);
  const data = Array.from({ length: Math.min(total, LISTING_PAGE_SIZE) }, (_, i) => property(i + 1));
  client.setQueryData(propertiesQueryOptions(query).queryKey, {
    data,
    pagination: { page: 1, limit: LISTING_PAGE_SIZE, total, pages: Math.ceil(total / LISTING_PAGE_SIZE) },
  });
  await preloadNoMatches(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={`/properties?${search}`}>
        <AuthProvider>
          <Routes>
            <Route path="/properties" element={<ListingPage />} />
          </Routes>
        </AuthProvider>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

describe('ListingPage on the server', () => {
  it('renders from the URL and the query data alone, with both filter bars and both page bars', async () => {
    expect(typeof window).toBe('undefined');
    const html = await renderAt('city=Nashik&bedrooms=2%2B', 40);
    expect(html).toContain('Properties in Nashik');
    expect(html).toContain('40 properties');
    expect(html.match(/<article/g)).toHaveLength(LISTING_PAGE_SIZE);
    // The phone's bar (city button) and the desktop's (search box, filter buttons) are both there.
    expect(html).toContain('Change city');
    expect(html).toContain('Search city, locality or project');
    expect(html).toContain('Beds &amp; Baths');
    // Desktop and phone pagination: 1 2 3 4 and 1 2 3 4 (4 pages, no gaps).
    expect(html.match(/aria-label="Pages"/g)).toHaveLength(2);
    expect(html).not.toMatch(/Mui|css-[a-z0-9]+/);
  });

  it('renders the empty state', async () => {
    const html = await renderAt('city=Atlantis', 0);
    expect(html).toContain('No properties found matching your criteria');
    expect(html).toContain('href="/add-property"');
  });

  it('switches between the phone and desktop bars at MOBILE_FILTER_MAX_WIDTH', () => {
    const media = `@media (max-width: ${MOBILE_FILTER_MAX_WIDTH}px)`;
    for (const file of [
      './listing-page.module.css',
      '../components/property-grid.module.css',
      '../components/filter-tags.module.css',
    ]) {
      expect(readFileSync(new URL(file, import.meta.url), 'utf8')).toContain(media);
    }
  });
});
