import type { ReactNode } from 'react';
import layout from './ui/layout.module.css';
import styles from './page-container.module.css';

/**
 * The one page container: content at most 1280 px wide inside the gutters of DESIGN.md (16 / 24 /
 * 32 px), so a page's edge lines up with the site header's and the footer's at every width.
 * `spacing` adds room above and below (none inside a band that has its own).
 */
export function PageContainer({
  children,
  spacing = 'none',
  as: Element = 'div',
  className,
}: {
  children: ReactNode;
  spacing?: 'none' | 'sm' | 'md' | 'lg';
  as?: 'div' | 'section' | 'header';
  className?: string;
}) {
  return (
    <Element className={[layout.container, styles[spacing], className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
