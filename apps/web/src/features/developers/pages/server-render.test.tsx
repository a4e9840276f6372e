// @vitest-environment node
import type { TDeveloper } from '@nivaas/shared/developer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { developerListingsQueryOptions } from '../api/get-developer-listings';
import { developerQueryOptions } from '../api/get-developer';
import { developersQueryOptions } from '../api/get-developers';
import { toDeveloperQuery, parseDeveloperFilters } from '../lib/developer-filters';
import { storedDeveloper } from '../lib/form-test-fixtures';
import DeveloperPage from './developer-page';
import DevelopersPage from './developers-page';

const builders: TDeveloper[] = Array.from({ length: 14 }, (_, i) =>
  storedDeveloper({ _id: `dev-${i + 1}`, name: `Builder ${i + 1}` }),
);

/** A page as a server would render it: no window, its answers already in the cache. */
function renderAt(url: string): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const search = new URL(url, 'http://nivaas.invalid').searchParams;
  client.setQueryData(
    developersQueryOptions(toDeveloperQuery(parseDeveloperFilters(search))).queryKey,
    builders,
  );
  client.setQueryData(developersQueryOptions({}).queryKey, builders);
  client.setQueryData(developerQueryOptions('dev-1').queryKey, builders[0]);
  client.setQueryData(developerListingsQueryOptions('dev-1', 1).queryKey, {
    success: true,
    data: [],
    pagination: { page: 1, limit: 6, total: 0, pages: 0 },
  });
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={url}>
        <AuthProvider>
          <Routes>
            <Route path="/developers" element={<DevelopersPage />} />
            <Route path="/developers/:id" element={<DeveloperPage />} />
          </Routes>
        </AuthProvider>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

describe('the builder pages on the server', () => {
  it('draws the directory from the address and the answer alone, the same every time', () => {
    expect(typeof window).toBe('undefined');
    const html = renderAt('/developers?city=Pune&page=2');
    expect(html).toContain('>Builders</h1>');
    expect(html).toContain('14 builders found');
    // Page 2 of 12 a page.
    expect(html.match(/<article/g)).toHaveLength(2);
    // The phone's Filters button and the fields are both drawn; CSS shows what fits the screen.
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Founded from');
    expect(html).toContain('Remove City: Pune');
    expect(html).not.toMatch(/Mui|css-[a-z0-9]{5,}/);
    expect(renderAt('/developers?city=Pune&page=2')).toBe(html);
  });

  it('draws a builder’s page with its sections, tabs and summary, the same every time', () => {
    const html = renderAt('/developers/dev-1');
    expect(html).toMatch(/<h1[^>]*>Builder 1<\/h1>/);
    expect(html).toContain('aria-label="Builder sections"');
    expect(html).toContain('aria-current="location"');
    for (const heading of ['Overview', 'Projects', 'Key team members', 'Specializations', 'Contact']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toMatch(/Established in (<!-- -->)?1991/);
    expect(html).toContain('At a glance');
    // The delete dialog's code is not part of the page until it is wanted.
    expect(html).not.toContain('Delete builder?');
    expect(html).not.toMatch(/Mui|css-[a-z0-9]{5,}/);
    expect(renderAt('/developers/dev-1')).toBe(html);
  });
});
