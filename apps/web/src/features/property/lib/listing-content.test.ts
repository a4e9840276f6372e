import { describe, expect, it } from 'vitest';
import { listingContent } from './listing-content';

describe('listingContent', () => {
  const property = { title: '  Riverside 3 BHK  ', description: ' Spacious flat near the river. ' };
  const withHindi = { ...property, titleHi: 'नदी किनारे 3 BHK फ्लैट', descriptionHi: 'नदी के पास बड़ा फ्लैट।' };

  it('shows the English title and description on an English page, not marked as another language', () => {
    expect(listingContent(withHindi, 'en')).toEqual({
      title: 'Riverside 3 BHK',
      description: 'Spacious flat near the river.',
      titleInEnglish: false,
      descriptionInEnglish: false,
    });
  });

  it('shows the agent’s Hindi title and description on a Hindi page', () => {
    expect(listingContent(withHindi, 'hi')).toEqual({
      title: 'नदी किनारे 3 BHK फ्लैट',
      description: 'नदी के पास बड़ा फ्लैट।',
      titleInEnglish: false,
      descriptionInEnglish: false,
    });
  });

  it('shows the English text on a Hindi page when there is no Hindi, and says it is English', () => {
    expect(listingContent({ ...property, titleHi: null, descriptionHi: ' ' }, 'hi')).toEqual({
      title: 'Riverside 3 BHK',
      description: 'Spacious flat near the river.',
      titleInEnglish: true,
      descriptionInEnglish: true,
    });
    expect(listingContent({ ...withHindi, descriptionHi: null }, 'hi')).toMatchObject({
      title: 'नदी किनारे 3 BHK फ्लैट',
      descriptionInEnglish: true,
    });
  });

  it('gives empty texts for a listing without them (the page shows its fallbacks)', () => {
    expect(listingContent({ title: null, description: undefined }, 'hi')).toEqual({
      title: '',
      description: '',
      titleInEnglish: false,
      descriptionInEnglish: false,
    });
  });
});
