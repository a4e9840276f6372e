import type { TCompareColumn, TCompareListing } from '@nivaas/shared/compare';
import type { TPropertyCard } from '@nivaas/shared/property';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { i18nFor } from '../../../lib/i18n/i18n';
import { compareRows } from '../lib/compare-table';
import { compareWords } from '../lib/compare-words';
import { CompareTable } from './compare-page';

/** The compare table on a Hindi page: its rows, the listings' facts in Hindi, prices in lakh. */
const listing = (over: Partial<TPropertyCard>): TCompareListing => ({
  id: over._id ?? 'a',
  available: true,
  listing: {
    _id: 'a',
    title: 'Sunrise 2 BHK',
    type: 'Apartment',
    status: 'For Sale',
    price: 9_500_000,
    bedrooms: 2,
    bathrooms: 2,
    area: 1000,
    floorNumber: 0,
    address: { street: 'College Road', city: 'Nashik', locality: 'Gangapur Road' },
    amenities: ['Gym', 'Parking'],
    possessionDate: '2027-03-15T00:00:00.000Z',
    constructionStatus: 'Under Construction',
    images: [],
    rera: null,
    ...over,
  } as TPropertyCard,
  ageOfProperty: 1,
  facing: 'East',
  pricePerSqft: 9500,
  localityMedian: { median: 9000, listings: 12 },
});
const COLUMNS: TCompareColumn[] = [
  listing({ _id: 'a' }),
  listing({ _id: 'b', title: 'Lake View 2 BHK', price: 8_000_000, amenities: ['Gym'] }),
  { id: 'c', available: false },
];

beforeAll(async () => {
  await loadHindi(['compare']);
});
afterEach(cleanup);

describe('the compare table in Hindi', () => {
  it('says its rows and the listings’ facts in Hindi, prices in lakh', () => {
    render(
      <InHindi path="/hi/compare?ids=a,b,c">
        <CompareTable columns={COLUMNS} />
      </InHindi>,
    );
    const table = screen.getByTestId('compare-table');
    expect(
      within(table).getByText('3 लिस्टिंग आमने-सामने। जिन पंक्तियों में वे अलग हैं, उन पर ‘अलग’ लिखा है।'),
    ).toBeTruthy();
    const price = within(table).getByRole('rowheader', { name: /^कीमत/ });
    expect(within(price).getByText('अलग')).toBeTruthy();
    const cells = within(price.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['₹ 95 लाख', '₹ 80 लाख', '—']);
    expect(within(table).getByRole('rowheader', { name: 'दिशा' })).toBeTruthy();
    expect(within(table).getAllByText('निर्माणाधीन, 15 मार्च 2027')).toHaveLength(2);
    expect(within(table).getAllByText('ग्राउंड')).toHaveLength(2);
    expect(within(table).getAllByText('पंजीकृत नहीं')).toHaveLength(2);
    expect(within(table).getByText('अब उपलब्ध नहीं')).toBeTruthy();
    // The amenities the product knows, in Hindi; the one not in every listing marked.
    expect(within(table).getAllByText('जिम')).toHaveLength(2);
    expect(within(table).getByText('पार्किंग').tagName).toBe('STRONG');
    expect(within(table).getByRole('link', { name: 'Sunrise 2 BHK' }).getAttribute('href')).toBe(
      '/hi/properties/a',
    );
  });

  it('keeps the English rows word for word', () => {
    const english = compareRows(COLUMNS, compareWords(i18nFor('en')));
    expect(english.map((r) => r.label)).toContain('₹/sq ft against the locality median');
    expect(english.find((r) => r.key === 'age')?.cells[0]).toBe('1 year');
    const hindi = compareRows(COLUMNS, compareWords(i18nFor('hi')));
    expect(hindi.find((r) => r.key === 'age')?.cells[0]).toBe('1 साल');
    expect(hindi.find((r) => r.key === 'pricePerSqft')?.cells[0]).toBe(
      '₹ 9,500/वर्ग फुट; इलाक़े का मीडियन ₹ 9,000 (+6%)',
    );
  });
});
