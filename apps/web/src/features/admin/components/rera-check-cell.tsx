import { useLingui } from '@lingui/react/macro';
import type { TAdminProperty } from '@nivaas/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { useAdminFormat } from '../lib/admin-format';
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
  const { t } = useLingui();
  const format = useAdminFormat();
  const on = rera.checkedAt ? format.date(rera.checkedAt) : null;
  const by = checkedBy?.name;
  return (
    <div className={own.rera}>
      <span className={`${styles.secondary} ${styles.cut}`} title={rera.number}>
        {t`RERA ${rera.number}`}
      </span>
      <span className={`${styles.secondary} ${styles.cut}`}>
        {on ? (
          <Badge tone="success">{by ? t`Checked by ${by}, ${on}` : t`Checked ${on}`}</Badge>
        ) : (
          t`Not checked`
        )}
      </span>
    </div>
  );
}
