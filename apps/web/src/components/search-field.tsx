import { useLingui } from '@lingui/react/macro';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { IconButton } from './ui/icon-button';
import { TextInput } from './ui/text-input';
import styles from './search-field.module.css';

/**
 * A search box whose placeholder is also its accessible name ('Search properties...'), with a
 * clear button once something is typed. Filtering is up to the caller, on every keystroke.
 */
export function SearchField({
  value,
  onChange,
  placeholder,
  label,
  maxWidth = 420,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name; defaults to the placeholder. */
  label?: string;
  maxWidth?: number | string;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.root} style={{ maxWidth }}>
      <TextInput
        type="search"
        isSmall
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        startIcon={<Search size={20} />}
        endAdornment={
          value ? (
            <IconButton
              label={t`Clear search`}
              icon={<X size={18} />}
              size="sm"
              onClick={() => onChange('')}
            />
          ) : undefined
        }
      />
    </div>
  );
}
