import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import styles from './breadcrumbs.module.css';

export type TCrumb = { label: string; to?: string };

/**
 * A breadcrumb trail (the WAI-ARIA breadcrumb pattern): a navigation landmark with an ordered
 * list; the last crumb is the current page (aria-current) and is cut short with an ellipsis.
 */
export function Breadcrumbs({
  items,
  className,
  label = 'Breadcrumb',
}: {
  items: readonly TCrumb[];
  className?: string;
  /** The landmark's name, in the page's language. */
  label?: string;
}) {
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((item, i) => {
          const isLast = i === items.length - 1;
          return (
            <Fragment key={`${item.to ?? ''}|${item.label}`}>
              <li className={isLast ? styles.current : styles.item}>
                {isLast || !item.to ? (
                  <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
                ) : (
                  <RouterLink to={item.to} className={styles.link}>
                    {item.label}
                  </RouterLink>
                )}
              </li>
              {!isLast && (
                <li aria-hidden="true" className={styles.separator}>
                  /
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
