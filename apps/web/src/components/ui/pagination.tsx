import { useLingui } from '@lingui/react/macro';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { pageItems } from './page-items';
import styles from './pagination.module.css';

export type TPaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** The navigation landmark's name ('Pages'). */
  label?: string;
  className?: string;
};

/**
 * Page numbers with previous and next (spec §9: siblings 1 and boundary 2, 0 and 1 on phones).
 * The current page is aria-current="page"; every button says where it goes.
 */
export function Pagination({ page, pageCount, onChange, label, className }: TPaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  return (
    <>
      <PageList
        {...{ page: current, pageCount, onChange, label: label ?? t`Pages`, className }}
        variant="desktop"
      />
      <PageList
        {...{ page: current, pageCount, onChange, label: label ?? t`Pages`, className }}
        variant="phone"
      />
    </>
  );
}

function PageList({
  page,
  pageCount,
  onChange,
  label,
  className,
  variant,
}: Required<Omit<TPaginationProps, 'className'>> & { className?: string; variant: 'phone' | 'desktop' }) {
  const { t } = useLingui();
  const items = variant === 'phone' ? pageItems(page, pageCount, 0, 1) : pageItems(page, pageCount, 1, 2);
  return (
    <nav aria-label={label} className={[styles.nav, styles[variant], className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => {
          if (item.type === 'page') {
            const isCurrent = item.page === page;
            const n = item.page;
            return (
              <li key={item.page}>
                <button
                  type="button"
                  className={styles.button}
                  aria-current={isCurrent ? 'page' : undefined}
                  aria-label={isCurrent ? t`page ${n}` : t`Go to page ${n}`}
                  onClick={() => !isCurrent && onChange(item.page)}
                >
                  {item.page}
                </button>
              </li>
            );
          }
          if (item.type === 'previous' || item.type === 'next') {
            return (
              <li key={item.type}>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={item.type === 'previous' ? t`Go to previous page` : t`Go to next page`}
                  disabled={item.disabled}
                  onClick={() => onChange(item.page)}
                >
                  {item.type === 'previous' ? <ChevronLeft size={20} /> : <ChevronRight size={20} />}
                </button>
              </li>
            );
          }
          return (
            <li key={item.type} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
