import { describe, expect, it } from 'vitest';
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, effectiveSort, SORT_OPTIONS } from './options';

describe('beds and baths options', () => {
  it('offers Any, 1+ to 5+ for bedrooms', () => {
    expect(BEDROOM_OPTIONS.map((o) => o.label)).toEqual(['Any', '1+', '2+', '3+', '4+', '5+']);
  });

  it('offers Any, 1+, 2+, 3+, 4+ for bathrooms: whole numbers only', () => {
    expect(BATHROOM_OPTIONS.map((o) => o.label)).toEqual(['Any', '1+', '2+', '3+', '4+']);
  });

  it("sends 'Any' as empty and the others as written", () => {
    expect(BEDROOM_OPTIONS[0]?.value).toBe('');
    expect(BATHROOM_OPTIONS[0]?.value).toBe('');
    expect(BEDROOM_OPTIONS.slice(1).every((o) => o.value === o.label)).toBe(true);
    expect(BATHROOM_OPTIONS.slice(1).every((o) => o.value === o.label)).toBe(true);
  });
});

describe('sort', () => {
  it('offers relevance first, with or without search text, and newest first as before', () => {
    expect(SORT_OPTIONS.map((o) => o.label.message)).toEqual([
      'Relevance',
      'Newest first',
      'Price: low to high',
      'Price: high to low',
      'Largest',
    ]);
  });

  it('shows the order the server uses when none is chosen: relevance', () => {
    expect(effectiveSort('')).toBe('relevance');
    expect(effectiveSort('newest')).toBe('newest');
    expect(effectiveSort('price_asc')).toBe('price_asc');
  });
});
