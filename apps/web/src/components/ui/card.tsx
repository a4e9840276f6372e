import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export type TCardProps = Omit<HTMLAttributes<HTMLElement>, 'className'> & {
  /** raised: the soft card shadow; outlined: a hairline border (inside a grey section or a table). */
  look?: 'raised' | 'outlined';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** The element: a plain box, or a section/article/li when it is one. */
  as?: 'div' | 'section' | 'article' | 'li';
  className?: string;
  children: ReactNode;
};

/** A surface with 12 px corners (DESIGN 'Shape'). */
export function Card({
  look = 'raised',
  padding = 'md',
  as: Element = 'div',
  className,
  children,
  ...rest
}: TCardProps) {
  return (
    <Element
      className={[styles.card, styles[look], styles[padding], className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Element>
  );
}
