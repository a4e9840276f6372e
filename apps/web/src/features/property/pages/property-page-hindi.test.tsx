import type { TProperty } from '@nivaas/shared/property';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import PropertyPage from './property-page';

/** The detail page drawn as the app draws it on /hi/properties/:id and on /properties/:id. */
const SLOW = { timeout: 20_000 };
const DESCRIPTION = 'Spacious flat with lots of light, near the river.';

const property = {
  _id: 'p1',
  title: 'Riverside 3 BHK with a view',
  description: DESCRIPTION,
  price: 12_500_000,
  status: 'For Sale',
  type: 'Apartment',
  bedrooms: 3,
  bathrooms: 2,
  area: 1360,
  address: {
    street: 'College Road',
    locality: 'Gangapur Road',
    city: 'Nashik',
    state: 'Maharashtra',
    zipCode: '422005',
  },
  images: [],
  amenities: ['Swimming Pool', 'Gym', 'Rooftop Yoga'],
  highlights: ['Corner flat'],
  constructionStatus: 'Under Construction',
  possessionDate: '2027-03-15T00:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ageOfProperty: 0,
  agent: { _id: 'a1', name: 'Meera Kulkarni', company: 'Godavari Homes', mobile: null },
  nearbyLocalities: { hasSchool: true, school: 'Ryan International' },
  projectDetails: {},
  similarProperties: [],
  isListed: true,
  featured: false,
} as unknown as TProperty;

beforeAll(async () => {
  await loadHindi(['forms', 'detail']);
});
afterEach(cleanup);

function renderPage(path: string, listing: TProperty = property) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['properties', 'detail', 'p1', 'anonymous'], listing);
  return render(
    <InHindi path={path} client={client}>
      <Routes>
        <Route path="/hi/properties/:id" element={<PropertyPage />} />
        <Route path="/properties/:id" element={<PropertyPage />} />
      </Routes>
    </InHindi>,
  );
}

describe('the property detail page in Hindi', () => {
  it(
    'says its words and the listing data in Hindi, prices in lakh and crore, dates as hi-IN writes them',
    SLOW,
    async () => {
      renderPage('/hi/properties/p1');
      const heading = await screen.findByRole('heading', { level: 1 });
      // The listing's own title stays as its agent wrote it.
      expect(heading.textContent).toContain('Riverside 3 BHK with a view');
      const header = heading.closest('header') as HTMLElement;
      expect(within(header).getByText('बिक्री के लिए')).toBeTruthy();
      expect(within(header).getByText('Meera Kulkarni')).toBeTruthy();
      expect(header.textContent).toContain('Meera Kulkarni, Godavari Homes द्वारा डाली गई');
      expect(within(header).getByRole('button', { name: 'शेयर करें' })).toBeTruthy();

      const facts = screen.getByLabelText('मुख्य बातें');
      expect(within(facts).getByText('अपार्टमेंट / फ्लैट')).toBeTruthy();
      expect(within(facts).getByText('1,360 वर्ग फुट')).toBeTruthy();
      expect(within(facts).getByText('निर्माणाधीन')).toBeTruthy();
      expect(within(facts).getByText('15 मार्च 2027')).toBeTruthy();

      // The price card: every rupee, then lakh and crore by name.
      const price = screen.getByRole('region', { name: 'कीमत की जानकारी' });
      expect(within(price).getByText('₹ 1,25,00,000')).toBeTruthy();
      expect(within(price).getByText('₹ 1.25 करोड़')).toBeTruthy();
      expect(within(price).getByText('₹ 9,191 प्रति वर्ग फुट')).toBeTruthy();

      // Sections, their tabs, and the amenities the product knows (an unknown one as stored).
      const nav = screen.getByRole('navigation', { name: 'हिस्से' });
      expect(within(nav).getByRole('link', { name: 'झलक' })).toBeTruthy();
      for (const name of ['झलक', 'ख़ास बातें', 'इस प्रोजेक्ट के आसपास', 'सुविधाएँ', 'बिल्डर के बारे में']) {
        expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
      }
      const amenities = screen.getByRole('region', { name: 'सुविधाएँ' });
      expect(within(amenities).getByText('स्विमिंग पूल')).toBeTruthy();
      expect(within(amenities).getByText('जिम')).toBeTruthy();
      expect(within(amenities).getByText('Rooftop Yoga')).toBeTruthy();
      expect(screen.getByText('स्कूल')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'एजेंट से संपर्क करें' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'इस लिस्टिंग की शिकायत करें' })).toBeTruthy();

      // No English words of the page's own.
      for (const english of [
        'Overview',
        'Amenities',
        'Key facts',
        'For Sale',
        'Price details',
        'Contact Agent',
      ]) {
        expect(screen.queryByText(english), english).toBeNull();
      }
    },
  );

  it('marks the English description as English, with a note beside it', SLOW, async () => {
    renderPage('/hi/properties/p1');
    const overview = await screen.findByRole('region', { name: 'झलक' });
    expect(within(overview).getByText('विवरण अंग्रेज़ी में')).toBeTruthy();
    expect(within(overview).getByText(DESCRIPTION).getAttribute('lang')).toBe('en');
  });

  it('shows the agent’s Hindi title and description when given, with no language note', SLOW, async () => {
    const TITLE_HI = 'नदी किनारे 3 BHK फ्लैट';
    const DESCRIPTION_HI = 'नदी के पास बड़ा और हवादार फ्लैट।';
    renderPage('/hi/properties/p1', { ...property, titleHi: TITLE_HI, descriptionHi: DESCRIPTION_HI });
    const heading = await screen.findByRole('heading', { level: 1, name: TITLE_HI });
    expect(heading.getAttribute('lang')).toBeNull();
    const overview = screen.getByRole('region', { name: 'झलक' });
    expect(within(overview).getByText(DESCRIPTION_HI).getAttribute('lang')).toBeNull();
    expect(within(overview).queryByText('विवरण अंग्रेज़ी में')).toBeNull();
    expect(screen.queryByText(DESCRIPTION)).toBeNull();
  });

  it('marks an English title on the Hindi page as English', SLOW, async () => {
    renderPage('/hi/properties/p1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Riverside 3 BHK with a view' });
    expect(heading.getAttribute('lang')).toBe('en');
  });

  it('opens the report dialog in Hindi', SLOW, async () => {
    renderPage('/hi/properties/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'इस लिस्टिंग की शिकायत करें' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('क्या ग़लत है?')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'ग़लत कीमत' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'शिकायत भेजें' })).toBeTruthy();
  });
});

describe('the property detail page in English', () => {
  it('keeps the spec’s words and the data as stored, with no language note', SLOW, async () => {
    renderPage('/properties/p1');
    const heading = await screen.findByRole('heading', { level: 1 });
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByText('For Sale')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeTruthy();
    expect(screen.getAllByText('Apartment / Flat').length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹ 1.25 Cr').length).toBeGreaterThan(0);
    expect(screen.getByText('₹ 9,191 per sq ft')).toBeTruthy();
    expect(screen.getAllByText('15 Mar 2027').length).toBeGreaterThan(0);
    expect(screen.getByText('Swimming Pool')).toBeTruthy();
    expect(screen.queryByText('Description in English')).toBeNull();
    expect(screen.getByText(DESCRIPTION).getAttribute('lang')).toBeNull();
  });
});
