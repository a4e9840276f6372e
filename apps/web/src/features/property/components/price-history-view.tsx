import { useLingui } from '@lingui/react/macro';
import { formatChangePercent } from '@nivaas/shared/price-drop';
import type { TPriceHistoryPoint } from '@nivaas/shared/price-history';
import { useLayoutEffect, useRef, useState } from 'react';
import { useDetailWords } from '../lib/detail-words';
import styles from './price-history-view.module.css';

/** The chart's widest (CSS max-width), and its width before it is measured. */
const MAX_WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 16, right: 16, bottom: 28, left: 104 };

/**
 * The chart's width in CSS pixels, as laid out: the drawing is made at that size, so its labels
 * keep their font size on a phone rather than shrinking with a scaled-down picture.
 */
function useLaidOutWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(MAX_WIDTH);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(Math.min(w, MAX_WIDTH));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

type TProps = { history: readonly TPriceHistoryPoint[]; status: string; now?: Date };

/**
 * A listing's prices over time: a step line (a price holds until the next change, the last until
 * today) drawn as SVG by hand, no chart library; then the same points as a table, which is what
 * screen readers read (the chart is one image with a summary).
 */
export function PriceHistoryChart(props: TProps) {
  const [ref, width] = useLaidOutWidth();
  if (props.history.length < 2) return null;
  return (
    <div ref={ref} className={styles.chartBox}>
      <StepChart {...props} width={width} />
    </div>
  );
}

function StepChart({ history, status, now = new Date(), width: WIDTH }: TProps & { width: number }) {
  const { t } = useLingui();
  const w = useDetailWords();
  const formatPrice = w.price;
  const formatDate = w.date;
  const times = history.map((p) => Date.parse(p.changedAt));
  const t0 = times[0] as number;
  const t1 = Math.max(now.getTime(), times[times.length - 1] as number);
  const prices = history.map((p) => p.price);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const span = hi - lo || hi * 0.1 || 1;
  const yMin = lo - span * 0.15;
  const yMax = hi + span * 0.15;
  const x = (t: number) => PAD.left + ((t - t0) / (t1 - t0 || 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((yMax - v) / (yMax - yMin)) * (HEIGHT - PAD.top - PAD.bottom);
  let d = '';
  history.forEach((p, i) => {
    const px = x(times[i] as number);
    const py = y(p.price);
    d += i === 0 ? `M${px.toFixed(1)} ${py.toFixed(1)}` : `H${px.toFixed(1)}V${py.toFixed(1)}`;
  });
  d += `H${x(t1).toFixed(1)}`;
  const first = history[0] as TPriceHistoryPoint;
  const last = history[history.length - 1] as TPriceHistoryPoint;
  const summary = t`Price from ${formatPrice(first.price, status)} on ${formatDate(first.changedAt)} to ${formatPrice(last.price, status)} on ${formatDate(last.changedAt)}`;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={summary}
      data-testid="price-history-chart"
    >
      <line className={styles.axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(hi)} y2={y(hi)} />
      <line className={styles.axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(lo)} y2={y(lo)} />
      <text className={styles.label} x={PAD.left - 8} y={y(hi) + 4} textAnchor="end">
        {formatPrice(hi, status)}
      </text>
      {hi !== lo && (
        <text className={styles.label} x={PAD.left - 8} y={y(lo) + 4} textAnchor="end">
          {formatPrice(lo, status)}
        </text>
      )}
      <text className={styles.label} x={PAD.left} y={HEIGHT - 8}>
        {formatDate(first.changedAt)}
      </text>
      <text className={styles.label} x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
        {t`Today`}
      </text>
      <path className={styles.line} d={d} />
      {history.map((p, i) => (
        <circle
          key={`${p.changedAt}-${p.price}`}
          className={styles.point}
          cx={x(times[i] as number)}
          cy={y(p.price)}
          r={4}
        />
      ))}
    </svg>
  );
}

/** The history as a table, newest first: date, price and change against the price before. */
export function PriceHistoryTable({ history, status }: TProps) {
  const { t } = useLingui();
  const w = useDetailWords();
  const rows = [...history].reverse();
  return (
    <table className={styles.table} data-testid="price-history-table">
      <thead>
        <tr>
          <th scope="col">{t`Date`}</th>
          <th scope="col">{t`Price`}</th>
          <th scope="col">{t`Change`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={`${p.changedAt}-${p.price}`}>
            <td>{w.date(p.changedAt)}</td>
            <td>{w.price(p.price, status)}</td>
            <td
              className={
                p.changePercent == null
                  ? styles.muted
                  : p.changePercent < 0
                    ? styles.down
                    : p.changePercent > 0
                      ? styles.up
                      : undefined
              }
            >
              {p.changePercent == null ? t`Listed` : formatChangePercent(p.changePercent)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function PriceHistoryView(props: TProps) {
  return (
    <div className={styles.view}>
      <PriceHistoryChart {...props} />
      <PriceHistoryTable {...props} />
    </div>
  );
}
