import { useLingui } from '@lingui/react/macro';
import type { TFieldsSectionSpec } from '../../lib/form-fields';
import styles from './developer-form.module.css';
import { FormField } from './form-field';
import { FormSection } from './form-section';

/** A section of plain fields, laid out from its spec: two or three to a row from 768 px, one on phones. */
export function FieldsSection({ spec }: { spec: TFieldsSectionSpec }) {
  const { i18n } = useLingui();
  return (
    <FormSection id={spec.id} title={i18n._(spec.title)} hint={spec.hint && i18n._(spec.hint)}>
      <div className={spec.columns === 3 ? `${styles.fields} ${styles.threeColumns}` : styles.fields}>
        {spec.fields.map(({ isWide, ...field }) => (
          <FormField key={field.name} {...field} className={isWide ? styles.wide : undefined} />
        ))}
      </div>
    </FormSection>
  );
}
