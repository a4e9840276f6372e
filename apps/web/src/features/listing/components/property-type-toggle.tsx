import { useLingui } from '@lingui/react/macro';
import type { TListingPropertyType } from '../lib/filters';
import { PROPERTY_TYPE_TOGGLE } from '../lib/options';
import styles from './controls.module.css';

/** All / Buy / Rent (spec §2), sending no status, 'For Sale' or 'For Rent'. */
export function PropertyTypeToggle({
  value,
  onChange,
  fullWidth = false,
}: {
  value: TListingPropertyType;
  onChange: (value: TListingPropertyType) => void;
  fullWidth?: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toggle button group, not a form's fieldset
    <div
      role="group"
      aria-label={t`Buy or rent`}
      className={fullWidth ? `${styles.group} ${styles.fullWidth}` : styles.group}
    >
      {PROPERTY_TYPE_TOGGLE.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          className={styles.toggle}
          onClick={() => o.value !== value && onChange(o.value)}
        >
          {i18n._(o.label)}
        </button>
      ))}
    </div>
  );
}
