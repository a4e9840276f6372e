import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/layout.module.css';
import type { TPropertyFormValues } from '../lib/form-values';
import { FormSection, GroupError } from './form-section';
import { FormTextField } from './form-text-field';
import styles from './property-form.module.css';
import { useFieldError } from './use-form-field';

/** The server keeps at most 20 approvals. */
const MAX_APPROVALS = 20;

/** Repeatable approvals: name (required on a row in use), number and date; each row a named group. */
export function ApprovalsSection() {
  const { t } = useLingui();
  const { control } = useFormContext<TPropertyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'approvals' });
  const addRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // A message about the list as a whole (from the server) goes under it.
  const message = useFieldError('approvals');

  const removeRow = (index: number) => {
    remove(index);
    const n = index + 1;
    setAnnouncement(t`Approval ${n} removed`);
    addRef.current?.focus();
  };

  return (
    <FormSection
      id="approvals"
      title={t`Approvals`}
      description={t`Building approvals and certificates buyers can check, e.g. RERA, commencement, occupancy.`}
    >
      {fields.length === 0 && <p className={styles.muted}>{t`No approvals added.`}</p>}
      {fields.map((f, i) => {
        const n = i + 1;
        return (
          <fieldset key={f.id} className={styles.row}>
            <legend className={styles.rowLegend}>{t`Approval ${n}`}</legend>
            <FormTextField
              name={`approvals.${i}.name`}
              label={t`Approval ${n} name`}
              isRequired
              placeholder={t`e.g. Commencement certificate`}
            />
            <FormTextField name={`approvals.${i}.number`} label={t`Number`} />
            <FormTextField name={`approvals.${i}.date`} label={t`Date`} type="date" />
            <Button
              variant="ghost"
              className={styles.removeRow}
              startIcon={<Trash2 size={18} />}
              aria-label={t`Remove approval ${n}`}
              onClick={() => removeRow(i)}
            >
              {t`Remove`}
            </Button>
          </fieldset>
        );
      })}
      <GroupError message={message} />
      <div>
        <Button
          ref={addRef}
          className={styles.addRow}
          startIcon={<Plus size={20} />}
          onClick={() => {
            append({ name: '', number: '', date: '' }, { shouldFocus: true });
            setAnnouncement('');
          }}
          disabled={fields.length >= MAX_APPROVALS}
        >
          {t`Add approval`}
        </Button>
      </div>
      <p aria-live="polite" className={layout.srOnly}>
        {announcement}
      </p>
    </FormSection>
  );
}
