import type { TPriceHistoryPoint } from '@nivaas/shared/price-history';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceDropBadge } from '../../../components/property-card/price-drop-badge';
import PriceHistoryView from './price-history-view';

afterEach(cleanup);

const HISTORY: TPriceHistoryPoint[] = [
  { price: 6_500_000, changedAt: '2026-06-02T06:30:00.000Z', changePercent: null },
  { price: 5_980_000, changedAt: '2026-09-16T06:30:00.000Z', changePercent: -8 },
  { price: 6_100_000, changedAt: '2026-11-16T06:30:00.000Z', changePercent: 2 },
];
const NOW = new Date('2026-11-28T06:30:00.000Z');

describe('PriceHistoryView', () => {
  it('lists every price newest first: date, price in the site’s format and the change', () => {
    render(<PriceHistoryView history={HISTORY} status="For Sale" now={NOW} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['Date', 'Price', 'Change'],
      ['16 Nov 2026', '₹ 61.00 Lac', '+2%'],
      ['16 Sep 2026', '₹ 59.80 Lac', '−8%'],
      ['2 Jun 2026', '₹ 65.00 Lac', 'Listed'],
    ]);
  });

  it('draws the step line through every point, summarised for screen readers', () => {
    render(<PriceHistoryView history={HISTORY} status="For Sale" now={NOW} />);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Price from ₹ 65.00 Lac on 2 Jun 2026 to ₹ 61.00 Lac on 16 Nov 2026',
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    // One horizontal and one vertical step per change, then on to today.
    expect(chart.querySelector('path')?.getAttribute('d')).toMatch(
      /^M[\d.]+ [\d.]+H[\d.]+V[\d.]+H[\d.]+V[\d.]+H624\.0$/,
    );
    expect(chart.textContent).toContain('₹ 65.00 Lac');
    expect(chart.textContent).toContain('₹ 59.80 Lac');
  });

  it('is drawn at its width on a phone, so its labels keep their size (13 px, not scaled down)', () => {
    // The chart's box as laid out at 375 px: 343 px wide.
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 343,
      height: 0,
      top: 0,
      left: 0,
      right: 343,
      bottom: 0,
      x: 0,
      y: 0,
    } as DOMRect);
    try {
      render(<PriceHistoryView history={HISTORY} status="For Sale" now={NOW} />);
      const chart = screen.getByRole('img');
      // One unit of the drawing is one CSS pixel: the 13 px labels render at 13 px.
      expect(chart.getAttribute('viewBox')).toBe('0 0 343 180');
      expect(chart.querySelector('path')?.getAttribute('d')).toMatch(/H327\.0$/);
      // The date under the axis and 'Today' do not overlap: the date ends well before 'Today' starts.
      const [date, today] = [...chart.querySelectorAll('text')]
        .slice(-2)
        .map((t) => Number(t.getAttribute('x')));
      expect((today ?? 0) - (date ?? 0)).toBeGreaterThan(
        13 * 0.6 * '16 Sep 2026'.length + 13 * 0.6 * 'Today'.length,
      );
    } finally {
      box.mockRestore();
    }
  });

  it('draws no chart for a single price, only the row', () => {
    render(<PriceHistoryView history={HISTORY.slice(0, 1)} status="For Sale" now={NOW} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });
});

describe('PriceDropBadge', () => {
  it('shows the drop for 30 days, then nothing', () => {
    const recent = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const { rerender } = render(<PriceDropBadge drop={{ droppedAt: recent, percent: 8 }} />);
    expect(screen.getByTestId('price-drop-badge').textContent).toBe('Price dropped 8%');
    rerender(<PriceDropBadge drop={{ droppedAt: recent, percent: 12.5 }} />);
    expect(screen.getByTestId('price-drop-badge').textContent).toBe('Price dropped 12.5%');
    rerender(<PriceDropBadge drop={{ droppedAt: old, percent: 8 }} />);
    expect(screen.queryByTestId('price-drop-badge')).toBeNull();
    rerender(<PriceDropBadge drop={null} />);
    expect(screen.queryByTestId('price-drop-badge')).toBeNull();
  });
});
