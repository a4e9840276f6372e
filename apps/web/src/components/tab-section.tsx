import type { ReactNode } from 'react';
import styles from './tab-section.module.css';

/**
 * A section of a detail page that its tab bar scrolls to: focusable, so choosing a tab moves
 * reading (and a screen reader) there; named by its heading.
 */
export function TabSection({
  domId,
  title,
  scrollMarginTop,
  children,
}: {
  domId: string;
  title: string;
  /** Room left above the section when scrolled to, for a fixed tab bar. */
  scrollMarginTop?: string;
  children: ReactNode;
}) {
  const headingId = `${domId}-title`;
  return (
    <section
      id={domId}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={styles.section}
      style={{ scrollMarginTop }}
    >
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
