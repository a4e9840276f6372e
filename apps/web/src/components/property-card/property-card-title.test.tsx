import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InHindi, loadHindi } from '../../../test/hindi';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import { PropertyCard, type TPropertyCardData } from './property-card';

/** The card's title in the page's language: the agent's Hindi title on Hindi pages (issue 19). */
const listing = (over: Partial<TPropertyCardData> = {}): TPropertyCardData => ({
  _id: '00000000-0000-4000-8000-000000000001',
  title: '2 BHK flat near Gangapur Road',
  titleHi: 'गंगापुर रोड के पास 2 बीएचके फ्लैट',
  status: 'For Sale',
  price: 6_500_000,
  type: 'Apartment',
  bedrooms: 2,
  bathrooms: 2,
  area: 950,
  address: { city: 'Nashik', locality: 'Gangapur Road', state: 'Maharashtra' },
  ...over,
});

beforeAll(() => loadHindi([]));
afterEach(cleanup);

const titleLink = () => screen.getByRole('heading', { level: 3 }).querySelector('a') as HTMLAnchorElement;

describe('the property card’s title', () => {
  it('is the Hindi title on a Hindi page, linking to the Hindi detail', () => {
    render(
      <InHindi path="/hi/properties">
        <PropertyCard property={listing()} />
      </InHindi>,
    );
    expect(titleLink().textContent).toBe('गंगापुर रोड के पास 2 बीएचके फ्लैट');
    expect(titleLink().getAttribute('lang')).toBeNull();
    expect(titleLink().getAttribute('href')).toBe('/hi/properties/00000000-0000-4000-8000-000000000001');
  });

  it('is the English title, marked English, on a Hindi page when there is no Hindi one', () => {
    render(
      <InHindi path="/hi/properties">
        <PropertyCard property={listing({ titleHi: null })} />
      </InHindi>,
    );
    expect(titleLink().textContent).toBe('2 BHK flat near Gangapur Road');
    expect(titleLink().getAttribute('lang')).toBe('en');
  });

  it('is the English title on an English page', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/properties']}>
          <LocaleProvider>
            <PropertyCard property={listing()} />
          </LocaleProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(titleLink().textContent).toBe('2 BHK flat near Gangapur Road');
    expect(titleLink().getAttribute('lang')).toBeNull();
  });
});
