import { describe, expect, it } from 'vitest';
import { activeSection, DETAIL_SECTIONS } from './sections';

describe('sections', () => {
  it('has the spec tabs in order', () => {
    expect(DETAIL_SECTIONS.map((s) => s.label)).toEqual([
      'Overview',
      'Highlights',
      'Around This Project',
      'More About Project',
      'Floor Plan',
      'Amenities',
      'About Developer',
      'Similar Projects',
    ]);
  });

  it('marks the last section whose top passed the line', () => {
    const tops = [
      { id: 'overview' as const, top: -400 },
      { id: 'highlights' as const, top: 100 },
      { id: 'around' as const, top: 600 },
    ];
    expect(activeSection(tops, 120)).toBe('highlights');
    expect(activeSection(tops, 50)).toBe('overview');
    expect(activeSection([], 50)).toBe('overview');
  });
});
