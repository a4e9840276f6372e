import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TSays } from '../../../lib/i18n/says';
import { amountText } from '../lib/locality-display';
import styles from './trend-chart.module.css';

export type TTrendPoint = { month: string; median: number | null; listings: number };

const W = 600;
const H = 220;
// The left edge holds a price such as '₹ 45,000' at the phone's larger label size.
const PAD = { top: 16, right: 24, bottom: 34, left: 100 };

/** The months as the axis names them: 'Nov', and hi-IN's short names ('नव॰') on a Hindi page. */
const SHORT_MONTHS = [
  msg`Jan`,
  msg`Feb`,
  msg`Mar`,
  msg`Apr`,
  msg`May`,
  msg`Jun`,
  msg`Jul`,
  msg`Aug`,
  msg`Sep`,
  msg`Oct`,
  msg`Nov`,
  msg`Dec`,
];
const shortMonth = (month: string, i18n: TSays) => {
  const name = SHORT_MONTHS[Number(month.slice(5, 7)) - 1];
  return name ? i18n._(name) : month;
};

/**
 * The 12 months' medians as a line (a month without a figure leaves a gap), drawn in SVG that
 * scales to its box; the same figures are in the table next to it for screen readers.
 */
export function TrendChart({ points, rent, label }: { points: TTrendPoint[]; rent: boolean; label: string }) {
  const { i18n } = useLingui();
  const values = points.map((p) => p.median).filter((v): v is number => v !== null);
  if (!values.length) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || Math.max(1, max * 0.1);
  const lo = Math.max(0, min - span * 0.15);
  const hi = max + span * 0.15;
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / Math.max(1, points.length - 1);
  const y = (v: number) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  // One path with a move at every gap.
  let d = '';
  let pen = false;
  points.forEach((p, i) => {
    if (p.median === null) {
      pen = false;
      return;
    }
    d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.median).toFixed(1)}`;
    pen = true;
  });
  const ticks = [hi, (hi + lo) / 2, lo];
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.svg} role="img" aria-label={label}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
            <text x={PAD.left - 8} y={y(t) + 4} className={styles.axis} textAnchor="end">
              {amountText(t, rent, i18n)}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          i % 2 === points.length % 2 ? null : (
            <text key={p.month} x={x(i)} y={H - 6} className={styles.axis} textAnchor="middle">
              {shortMonth(p.month, i18n)}
            </text>
          ),
        )}
        <path d={d} className={styles.line} />
        {points.map((p, i) =>
          p.median === null ? null : (
            <circle key={p.month} cx={x(i)} cy={y(p.median)} r={4} className={styles.dot} />
          ),
        )}
      </svg>
    </figure>
  );
}
