import { formatPercentChange, formatPerSqFt } from '@nivaas/shared/format-price';
import { localityPath, localitySlug } from '@nivaas/shared/locality-slug';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHindi } from '../../../../test/hindi';
import { i18nFor } from '../../../lib/i18n/i18n';
import type { TLocality } from '../api/get-locality';
import { localityDescription, localityJsonLd, monthText, rangeText, tooFew } from './locality-display';

const en = i18nFor('en');

const none = { listings: 3, median: null, low: null, high: null };
const locality: TLocality = {
  city: 'Navi Mumbai',
  locality: 'Kharghar',
  state: 'Maharashtra',
  path: '/properties/in/navi-mumbai/kharghar',
  forSale: 12,
  forRent: 3,
  all: { sale: { listings: 10, median: 8000, low: 5125, high: 10000 }, rent: none },
  byType: [],
  trend: [
    { month: '2025-12', sale: { listings: 0, median: null }, rent: { listings: 0, median: null } },
    { month: '2026-11', sale: { listings: 10, median: 8000 }, rent: { listings: 3, median: null } },
  ],
  cheapestSale: [],
  cheapestRent: [],
  newest: [],
};

describe('locality prices on the page', () => {
  it('writes the figures with the shared formatters', () => {
    expect(formatPerSqFt(5123)).toBe('₹ 5,123/sq ft');
    expect(formatPerSqFt(45.46, true)).toBe('₹ 45.5/sq ft /mo');
    expect(formatPercentChange(7)).toBe('+7%');
    expect(formatPercentChange(-3)).toBe('-3%');
    expect(rangeText(locality.all.sale, false, en)).toBe('₹ 5,125 – ₹ 10,000/sq ft');
    expect(rangeText(none, true, en)).toBeNull();
  });

  it('says why a figure is missing', () => {
    expect(tooFew(3, en)).toBe('Only 3 listings with an area: fewer than 5, so no figure');
    expect(tooFew(0, en)).toBe('No listings with an area yet');
  });

  it('slugs names as the database does', () => {
    expect(localitySlug(' Andheri (West) ')).toBe('andheri-west');
    expect(localityPath('Navi Mumbai', 'Sector 21, Kharghar')).toBe(
      '/properties/in/navi-mumbai/sector-21-kharghar',
    );
    expect(localityPath('Pune', '—')).toBeNull();
  });

  it('marks the page up as a Dataset of the locality, valid JSON, with no figure below 5 listings', () => {
    const ld = JSON.parse(JSON.stringify(localityJsonLd(locality, en, 'https://nivaas.example/x')));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      name: 'Property prices in Kharghar, Navi Mumbai',
      url: 'https://nivaas.example/x',
      temporalCoverage: '2025-12/2026-11',
      spatialCoverage: { '@type': 'Place', containedInPlace: { '@type': 'City', name: 'Navi Mumbai' } },
    });
    // The rent rests on 3 listings: not measured.
    expect(ld.variableMeasured).toEqual([
      {
        '@type': 'PropertyValue',
        name: 'Median asking price per sq ft, for sale',
        value: 8000,
        minValue: 5125,
        maxValue: 10000,
        unitText: 'INR per sq ft',
        description: 'Median and 25th–75th percentile of 10 listings',
      },
    ]);
    expect(localityDescription(locality, en)).toBe(
      'Asking prices per sq ft in Kharghar, Navi Mumbai from listings on Nivaas; median ₹ 8,000/sq ft for sale (10 listings). 12 homes for sale and 3 homes for rent.',
    );
  });

  describe('in Hindi', () => {
    beforeAll(() => loadHindi(['localities']));

    it('says the figures, counts, months and description in Hindi, the places as written', () => {
      const hi = i18nFor('hi');
      expect(rangeText(locality.all.sale, false, hi)).toBe('₹ 5,125 – ₹ 10,000/वर्ग फुट');
      expect(rangeText({ listings: 6, median: 40, low: 30.04, high: 45.46 }, true, hi)).toBe(
        '₹ 30 – ₹ 45.5/वर्ग फुट /माह',
      );
      expect(tooFew(1, hi)).toBe('एरिया वाली सिर्फ़ 1 लिस्टिंग: 5 से कम, इसलिए कोई आँकड़ा नहीं');
      expect(tooFew(0, hi)).toBe('अभी एरिया वाली कोई लिस्टिंग नहीं');
      expect(monthText('2026-11', hi)).toBe('नवंबर 2026');
      expect(monthText('2026-11', en)).toBe('Nov 2026');
      expect(localityDescription(locality, hi)).toBe(
        'Kharghar, Navi Mumbai में निवास की लिस्टिंग से प्रति वर्ग फुट माँगी गई कीमतें; बिक्री के लिए मीडियन ₹ 8,000/वर्ग फुट (10 लिस्टिंग)। बिक्री के लिए 12 घर और किराये के लिए 3 घर।',
      );
      expect(localityJsonLd(locality, hi)).toMatchObject({
        name: 'Kharghar, Navi Mumbai में प्रॉपर्टी की कीमतें',
        spatialCoverage: { name: 'Kharghar, Navi Mumbai' },
      });
    });
  });
});
