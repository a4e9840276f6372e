import { lazy, Suspense } from 'react';
import layout from './layout.module.css';
import type { TSliderProps } from './slider';
import styles from './slider.module.css';

const Slider = lazy(() => import('./slider').then((m) => ({ default: m.Slider })));

/**
 * The Slider with its code (Base UI's) off the page's first download (README rule 5), for a slider
 * in a page's first view: until the code arrives, a picture of the same track and thumb at the same
 * value stands in its place, with the same classes, so nothing moves when the slider replaces it.
 */
export function LazySlider(props: TSliderProps) {
  return (
    <Suspense fallback={<SliderPicture {...props} />}>
      <Slider {...props} />
    </Suspense>
  );
}

function SliderPicture({
  label,
  min,
  max,
  value,
  formatValue = String,
  isValueHidden = false,
  isLabelHidden = false,
  className,
}: TSliderProps) {
  const clamped = Math.min(max, Math.max(min, value));
  const percent = max > min ? ((clamped - min) / (max - min)) * 100 : 0;
  return (
    <div
      aria-hidden="true"
      data-slider-picture=""
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {!(isLabelHidden && isValueHidden) && (
        <div className={styles.header}>
          <span className={isLabelHidden ? layout.srOnly : styles.label}>{label}</span>
          {!isValueHidden && <span className={styles.value}>{formatValue(value)}</span>}
        </div>
      )}
      <div className={styles.control}>
        <div className={styles.track} style={{ position: 'relative' }}>
          <div
            className={styles.indicator}
            style={{ position: 'relative', height: 'inherit', width: `${percent}%` }}
          />
          <div
            className={styles.thumb}
            style={{
              position: 'absolute',
              insetInlineStart: `${percent}%`,
              top: '50%',
              translate: '-50% -50%',
            }}
          />
        </div>
      </div>
    </div>
  );
}
