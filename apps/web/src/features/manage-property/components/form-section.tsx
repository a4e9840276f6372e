import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import styles from './property-form.module.css';

/** One group of the property form: an outlined card with its heading (h2), a line of help, its fields. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" look="outlined" id={id} aria-labelledby={headingId} className={styles.section}>
      <div>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {description && <p className={styles.sectionHint}>{description}</p>}
      </div>
      {children}
    </Card>
  );
}

/** A part of a section with its own small heading (h3) and hint: Photos, Floor plans, the map. */
export function SubSection({
  title,
  hint,
  hintId,
  isRequired = false,
  children,
}: {
  title: string;
  hint?: ReactNode;
  /** The hint's id, when a control is described by it. */
  hintId?: string;
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.stack}>
      <div>
        <h3 className={styles.subTitle}>
          {title}
          {isRequired && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </h3>
        {hint && (
          <p id={hintId} className={styles.subHint}>
            {hint}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

/**
 * Fields side by side: one column on phones (two for short inputs), two from 768 px, up to
 * `columns` from 1024 px.
 */
export function FieldGrid({
  columns = 2,
  isCompactOnPhones = false,
  children,
}: {
  columns?: 2 | 3 | 4;
  /** Short inputs (counts, years) sit two to a row even on phones. */
  isCompactOnPhones?: boolean;
  children: ReactNode;
}) {
  const classes = [
    styles.grid,
    isCompactOnPhones && styles.compact,
    columns === 3 && styles.columns3,
    columns === 4 && styles.columns4,
  ];
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>;
}

/** A message about a group as a whole (a server's answer about the approvals), under the group. */
export function GroupError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.groupError}>
      {message}
    </p>
  );
}
