import { describe, expect, it } from 'vitest';
import {
  abbreviateCount,
  cardSpecializations,
  contactHref,
  descriptionText,
  foundedText,
  initialsOf,
  locationText,
  metaDescription,
  recentAwards,
  totalProjects,
  websiteLabel,
} from './developer-display';

describe('abbreviateCount', () => {
  it('writes counts up to 1000 in full', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(95)).toBe('95');
    expect(abbreviateCount(1000)).toBe('1000');
  });

  it('abbreviates with k above 1000', () => {
    expect(abbreviateCount(1001)).toBe('1k');
    expect(abbreviateCount(1500)).toBe('1.5k');
    expect(abbreviateCount(2000)).toBe('2k');
    expect(abbreviateCount(12_345)).toBe('12.3k');
    expect(abbreviateCount(999_999)).toBe('1000k');
  });
});

describe('metaDescription', () => {
  it('keeps a short text as one line', () => {
    expect(metaDescription('  Homes in\n Pune.  ')).toBe('Homes in Pune.');
    expect(metaDescription(null)).toBe('');
  });

  it('cuts a long text between words to at most 160 characters', () => {
    const text = 'Godrej Properties builds apartments, townships and offices across India. '.repeat(4);
    const meta = metaDescription(text);
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith('…')).toBe(true);
    expect(text.startsWith(meta.slice(0, -1))).toBe(true);
    expect(meta).not.toMatch(/\s…$/);
  });

  it('cuts a text without spaces at the limit', () => {
    expect(metaDescription('x'.repeat(300))).toHaveLength(160);
  });

  it('leaves a text of exactly 160 characters whole', () => {
    expect(metaDescription('y'.repeat(160))).toBe('y'.repeat(160));
  });
});

describe('card texts', () => {
  it('names up to three specializations and counts the rest', () => {
    const specs = ['Residential', 'Luxury', 'Township', 'Retail', 'Villas'].map((name) => ({ name }));
    expect(cardSpecializations(specs)).toEqual({ shown: ['Residential', 'Luxury', 'Township'], more: 2 });
    expect(cardSpecializations(specs.slice(0, 2))).toEqual({ shown: ['Residential', 'Luxury'], more: 0 });
  });

  it('uses the spec fallbacks', () => {
    expect(descriptionText('  ')).toBe('No description available');
    expect(foundedText(null)).toBe('N/A');
    expect(foundedText(1990)).toBe('1990');
  });

  it('writes the headquarters, with the country only outside India', () => {
    expect(locationText({ city: 'Mumbai', state: 'Maharashtra', country: 'India' })).toBe(
      'Mumbai, Maharashtra',
    );
    expect(locationText({ city: 'Dubai', state: 'Dubai', country: 'UAE' })).toBe('Dubai, Dubai, UAE');
  });

  it('makes initials and website labels', () => {
    expect(initialsOf('Godrej Properties Limited')).toBe('GP');
    expect(initialsOf('DLF')).toBe('D');
    expect(websiteLabel('https://www.dlf.in/')).toBe('dlf.in');
  });
});

describe('detail helpers', () => {
  it('prefers email, then phone, for Contact Developer', () => {
    expect(contactHref({ email: 'sales@b.in', phone: '+91 98 7654 3210' })).toBe('mailto:sales@b.in');
    expect(contactHref({ email: ' ', phone: '+91 98765-43210' })).toBe('tel:+919876543210');
    expect(contactHref({ email: null, phone: null })).toBeNull();
  });

  it('lists the three newest awards, undated last', () => {
    const awards = [
      { name: 'A', year: 2015, category: 'x' },
      { name: 'B', year: null, category: 'x' },
      { name: 'C', year: 2022, category: 'x' },
      { name: 'D', year: 2019, category: 'x' },
    ];
    expect(recentAwards(awards).map((a) => a.name)).toEqual(['C', 'D', 'A']);
  });

  it('adds up the projects', () => {
    expect(totalProjects({ completedProjects: 95, ongoingProjects: 70, upcomingProjects: 30 })).toBe(195);
  });
});
