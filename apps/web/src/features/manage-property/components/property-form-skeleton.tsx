import { useLingui } from '@lingui/react/macro';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './property-form.module.css';

const SECTIONS = ['basics', 'price-size', 'address'];

/** The form's shape while the listing being edited loads: sections of labelled fields. */
export function PropertyFormSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading the property…`} className={styles.form}>
      {SECTIONS.map((key) => (
        <Card key={key} look="outlined" className={styles.section}>
          <Skeleton width="30%" className={styles.titleBone} />
          <div className={styles.grid}>
            {[0, 1].map((i) => (
              <div key={i}>
                <Skeleton width="40%" />
                <Skeleton shape="rect" className={styles.inputBone} />
              </div>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
