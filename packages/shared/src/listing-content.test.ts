import { describe, expect, it } from 'vitest';
import { listingDescription, listingTitle } from './listing-content';

describe('listingTitle and listingDescription', () => {
  const both = {
    title: '2 BHK flat',
    titleHi: ' 2 बीएचके फ्लैट ',
    description: 'Bright',
    descriptionHi: 'हवादार',
  };

  it('give the Hindi text on a Hindi page when the agent wrote one', () => {
    expect(listingTitle(both, 'hi')).toEqual({ text: '2 बीएचके फ्लैट', lang: 'hi' });
    expect(listingDescription(both, 'hi')).toEqual({ text: 'हवादार', lang: 'hi' });
  });

  it('give the English text on an English page, whatever Hindi there is', () => {
    expect(listingTitle(both, 'en')).toEqual({ text: '2 BHK flat', lang: 'en' });
    expect(listingDescription(both, 'en')).toEqual({ text: 'Bright', lang: 'en' });
  });

  it('fall back to English, marked as English, when the Hindi is missing or blank', () => {
    expect(listingTitle({ title: 'Plot', titleHi: null }, 'hi')).toEqual({ text: 'Plot', lang: 'en' });
    expect(listingDescription({ description: 'Corner plot', descriptionHi: '  ' }, 'hi')).toEqual({
      text: 'Corner plot',
      lang: 'en',
    });
  });

  it('give null when there is no text in either language', () => {
    expect(listingTitle({ title: ' ', titleHi: null }, 'hi')).toBeNull();
    expect(listingTitle({}, 'en')).toBeNull();
  });
});
