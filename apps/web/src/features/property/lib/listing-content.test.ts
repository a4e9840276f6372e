import { describe, expect, it } from 'vitest';
import { listingContent } from './listing-content';

describe('listingContent', () => {
  const property = { title: '  Riverside 3 BHK  ', description: ' Spacious flat near the river. ' };

  it('shows the English title and description on an English page, not marked as another language', () => {
    expect(listingContent(property, 'en')).toEqual({
      title: 'Riverside 3 BHK',
      description: 'Spacious flat near the river.',
      descriptionInEnglish: false,
    });
  });

  it('shows the English text on a Hindi page too, and says its description is English', () => {
    expect(listingContent(property, 'hi')).toEqual({
      title: 'Riverside 3 BHK',
      description: 'Spacious flat near the river.',
      descriptionInEnglish: true,
    });
  });

  it('gives empty texts for a listing without them (the page shows its fallbacks)', () => {
    expect(listingContent({ title: null, description: undefined }, 'hi')).toMatchObject({
      title: '',
      description: '',
    });
  });
});
