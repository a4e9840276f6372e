import { describe, expect, it } from 'vitest';
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, effectiveSort, sortOptionsFor } from './options';

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
  it('offers best match only with search text', () => {
    expect(sortOptionsFor('').map((o) => o.label)).toEqual([
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Largest',
    ]);
    expect(sortOptionsFor('lake')[0]?.value).toBe('relevance');
  });

  it('shows the order the server uses when none is chosen', () => {
    expect(effectiveSort('', '')).toBe('newest');
    expect(effectiveSort('', 'lake')).toBe('relevance');
    expect(effectiveSort('price_asc', 'lake')).toBe('price_asc');
  });
});
