import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart } from '../../../lib/i18n/i18n';
import type { Translator } from '../../../lib/i18n/runtime';
import { countLabel } from '../components/results-toolbar';
import { EMPTY_FILTERS, filterTags, listingDescription, listingHeading } from './filters';
import { priceButtonLabel } from './price';

let hi: Translator;
beforeAll(async () => {
  // The listing's words are a part of their own, loaded by the Hindi listing route with the frame's.
  hi = await loadCatalogPart('hi', 'listing');
});

describe('the listing in Hindi', () => {
  it('has its heading and description in Hindi, the place as written', () => {
    expect(listingHeading({ propertyType: 'RENT', city: 'Pune', state: '' }, hi)).toBe(
      'Pune में किराये के लिए प्रॉपर्टी',
    );
    expect(listingHeading({ propertyType: 'ALL', city: '', state: '' }, hi)).toBe('प्रॉपर्टी');
    expect(listingDescription('प्रॉपर्टी', hi)).toBe(
      'प्रॉपर्टी — निवास पर सत्यापित लिस्टिंग, रुपये में सही कीमत के साथ।',
    );
    // English word for word as before.
    expect(listingHeading({ propertyType: 'BUY', city: 'Nashik', state: '' })).toBe(
      'Properties for sale in Nashik',
    );
    expect(listingDescription('Properties')).toBe(
      'Properties on Nivaas: verified listings with honest prices in rupees.',
    );
  });

  it('counts properties with Indian digit groups and the plural of the language', () => {
    expect(countLabel(1, false, hi)).toBe('1 प्रॉपर्टी');
    expect(countLabel(150_000, false, hi)).toBe('1,50,000 प्रॉपर्टी');
    expect(countLabel(2_347, true, hi)).toBe('लगभग 2,300 प्रॉपर्टी');
    expect(countLabel(20_000, true, hi)).toBe('10,000+ प्रॉपर्टी');
  });

  it('names each active filter in Hindi, with prices in lakh and crore', () => {
    const tags = filterTags(
      {
        ...EMPTY_FILTERS,
        propertyType: 'BUY',
        type: 'Apartment',
        bedrooms: '2+',
        priceMin: '4500000',
        priceMax: '15000000',
        minArea: '1000',
        rera: true,
        priceDropped: true,
      },
      hi,
    ).map((t) => t.label);
    expect(tags).toEqual([
      'ख़रीदें',
      expect.stringMatching(/[\u0900-\u097F]/),
      '45 लाख – 1.5 करोड़',
      '2+ बेडरूम',
      '1,000+ वर्ग फुट',
      'सिर्फ़ रेरा में पंजीकृत',
      'कीमत घटी',
    ]);
    expect(priceButtonLabel('RENT', '', '', hi)).toBe('मासिक किराया');
    expect(priceButtonLabel('BUY', '', '5000000', hi)).toBe('50 लाख तक');
    expect(priceButtonLabel('BUY', '', '5000000')).toBe('Up to 50 Lac');
  });
});
