// @vitest-environment node
import type { TDeveloper } from '@nivaas/shared/developer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHindi } from '../../../../test/hindi';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { LocaleProvider } from '../../../lib/i18n/locale-provider';
import { routeMeta } from '../../../prerender/route-meta';
import { META_ROUTES } from '../../../app/route-ids';
import { hindiRouteId } from '../../../app/hindi-routes';
import { developerListingsQueryOptions } from '../api/get-developer-listings';
import { developerQueryOptions } from '../api/get-developer';
import { developersQueryOptions } from '../api/get-developers';
import { toDeveloperQuery, parseDeveloperFilters } from '../lib/developer-filters';
import { storedDeveloper } from '../lib/form-test-fixtures';
import DeveloperPage from './developer-page';
import DevelopersPage from './developers-page';

const hindiId = hindiRouteId(META_ROUTES.developer);

const builders: TDeveloper[] = Array.from({ length: 14 }, (_, i) =>
  storedDeveloper({ _id: `dev-${i + 1}`, name: `Builder ${i + 1}` }),
);

/** The cache a server fills before it draws a builder page: the directory's and dev-1's answers. */
function filledClient(url: string): QueryClient {
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
  return client;
}

/** A page as a server would render it: no window, its answers already in the cache. */
function renderAt(url: string): string {
  return renderToString(
    <QueryClientProvider client={filledClient(url)}>
      <StaticRouter location={url}>
        <LocaleProvider>
          <AuthProvider>
            <Routes>
              {['', '/hi'].flatMap((prefix) => [
                <Route key={`${prefix}-list`} path={`${prefix}/developers`} element={<DevelopersPage />} />,
                <Route key={`${prefix}-one`} path={`${prefix}/developers/:id`} element={<DeveloperPage />} />,
              ])}
            </Routes>
          </AuthProvider>
        </LocaleProvider>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

describe('the builder pages on the server', () => {
  // As a Hindi route's loader does (the frame's part and the builders'), before anything draws.
  beforeAll(() => loadHindi(['developers']));

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

  it('draws a builder’s page in Hindi at /hi: its sections, facts and links in Hindi, its data as written', () => {
    const html = renderAt('/hi/developers/dev-1');
    expect(html).toMatch(/<h1[^>]*>Builder 1<\/h1>/);
    for (const heading of ['झलक', 'प्रोजेक्ट', 'टीम के मुख्य लोग', 'ख़ासियत', 'संपर्क']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain('aria-label="बिल्डर के हिस्से"');
    expect(html).toContain('1991 में स्थापित');
    expect(html).toContain('एक नज़र में');
    expect(html).toContain('बिल्डर से संपर्क करें');
    expect(html).toContain('इस बिल्डर की कोई प्रॉपर्टी अभी लिस्ट नहीं है।');
    // The builder's own words stay as written; the trail leads to the Hindi directory.
    expect(html).toContain('Pune builder of family homes since 1991.');
    expect(html).toContain('href="/hi/developers"');
    expect(html).toContain('aria-label="आप यहाँ हैं"');
    expect(html).not.toMatch(/>(Overview|At a glance|Contact Developer)</);
    expect(renderAt('/hi/developers/dev-1')).toBe(html);
  });

  it('draws the Hindi directory: its count, filters and cards in Hindi, each card to the Hindi page', () => {
    const html = renderAt('/hi/developers?city=Pune&page=2');
    expect(html).toContain('>बिल्डर</h1>');
    expect(html).toContain('14 बिल्डर मिले');
    expect(html).toContain('स्थापना, इस साल से');
    expect(html).toContain('शहर: Pune हटाएँ');
    expect(html).toContain('href="/hi/developers/dev-13"');
    expect(html).toContain('>बिल्डर देखें<');
    expect(html).not.toContain('builders found');
  });

  it('gives the Hindi builder page its head tags in Hindi: title, description, canonical and both languages', () => {
    const client = filledClient('/hi/developers/dev-1');
    client.setQueryData(developerQueryOptions('dev-1').queryKey, {
      ...(builders[0] as TDeveloper),
      description: '',
    });
    const args = { url: new URL('http://x/hi/developers/dev-1'), params: { id: 'dev-1' }, client };
    const hindi = routeMeta([hindiId], { ...args, baseUrl: 'https://nivaas.in' });
    expect(hindi?.title).toBe('Builder 1 – बिल्डर | Nivaas');
    expect(hindi?.description).toBe('Builder 1, Pune, Maharashtra के रियल एस्टेट बिल्डर, निवास पर।');
    expect(hindi?.url).toBe('https://nivaas.in/hi/developers/dev-1');
    expect(hindi?.alternates).toEqual([
      { hreflang: 'en', href: 'https://nivaas.in/developers/dev-1' },
      { hreflang: 'hi', href: 'https://nivaas.in/hi/developers/dev-1' },
      { hreflang: 'x-default', href: 'https://nivaas.in/developers/dev-1' },
    ]);
    const english = routeMeta([META_ROUTES.developer], { ...args, baseUrl: 'https://nivaas.in' });
    expect(english?.title).toBe('Builder 1 – Builder | Nivaas');
    expect(english?.description).toBe('Builder 1, real estate developer in Pune, Maharashtra, on Nivaas.');
    expect(english?.url).toBe('https://nivaas.in/developers/dev-1');
    expect(english?.alternates).toEqual(hindi?.alternates);
  });
});
