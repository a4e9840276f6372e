import { Slider as BaseSlider } from '@base-ui/react/slider';
import { type ReactNode, useId } from 'react';
import layout from './layout.module.css';
import styles from './slider.module.css';

type TCommon = {
  label: ReactNode;
  min: number;
  max: number;
  step?: number;
  /** Shift + arrow and Page Up/Down step by this much. */
  largeStep?: number;
  /** How a value is written ('₹ 45.00 Lac'), on screen and for screen readers. */
  formatValue?: (value: number) => string;
  isDisabled?: boolean;
  /** Hides the value(s) next to the label, when the page shows them elsewhere. */
  isValueHidden?: boolean;
  /** Keeps the label for screen readers only (a slider under a field that shows the same value). */
  isLabelHidden?: boolean;
  className?: string;
};

export type TSliderProps = TCommon & {
  value: number;
  onChange: (value: number) => void;
  /** Once the user lets go (or a key press ends): for a change that fetches. */
  onCommit?: (value: number) => void;
};

export type TRangeSliderProps = TCommon & {
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  onCommit?: (value: [number, number]) => void;
  /** The two thumbs' names ('Minimum price', 'Maximum price'). */
  thumbLabels: readonly [string, string];
};

const plain = (value: number) => String(value);

/** One value on a track (the loan tenure): arrows, Home/End, Page Up/Down; a native range input inside. */
export function Slider({ value, onChange, onCommit, ...common }: TSliderProps) {
  return (
    <SliderBase
      {...common}
      value={value}
      onChange={(v) => onChange(Array.isArray(v) ? (v[0] ?? common.min) : v)}
      onCommit={onCommit && ((v) => onCommit(Array.isArray(v) ? (v[0] ?? common.min) : v))}
      thumbLabels={null}
    />
  );
}

/** A range with two thumbs (the price filter): each thumb is named and moves on its own. */
export function RangeSlider({ value, onChange, onCommit, thumbLabels, ...common }: TRangeSliderProps) {
  const pair = (v: number | readonly number[]): [number, number] =>
    Array.isArray(v) ? [v[0] ?? common.min, v[1] ?? common.max] : [v as number, v as number];
  return (
    <SliderBase
      {...common}
      value={value}
      onChange={(v) => onChange(pair(v))}
      onCommit={onCommit && ((v) => onCommit(pair(v)))}
      thumbLabels={thumbLabels}
    />
  );
}

function SliderBase({
  label,
  min,
  max,
  step = 1,
  largeStep,
  formatValue = plain,
  isDisabled = false,
  isValueHidden = false,
  isLabelHidden = false,
  className,
  value,
  onChange,
  onCommit,
  thumbLabels,
}: TCommon & {
  value: number | readonly number[];
  onChange: (value: number | readonly number[]) => void;
  onCommit?: (value: number | readonly number[]) => void;
  thumbLabels: readonly [string, string] | null;
}) {
  const labelId = useId();
  const values = Array.isArray(value) ? value : [value as number];
  const shown = values.map(formatValue).join(' – ');
  return (
    <BaseSlider.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={Array.isArray(value) ? [...value] : value}
      onValueChange={(v) => onChange(v)}
      onValueCommitted={onCommit ? (v) => onCommit(v) : undefined}
      min={min}
      max={max}
      step={step}
      largeStep={largeStep ?? step * 10}
      disabled={isDisabled}
      aria-labelledby={labelId}
    >
      {isLabelHidden && isValueHidden ? (
        <span id={labelId} className={layout.srOnly}>
          {label}
        </span>
      ) : (
        <div className={styles.header}>
          <span id={labelId} className={isLabelHidden ? layout.srOnly : styles.label}>
            {label}
          </span>
          {!isValueHidden && (
            <span className={styles.value} aria-hidden="true">
              {shown}
            </span>
          )}
        </div>
      )}
      <BaseSlider.Control className={styles.control}>
        <BaseSlider.Track className={styles.track}>
          <BaseSlider.Indicator className={styles.indicator} />
          {values.map((v, index) => (
            <BaseSlider.Thumb
              // biome-ignore lint/suspicious/noArrayIndexKey: a thumb is its position in the value
              key={index}
              index={index}
              className={styles.thumb}
              aria-label={thumbLabels ? thumbLabels[index] : undefined}
              aria-labelledby={thumbLabels ? undefined : labelId}
              getAriaValueText={() => formatValue(v)}
            />
          ))}
        </BaseSlider.Track>
      </BaseSlider.Control>
    </BaseSlider.Root>
  );
}
