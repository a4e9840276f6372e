import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, type TOption } from '../lib/options';
import styles from './controls.module.css';
import fields from './filter-fields.module.css';

/**
 * One row of choices: toggle buttons in a group named by the row's label, the chosen one pressed.
 * Pressing the chosen one again clears it (Any).
 */
function OptionRow({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly TOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div>
      <p id={id} className={fields.label}>
        {label}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a toggle button group, not a form's fieldset */}
      <div role="group" aria-labelledby={id} className={`${styles.group} ${styles.fullWidth}`}>
        {options.map((o) => (
          <button
            key={o.label}
            type="button"
            aria-pressed={o.value === value}
            className={`${styles.toggle} ${fields.compact}`}
            onClick={() => onChange(o.value === value ? '' : o.value)}
          >
            {o.value === '' ? t`Any` : o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Bedrooms Any, 1+..5+ and bathrooms Any, 1+, 2+, 3+, 4+ (spec §5, whole bathrooms). */
export function BedsBathsFields({
  bedrooms,
  bathrooms,
  onChange,
}: {
  bedrooms: string;
  bathrooms: string;
  onChange: (patch: { bedrooms?: string; bathrooms?: string }) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={fields.stack}>
      <OptionRow
        label={t`Bedrooms`}
        options={BEDROOM_OPTIONS}
        value={bedrooms}
        onChange={(v) => onChange({ bedrooms: v })}
      />
      <OptionRow
        label={t`Bathrooms`}
        options={BATHROOM_OPTIONS}
        value={bathrooms}
        onChange={(v) => onChange({ bathrooms: v })}
      />
    </div>
  );
}
