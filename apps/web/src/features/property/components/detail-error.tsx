import type { ReactNode } from 'react';
import { DetailIcon } from './detail-icon';
import styles from './detail-error.module.css';

/** The page's load failure or unknown listing (spec §8), with a way back; the same look as ErrorState. */
export function DetailError({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div role="alert" className={styles.root}>
      <DetailIcon name="error" size={48} className={styles.icon} />
      {/* The page's only heading, so its main one (it looks like the ErrorState heading). */}
      <h1 className={styles.title}>{title}</h1>
      {action}
    </div>
  );
}
