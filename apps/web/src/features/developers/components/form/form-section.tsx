import { type ReactNode, useId } from 'react';
import { Card } from '../../../../components/ui/card';
import styles from './developer-form.module.css';

/** One section of the developer form: a card with its heading (h2), a line of help and its content. */
export function FormSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" look="outlined" id={id} aria-labelledby={headingId} className={styles.section}>
      <div>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {hint && <p className={styles.sectionHint}>{hint}</p>}
      </div>
      {children}
    </Card>
  );
}
