import { useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useFieldControl } from './field-context';
import { ListboxOptions } from './listbox-options';
import styles from './combobox.module.css';

type TComboboxProps = {
  /** The accessible name; inside a Field, its label names the input instead. */
  label?: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  filterOptions: (options: readonly string[], text: string) => readonly string[];
  placeholder?: string;
  loading?: boolean;
  loadingText?: string;
  noOptionsText?: string;
  startAdornment?: ReactNode;
  listMaxHeight?: number;
  className?: string;
};

/**
 * A select-only combobox with type-to-filter (the ARIA 1.2 combobox pattern, list autocomplete):
 * typing filters, the first match is highlighted, arrows move, Enter picks, Escape or leaving the
 * field puts back the chosen value.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  filterOptions,
  placeholder,
  loading = false,
  loadingText,
  noOptionsText,
  startAdornment,
  listMaxHeight = 200,
  className,
}: TComboboxProps) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useFieldControl<{ id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }>({});
  const isInField = field.id !== undefined;
  const [open, setOpen] = useState(false);
  // null: not typing, the input shows the chosen value.
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const shown = text === null ? options : filterOptions(options, text);
  const activeIndex = Math.min(active, shown.length - 1);

  const openList = (highlight: number) => {
    setOpen(true);
    setActive(Math.max(0, highlight));
  };
  const closeList = () => {
    setOpen(false);
    setText(null);
  };
  const pick = (option: string) => {
    onChange(option);
    closeList();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return openList(text === null ? options.indexOf(value) : 0);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + shown.length) % Math.max(shown.length, 1));
    } else if (e.key === 'Enter' && open) {
      const option = shown[activeIndex];
      if (option !== undefined) {
        e.preventDefault();
        pick(option);
      }
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      closeList();
    }
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.field}>
        {startAdornment}
        <input
          ref={inputRef}
          role="combobox"
          id={field.id}
          aria-label={isInField ? undefined : label}
          aria-describedby={field['aria-describedby']}
          aria-invalid={field['aria-invalid']}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && shown[activeIndex] !== undefined ? `${id}-${activeIndex}` : undefined
          }
          autoComplete="off"
          className={styles.input}
          placeholder={placeholder}
          value={text ?? value}
          onChange={(e) => {
            setText(e.target.value);
            openList(0);
          }}
          onClick={() => (open ? undefined : openList(text === null ? options.indexOf(value) : 0))}
          onKeyDown={onKeyDown}
          onBlur={closeList}
        />
        {value && (
          <button
            type="button"
            aria-label={t`Clear`}
            tabIndex={-1}
            className={styles.clear}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onChange('');
              setText('');
              inputRef.current?.focus();
              openList(0);
            }}
          >
            <X size={20} />
          </button>
        )}
      </div>
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.list}
          style={{ maxHeight: listMaxHeight }}
        >
          {loading && options.length === 0 ? (
            <div className={styles.note}>{loadingText ?? t`Loading…`}</div>
          ) : shown.length === 0 ? (
            <div className={styles.note}>{noOptionsText ?? t`No options`}</div>
          ) : (
            <ListboxOptions
              idPrefix={id}
              options={shown}
              activeIndex={activeIndex}
              isSelected={(option) => option === value}
              onActive={setActive}
              onPick={pick}
              classes={{ option: styles.option, active: styles.active }}
            />
          )}
        </div>
      )}
    </div>
  );
}
