import type { ReactNode } from 'react';
import { Breadcrumbs, type TCrumb } from './ui/breadcrumbs';
import styles from './page-header.module.css';

/**
 * The top of a page (one pattern for every page): the breadcrumb trail, the page's one <h1> with a
 * line under it, and its actions on the right (under the title, full width, on phones).
 */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  breadcrumbsLabel,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: readonly TCrumb[];
  /** The trail's landmark name in the page's language ('Breadcrumb' when not given). */
  breadcrumbsLabel?: string;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={[styles.header, className].filter(Boolean).join(' ')}>
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} label={breadcrumbsLabel} />}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
