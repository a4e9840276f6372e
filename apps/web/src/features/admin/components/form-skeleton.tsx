import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import formStyles from './admin-form.module.css';
import styles from './form-skeleton.module.css';

/** An admin form's shape while its data loads: label and field pairs on the form's card. */
export function FormSkeleton({ label, fields = 6 }: { label: string; fields?: number }) {
  return (
    <Card
      as="section"
      look="outlined"
      padding="md"
      className={formStyles.card}
      aria-busy="true"
      aria-label={label}
    >
      <div className={styles.grid}>
        {Array.from({ length: fields }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={styles.field}>
            <Skeleton width="40%" />
            <Skeleton shape="rect" height="var(--nv-control-lg)" />
          </div>
        ))}
      </div>
    </Card>
  );
}
