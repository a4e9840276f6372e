import { useLingui } from '@lingui/react/macro';
import type { TSays } from '../../../../lib/i18n/says';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef, useState } from 'react';
import { type FieldPath, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import layout from '../../../../components/ui/layout.module.css';
import { ROW_SECTIONS } from '../../lib/form-fields';
import { NEW_ROW, type TDeveloperFormValues, type TRowListName } from '../../lib/form-values';
import styles from './developer-form.module.css';
import { FormField } from './form-field';
import { FormSection } from './form-section';

/**
 * A list of repeatable rows (flagship projects, team, specializations, awards): each row a
 * group named 'Team member 2' with its own Remove button, and an Add button under the list.
 */
export function RowsSection({ list }: { list: TRowListName }) {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const spec = ROW_SECTIONS[list];
  const { control } = useFormContext<TDeveloperFormValues>();
  // One field array serves every list; the rows differ only in their fields.
  const { fields, append, remove } = useFieldArray({ control, name: list as 'flagshipProjects' });
  const addRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const rowClass = spec.fields.length === 3 ? `${styles.row} ${styles.rowOfThree}` : styles.row;

  const removeRow = (index: number) => {
    remove(index);
    setAnnouncement(i18n._(spec.removed, { n: index + 1 }));
    // The button that was pressed is gone: focus goes to the list's own control.
    addRef.current?.focus();
  };

  return (
    <FormSection id={spec.id} title={i18n._(spec.title)} hint={i18n._(spec.hint)}>
      {fields.map((row, i) => (
        <fieldset key={row.id} className={rowClass}>
          <legend className={styles.legend}>{i18n._(spec.row, { n: i + 1 })}</legend>
          {spec.fields.map((field) => (
            <FormField
              key={field.key}
              name={`${list}.${i}.${field.key}` as FieldPath<TDeveloperFormValues>}
              label={field.label}
              kind={field.kind}
            />
          ))}
          <Button
            variant="ghost"
            className={styles.removeRow}
            startIcon={<Trash2 size={18} />}
            aria-label={i18n._(spec.remove, { n: i + 1 })}
            onClick={() => removeRow(i)}
          >
            {t`Remove`}
          </Button>
        </fieldset>
      ))}
      <div>
        <Button
          ref={addRef}
          className={styles.addRow}
          startIcon={<Plus size={20} />}
          onClick={() => {
            append(NEW_ROW[list]() as never, { shouldFocus: true });
            setAnnouncement('');
          }}
        >
          {i18n._(spec.add)}
        </Button>
      </div>
      <p aria-live="polite" className={layout.srOnly}>
        {announcement}
      </p>
    </FormSection>
  );
}
