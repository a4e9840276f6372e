import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatMonthYear, listingBadge } from './listing-badge';
import { HINDI_BADGE_TEXT, HINDI_MONTHS } from './listing-text-hi';

const now = new Date('2026-11-25T10:00:00Z');

describe('listingBadge', () => {
  it('says Ready to Move and Almost Ready as they are', () => {
    expect(listingBadge({ constructionStatus: 'Ready to Move' }, now)).toBe('Ready to Move');
    expect(listingBadge({ constructionStatus: 'Almost Ready', possessionDate: '2027-02-01' }, now)).toBe(
      'Almost Ready',
    );
  });

  it('gives an Under Construction listing its month of possession', () => {
    expect(
      listingBadge({ constructionStatus: 'Under Construction', possessionDate: '2027-06-23' }, now),
    ).toBe('Under Construction · possession Jun 2027');
    expect(
      listingBadge(
        { constructionStatus: 'Under Construction', possessionDate: '2028-12-01T00:00:00.000Z' },
        now,
      ),
    ).toBe('Under Construction · possession Dec 2028');
    expect(listingBadge({ constructionStatus: 'Under Construction', possessionDate: null }, now)).toBe(
      'Under Construction',
    );
  });

  it('never says Ready to Move for a listing being built, whatever its launch date', () => {
    const past = { launchDate: '2024-01-15' };
    expect(
      listingBadge(
        { constructionStatus: 'Under Construction', possessionDate: '2027-06-23', projectDetails: past },
        now,
      ),
    ).not.toContain('Ready to Move');
    expect(listingBadge({ constructionStatus: 'New Launch', projectDetails: past }, now)).toBe('New Launch');
  });

  it("shows 'Launch {date}' only for a launch still ahead", () => {
    expect(
      listingBadge({ constructionStatus: 'New Launch', projectDetails: { launchDate: '2027-03-15' } }, now),
    ).toBe('Launch 15 Mar 2027');
    // Launching later today's date is not the future; tomorrow is.
    expect(
      listingBadge({ constructionStatus: 'New Launch', projectDetails: { launchDate: '2026-11-25' } }, now),
    ).toBe('New Launch');
    expect(
      listingBadge({ constructionStatus: 'New Launch', projectDetails: { launchDate: '2026-11-26' } }, now),
    ).toBe('Launch 26 Nov 2026');
    // A ready or almost ready home keeps its status even with a (wrong) future launch date.
    expect(
      listingBadge(
        { constructionStatus: 'Ready to Move', projectDetails: { launchDate: '2027-03-15' } },
        now,
      ),
    ).toBe('Ready to Move');
  });

  it('without a construction status, shows only a future launch', () => {
    expect(listingBadge({ projectDetails: { launchDate: '2027-03-15' } }, now)).toBe('Launch 15 Mar 2027');
    expect(listingBadge({ projectDetails: { launchDate: '2025-03-15' } }, now)).toBeUndefined();
    expect(listingBadge({}, now)).toBeUndefined();
    expect(listingBadge({ projectDetails: { launchDate: 'soon' } }, now)).toBeUndefined();
  });
});

describe('date texts', () => {
  it('writes month and year, and day month year, without Intl', () => {
    expect(formatMonthYear('2027-09-05')).toBe('Sep 2027');
    expect(formatDayMonthYear('2027-09-05')).toBe('5 Sep 2027');
    expect(formatMonthYear(new Date('2027-01-31T20:00:00Z'))).toBe('Jan 2027');
    expect(formatMonthYear('')).toBeUndefined();
    expect(formatMonthYear('2027-13-01')).toBeUndefined();
  });
});

describe('listingBadge in Hindi', () => {
  it('says the construction status in Hindi, with the month of possession as hi-IN writes it', () => {
    expect(listingBadge({ constructionStatus: 'Ready to Move' }, now, HINDI_BADGE_TEXT)).toBe('रेडी टू मूव');
    expect(listingBadge({ constructionStatus: 'Almost Ready' }, now, HINDI_BADGE_TEXT)).toBe('लगभग तैयार');
    expect(
      listingBadge(
        { constructionStatus: 'Under Construction', possessionDate: '2027-06-23' },
        now,
        HINDI_BADGE_TEXT,
      ),
    ).toBe('निर्माणाधीन · कब्ज़ा जून 2027');
    expect(listingBadge({ constructionStatus: 'Under Construction' }, now, HINDI_BADGE_TEXT)).toBe(
      'निर्माणाधीन',
    );
    expect(listingBadge({ constructionStatus: 'New Launch' }, now, HINDI_BADGE_TEXT)).toBe('नया लॉन्च');
    expect(listingBadge({ projectDetails: { launchDate: '2027-03-15' } }, now, HINDI_BADGE_TEXT)).toBe(
      'लॉन्च 15 मार्च 2027',
    );
    expect(
      listingBadge({ projectDetails: { launchDate: '2024-03-15' } }, now, HINDI_BADGE_TEXT),
    ).toBeUndefined();
  });

  it("names the months as Intl's hi-IN does, without depending on the runtime's locale data", () => {
    for (let month = 1; month <= 12; month++) {
      const date = `2027-${String(month).padStart(2, '0')}-10`;
      const intl = new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      expect(formatMonthYear(date, HINDI_MONTHS)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
    expect(formatDayMonthYear('2027-08-15', HINDI_MONTHS)).toBe('15 अगस्त 2027');
    expect(formatMonthYear('2027-06-23')).toBe('Jun 2027');
  });
});
