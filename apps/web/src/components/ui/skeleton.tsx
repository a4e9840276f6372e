import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/**
 * A grey placeholder in the shape of what is loading (DESIGN 'Empty, loading and error states').
 * Hidden from screen readers: the list around it says it is busy (aria-busy) instead.
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  className,
}: {
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
