import { describe, expect, it } from 'vitest';
import { parseMessage, Translator } from './runtime';

describe('the i18n runtime', () => {
  const en = new Translator('en', {});

  it('says source messages with their values', () => {
    expect(en._({ id: 'a', message: 'Search in {city}...', values: { city: 'Pune' } })).toBe(
      'Search in Pune...',
    );
    expect(en._({ id: 'b', message: 'Plain text' })).toBe('Plain text');
    expect(parseMessage("It''s '{'literal'}'")).toEqual(["It's {literal}"]);
  });

  it('chooses plural forms by the language, with # as the number', () => {
    const message = '{n, plural, =0 {No flats} one {# flat} other {# flats}}';
    expect(en._({ id: 'c', message, values: { n: 0 } })).toBe('No flats');
    expect(en._({ id: 'c', message, values: { n: 1 } })).toBe('1 flat');
    expect(en._({ id: 'c', message, values: { n: 1200 } })).toBe('1,200 flats');
    const hi = new Translator('hi', {
      [message]: [['n', 'plural', { one: ['#', ' फ्लैट'], other: ['#', ' फ्लैट'] }]],
    });
    expect(hi._({ message, values: { n: 150000 } })).toBe('1,50,000 फ्लैट');
  });

  it('takes an exact case of a compiled catalog (=0, which Lingui compiles to 0) before the category', () => {
    const message = '{n, plural, one {# builder found} other {# builders found}}';
    const hi = new Translator('hi', {
      [message]: [['n', 'plural', { 0: ['कोई नहीं'], one: ['#', ' मिला'], other: ['#', ' मिले'] }]],
    });
    expect([0, 1, 2].map((n) => hi._({ message, values: { n } }))).toEqual(['कोई नहीं', '1 मिला', '2 मिले']);
  });

  it('writes every count as Intl writes it in the language, small ones without Intl', () => {
    const message = '{n, plural, other {# flats}}';
    const hi = new Translator('hi', { [message]: [['n', 'plural', { other: ['#', ' फ्लैट'] }]] });
    for (const n of [0, 7, 999, 1000, -999, -1000, 2.5, 99999, 1234567]) {
      expect(en._({ message, values: { n } })).toBe(`${new Intl.NumberFormat('en-IN').format(n)} flats`);
      expect(hi._({ message, values: { n } })).toBe(`${new Intl.NumberFormat('hi-IN').format(n)} फ्लैट`);
    }
  });

  it('uses the catalog of its language (keyed by the English text) before the source text', () => {
    const hi = new Translator('hi', {
      'Search properties': 'प्रॉपर्टी खोजें',
      'Search in {city}...': [['city'], ' में खोजें...'],
    });
    expect(hi._({ message: 'Search properties' })).toBe('प्रॉपर्टी खोजें');
    expect(hi._({ message: 'Search in {city}...', values: { city: 'Pune' } })).toBe('Pune में खोजें...');
    expect(hi._({ message: 'Missing' })).toBe('Missing');
  });

  it('chooses select cases', () => {
    const message = '{kind, select, rent {To rent} other {For sale}}';
    expect(en._({ id: 's', message, values: { kind: 'rent' } })).toBe('To rent');
    expect(en._({ id: 's', message, values: { kind: 'x' } })).toBe('For sale');
  });
});
