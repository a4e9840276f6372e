import { describe, expect, it } from 'vitest';
import { ENGLISH_FRESHNESS_TEXT, listedLine } from './listing-freshness-text';
import { HINDI_FRESHNESS_TEXT } from './listing-text-hi';

// 10:00 in India on 25 Nov 2026.
const now = new Date('2026-11-25T04:30:00Z');
const created = '2026-11-20T04:30:00Z';

describe("a card's freshness line", () => {
  it('says when a listing was listed or last changed, in English', () => {
    expect(listedLine({ createdAt: created, updatedAt: created }, now)).toBe('Listed 5 days ago');
    expect(listedLine({ createdAt: created, updatedAt: '2026-11-25T03:00:00Z' }, now)).toBe('Updated today');
    expect(listedLine({ createdAt: '2026-11-24T04:30:00Z', updatedAt: '2026-11-24T04:30:00Z' }, now)).toBe(
      'Listed 1 day ago',
    );
  });

  it('says the same in Hindi (a listing is feminine: डाली गई, अपडेट हुई)', () => {
    expect(listedLine({ createdAt: created, updatedAt: created }, now, HINDI_FRESHNESS_TEXT)).toBe(
      '5 दिन पहले डाली गई',
    );
    expect(
      listedLine({ createdAt: created, updatedAt: '2026-11-25T03:00:00Z' }, now, HINDI_FRESHNESS_TEXT),
    ).toBe('आज अपडेट हुई');
    expect(
      listedLine(
        { createdAt: '2026-11-24T04:30:00Z', updatedAt: '2026-11-24T04:30:00Z' },
        now,
        HINDI_FRESHNESS_TEXT,
      ),
    ).toBe('कल डाली गई');
    expect(listedLine({ createdAt: 'not a date', updatedAt: created }, now, HINDI_FRESHNESS_TEXT)).toBeNull();
    expect([ENGLISH_FRESHNESS_TEXT.staleBadge, HINDI_FRESHNESS_TEXT.staleBadge]).toEqual([
      'Not confirmed recently',
      'हाल में पुष्टि नहीं हुई',
    ]);
  });
});
