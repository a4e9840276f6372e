import { Select } from '../../../components/ui/select';
import type { TStatusTone } from '../lib/status-colors';
import { useAdminWords } from '../lib/admin-words';
import styles from './status-select.module.css';

/**
 * A status shown in its colour that is also the control to change it: a native select drawn as
 * a pill (phones get their own picker). A value outside the known list (shown in the error colour)
 * stays visible as a disabled option, so nothing is silently rewritten.
 */
export function StatusSelect<S extends string>({
  value,
  options,
  toneOf,
  label,
  onChange,
  isDisabled,
}: {
  value: string;
  options: readonly S[];
  toneOf: (status: string) => TStatusTone;
  /** The accessible name, e.g. 'Status of the request from Rahul Patil'. */
  label: string;
  onChange: (status: S) => void;
  isDisabled?: boolean;
}) {
  const { status: statusLabel } = useAdminWords();
  const isKnown = (options as readonly string[]).includes(value);
  return (
    <Select
      isSmall
      aria-label={label}
      value={value}
      disabled={isDisabled}
      data-tone={toneOf(value)}
      className={styles.status}
      options={[
        ...(isKnown ? [] : [{ value, label: statusLabel(value), isDisabled: true }]),
        ...options.map((option) => ({ value: option, label: statusLabel(option) })),
      ]}
      onChange={(e) => {
        const next = e.target.value as S;
        if (next !== value) onChange(next);
      }}
    />
  );
}
