import { useLingui } from '@lingui/react/macro';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import styles from './developer-form.module.css';

const SECTIONS = ['basic', 'logo', 'headquarters'];

/** The form's shape while the builder being edited loads: sections of labelled fields. */
export function DeveloperFormSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading the builder`} className={styles.form}>
      {SECTIONS.map((key) => (
        <Card key={key} look="outlined" className={styles.section}>
          <Skeleton width="30%" className={styles.titleBone} />
          <div className={styles.fields}>
            <div>
              <Skeleton width="40%" />
              <Skeleton shape="rect" className={styles.inputBone} />
            </div>
            <div>
              <Skeleton width="40%" />
              <Skeleton shape="rect" className={styles.inputBone} />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}
