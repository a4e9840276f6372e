import { type ComponentProps, forwardRef } from 'react';
import { useFieldControl } from './field-context';
import styles from './input.module.css';

export type TSelectOption = { value: string; label: string; isDisabled?: boolean };
/** Options under a heading (an <optgroup>): 'Metric', 'Imperial', 'Regional Indian'. */
export type TSelectGroup = { group: string; options: readonly (TSelectOption | string)[] };

export type TSelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly (TSelectOption | TSelectGroup | string)[];
  /** A first, empty choice ('Select…'); picking it gives ''. */
  placeholder?: string;
  isSmall?: boolean;
};

/**
 * A choice from a short list, on the native <select>: phones show their own picker, keyboards and
 * screen readers know it, and it costs no JavaScript (README: why not a custom listbox).
 */
export const Select = forwardRef<HTMLSelectElement, TSelectProps>(function Select(
  { options, placeholder, isSmall = false, className, ...props },
  ref,
) {
  const control = useFieldControl(props);
  return (
    <select
      ref={ref}
      className={[styles.control, styles.select, isSmall && styles.small, className]
        .filter(Boolean)
        .join(' ')}
      {...control}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) =>
        typeof o !== 'string' && 'group' in o ? (
          <optgroup key={`group:${o.group}`} label={o.group}>
            {o.options.map(renderOption)}
          </optgroup>
        ) : (
          renderOption(o)
        ),
      )}
    </select>
  );
});

function renderOption(o: TSelectOption | string) {
  const option = typeof o === 'string' ? { value: o, label: o } : o;
  return (
    <option key={option.value} value={option.value} disabled={option.isDisabled}>
      {option.label}
    </option>
  );
}
