import type { ReactNode } from 'react';
import styles from './form-section.module.css';

/** A titled group of fields (a fieldset with its legend), two columns from the tablet width. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}

/** A field that takes the whole row of a FormSection. */
export function FullRow({ children }: { children: ReactNode }) {
  return <div className={styles.full}>{children}</div>;
}
