import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { localityQueryOptions, type TLocality } from '../api/get-locality';
import LocalityPage from './locality-page';

const stats = (median: number | null, listings: number, low = median, high = median) => ({
  median,
  listings,
  low,
  high,
});
const month = (m: number, sale: number | null, rent: number | null) => ({
  month: `2026-${String(m).padStart(2, '0')}`,
  sale: { listings: sale === null ? 2 : 8, median: sale },
  rent: { listings: rent === null ? 1 : 6, median: rent },
});

/** Gangapur Road as the API answers it: figures for sale and rent, a type with too few for rent. */
const GANGAPUR: TLocality = {
  city: 'Nashik',
  locality: 'Gangapur Road',
  state: 'Maharashtra',
  path: '/properties/in/nashik/gangapur-road',
  forSale: 24,
  forRent: 9,
  all: { sale: stats(6_450, 22, 5_800, 7_200), rent: stats(18.46, 8, 15, 21.5) },
  byType: [
    {
      type: 'Apartment / Flat',
      forSale: 20,
      forRent: 3,
      sale: stats(6_500, 18, 5_900, 7_100),
      rent: stats(null, 3, null, null),
    },
  ],
  trend: Array.from({ length: 12 }, (_, i) => month(i + 1, 6_000 + i * 40, i % 3 ? 18 + i / 10 : null)),
  cheapestSale: [],
  cheapestRent: [],
  newest: [],
};

function renderHindi() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(localityQueryOptions('nashik', 'gangapur-road').queryKey, GANGAPUR);
  return render(
    <InHindi path="/hi/properties/in/nashik/gangapur-road" client={client}>
      <Routes>
        <Route path="/hi/properties/in/:city/:locality" element={<LocalityPage />} />
      </Routes>
    </InHindi>,
  );
}

beforeAll(() => loadHindi(['localities']));
afterEach(cleanup);

describe('the locality prices page in Hindi', () => {
  it('says its heading, figures, tables and chart in Hindi, prices per वर्ग फुट, the places as written', () => {
    renderHindi();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Gangapur Road, Nashik में प्रॉपर्टी की कीमतें',
    );
    expect(screen.getByText('बिक्री के लिए 24 लिस्टिंग · किराये के लिए 9 लिस्टिंग')).toBeTruthy();
    expect(screen.getByText(/^ये निवास की लिस्टिंग में माँगी गई कीमतें हैं/)).toBeTruthy();

    const sale = screen.getByRole('region', { name: 'बिक्री के लिए' });
    expect(within(sale).getByTestId('sale-median').textContent).toBe('₹ 6,450/वर्ग फुट');
    expect(within(sale).getByText('मीडियन माँगी गई कीमत')).toBeTruthy();
    expect(within(sale).getByText('बीच की आधी लिस्टिंग: ₹ 5,800 – ₹ 7,200/वर्ग फुट')).toBeTruthy();
    expect(within(sale).getByText('एरिया वाली 22 लिस्टिंग से')).toBeTruthy();
    expect(within(sale).getByText('कुल 24 लिस्टिंग')).toBeTruthy();
    const rent = screen.getByRole('region', { name: 'किराये के लिए' });
    expect(within(rent).getByTestId('rent-median').textContent).toBe('₹ 18.5/वर्ग फुट /माह');
    expect(within(rent).getByText('मीडियन माँगा गया किराया')).toBeTruthy();

    // The trend: its headings, both charts named in Hindi, a point per month with a figure.
    expect(screen.getByRole('heading', { level: 2, name: '12 महीनों का रुझान' })).toBeTruthy();
    const saleChart = screen.getByRole('img', {
      name: 'बिक्री के लिए प्रति वर्ग फुट मीडियन माँगी गई कीमत, महीने के हिसाब से',
    });
    expect(saleChart.querySelectorAll('circle')).toHaveLength(12);
    const rentChart = screen.getByRole('img', {
      name: 'प्रति वर्ग फुट प्रति माह मीडियन माँगा गया किराया, महीने के हिसाब से',
    });
    expect(rentChart.querySelectorAll('circle')).toHaveLength(8);
    const axis = [...saleChart.querySelectorAll('text')].map((t) => t.textContent);
    expect(axis).toEqual(expect.arrayContaining(['फ़र॰', 'दिस॰']));
    expect(axis.some((t) => /^₹ [\d,]+$/.test(t ?? ''))).toBe(true);

    // The month table: hi-IN months, rents a month.
    const months = screen.getByRole('region', { name: 'महीने के हिसाब से मीडियन' });
    expect(within(months).getByRole('columnheader', { name: 'महीना' })).toBeTruthy();
    const november = within(months).getByRole('rowheader', { name: 'नवंबर 2026' }).closest('tr');
    expect(november?.textContent).toContain('₹ 6,400/वर्ग फुट (8)');
    expect(
      within(months).getByRole('rowheader', { name: 'जनवरी 2026' }).closest('tr')?.textContent,
    ).toContain('– (1)');

    // By type: the type's Hindi name, too few listings said in Hindi.
    const types = screen.getAllByRole('region', { name: 'प्रॉपर्टी के प्रकार के हिसाब से' })[0] as HTMLElement;
    const flat = within(types).getByRole('rowheader', { name: 'अपार्टमेंट / फ्लैट' }).closest('tr');
    expect(flat?.textContent).toContain('20 बिक्री के लिए');
    expect(flat?.textContent).toContain('3 किराये के लिए');
    expect(flat?.textContent).toContain('3 (बहुत कम)');
    expect(screen.getByText('किराया प्रति वर्ग फुट, प्रति माह है।')).toBeTruthy();

    // Its links lead to the Hindi pages; nothing of the page's own English is left.
    expect(screen.getByRole('link', { name: 'Nashik में सभी प्रॉपर्टी' }).getAttribute('href')).toBe(
      '/hi/properties?city=Nashik',
    );
    const trail = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(within(trail).getByRole('link', { name: 'Nashik' }).getAttribute('href')).toBe(
      '/hi/properties?city=Nashik',
    );
    expect(within(trail).getByRole('link', { name: 'होम' }).getAttribute('href')).toBe('/hi');
    const shown = document.body.cloneNode(true) as HTMLElement;
    for (const script of shown.querySelectorAll('script')) script.remove();
    expect(shown.textContent).not.toMatch(/for sale|for rent|median|sq ft|Trend|listings/i);
  });

  it('says in Hindi why a figure is missing', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(localityQueryOptions('nashik', 'gangapur-road').queryKey, {
      ...GANGAPUR,
      all: { sale: stats(null, 1), rent: stats(null, 0) },
      trend: GANGAPUR.trend.map((m) => ({
        ...m,
        sale: { listings: 1, median: null },
        rent: { listings: 0, median: null },
      })),
    });
    render(
      <InHindi path="/hi/properties/in/nashik/gangapur-road" client={client}>
        <Routes>
          <Route path="/hi/properties/in/:city/:locality" element={<LocalityPage />} />
        </Routes>
      </InHindi>,
    );
    expect(screen.getByText('एरिया वाली सिर्फ़ 1 लिस्टिंग: 5 से कम, इसलिए कोई आँकड़ा नहीं')).toBeTruthy();
    expect(screen.getByText('अभी एरिया वाली कोई लिस्टिंग नहीं')).toBeTruthy();
    expect(screen.getByText('अभी तक किसी महीने में एरिया वाली 5 या ज़्यादा लिस्टिंग नहीं थीं।')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
