import { formatDate } from '@nivaas/shared/format-date';
import type { TAdminProperty } from '@nivaas/shared/admin';
import { Badge } from '../../../components/ui/badge';
import styles from './cells.module.css';
import own from './rera-check-cell.module.css';

/**
 * A listing's RERA number under its title in the admin table, and whether (by whom, when) it was
 * checked; the row's menu marks it checked or takes the check back.
 */
export function ReraCheckCell({
  rera,
  checkedBy,
}: {
  rera: NonNullable<TAdminProperty['rera']>;
  checkedBy: TAdminProperty['reraCheckedBy'];
}) {
  const on = rera.checkedAt ? formatDate(rera.checkedAt) : null;
  return (
    <div className={own.rera}>
      <span className={`${styles.secondary} ${styles.cut}`} title={rera.number}>
        RERA {rera.number}
      </span>
      <span className={`${styles.secondary} ${styles.cut}`}>
        {on ? (
          <Badge tone="success">{checkedBy ? `Checked by ${checkedBy.name}, ${on}` : `Checked ${on}`}</Badge>
        ) : (
          'Not checked'
        )}
      </span>
    </div>
  );
}
