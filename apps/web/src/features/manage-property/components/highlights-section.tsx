import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { MAX_HIGHLIGHTS } from '@nivaas/shared/constants';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import layout from '../../../components/ui/layout.module.css';
import type { TPropertyFormValues } from '../lib/form-values';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import styles from './property-form.module.css';

/** Up to five one-line highlights, each with its own Remove button. */
export function HighlightsSection() {
  const { t } = useLingui();
  const { control } = useFormContext<TPropertyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'highlights' });
  const addRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const isFull = fields.length >= MAX_HIGHLIGHTS;

  const removeRow = (index: number) => {
    remove(index);
    const n = index + 1;
    setAnnouncement(t`Highlight ${n} removed`);
    // The pressed button is gone: focus goes to the list's own control.
    addRef.current?.focus();
  };

  return (
    <FormSection
      id="highlights"
      title={t`Highlights`}
      description={t`Up to ${MAX_HIGHLIGHTS} short points that set this property apart.`}
    >
      {fields.map((f, i) => {
        const n = i + 1;
        return (
          <div key={f.id} className={styles.inlineRow}>
            <FormTextField
              name={`highlights.${i}.value`}
              label={t`Highlight ${n}`}
              placeholder={i === 0 ? t`e.g. Corner flat with garden view` : undefined}
            />
            <IconButton
              label={t`Remove highlight ${n}`}
              icon={<Trash2 size={20} />}
              variant="ghost"
              className={styles.removeIcon}
              onClick={() => removeRow(i)}
            />
          </div>
        );
      })}
      <div>
        <Button
          ref={addRef}
          className={styles.addRow}
          startIcon={<Plus size={20} />}
          onClick={() => {
            append({ value: '' }, { shouldFocus: true });
            setAnnouncement('');
          }}
          disabled={isFull}
        >
          {isFull ? t`${MAX_HIGHLIGHTS} highlights at most` : t`Add highlight`}
        </Button>
      </div>
      <p aria-live="polite" className={layout.srOnly}>
        {announcement}
      </p>
    </FormSection>
  );
}
