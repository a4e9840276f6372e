import { useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import { forwardRef, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useFieldControl } from './field-context';
import styles from './option-picker.module.css';

export type TOptionPickerProps<T> = {
  /** The accessible name; inside a Field, its label names the input instead. */
  label?: string;
  options: readonly T[];
  /** The chosen option, or null. */
  value: T | null;
  onChange: (value: T | null) => void;
  /** A stable key per option (an id). */
  getKey: (option: T) => string;
  /** The text the input shows for the chosen option ('Rohan Patil (rohan@…)'). */
  getLabel: (option: T) => string;
  /** What an option row shows (a photo, a name, a second line); its text is the option's name. */
  renderOption?: (option: T) => ReactNode;
  /** Whether an option matches the typed text; by default its label contains it. */
  matches?: (option: T, text: string) => boolean;
  placeholder?: string;
  isLoading?: boolean;
  loadingText?: string;
  noOptionsText?: string;
  /** The clear button's accessible name ('Clear builder'). */
  clearLabel?: string;
  /** The input's name (a form's field). */
  name?: string;
  onBlur?: () => void;
  className?: string;
};

const containsText = (label: string, text: string) => label.toLowerCase().includes(text.trim().toLowerCase());

/**
 * A searchable pick from a list of records (an agent, a builder): the ARIA 1.2 combobox with list
 * autocomplete, like the kit's Combobox but for objects with a rich row. Typing filters; arrows move
 * the highlight; Enter picks; Escape, or leaving the field, puts the chosen option's text back;
 * emptying the text and leaving the field clears the choice. Its ref is the input.
 */
function OptionPickerInner<T>(
  {
    label,
    options,
    value,
    onChange,
    getKey,
    getLabel,
    renderOption,
    matches,
    placeholder,
    isLoading = false,
    loadingText,
    noOptionsText,
    clearLabel,
    name,
    onBlur,
    className,
  }: TOptionPickerProps<T>,
  ref: React.ForwardedRef<HTMLInputElement>,
) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const field = useFieldControl<{
    id?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
    required?: boolean;
    disabled?: boolean;
  }>({});
  const isInField = field.id !== undefined;
  const [isOpen, setIsOpen] = useState(false);
  // null: not typing, the input shows the chosen option's text.
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const filter = matches ?? ((option: T, typed: string) => containsText(getLabel(option), typed));
  const shown = text === null || text.trim() === '' ? options : options.filter((o) => filter(o, text));
  const activeIndex = Math.min(active, shown.length - 1);
  const activeId = isOpen && activeIndex >= 0 ? `${id}-${activeIndex}` : undefined;
  const chosenIndex = value === null ? -1 : options.findIndex((o) => getKey(o) === getKey(value));

  // The highlighted option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (!activeId) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openList = (highlight: number) => {
    setIsOpen(true);
    setActive(Math.max(0, highlight));
  };
  const closeList = () => {
    setIsOpen(false);
    setText(null);
  };
  const pick = (option: T) => {
    onChange(option);
    closeList();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!isOpen) return openList(text === null ? chosenIndex : 0);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + shown.length) % Math.max(shown.length, 1));
    } else if (e.key === 'Enter' && isOpen) {
      const option = shown[activeIndex];
      if (option !== undefined) {
        e.preventDefault();
        pick(option);
      }
    } else if (e.key === 'Escape' && isOpen) {
      e.preventDefault();
      closeList();
    }
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.field} data-disabled={field.disabled || undefined}>
        <input
          ref={(el) => {
            inputRef.current = el;
            if (typeof ref === 'function') ref(el);
            else if (ref) ref.current = el;
          }}
          role="combobox"
          id={field.id}
          name={name}
          aria-label={isInField ? undefined : label}
          aria-describedby={field['aria-describedby']}
          aria-invalid={field['aria-invalid']}
          aria-required={field.required || undefined}
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          disabled={field.disabled}
          autoComplete="off"
          className={styles.input}
          placeholder={placeholder}
          value={text ?? (value ? getLabel(value) : '')}
          onChange={(e) => {
            setText(e.target.value);
            openList(0);
          }}
          onClick={() => (isOpen ? undefined : openList(text === null ? chosenIndex : 0))}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // An emptied field clears the choice; anything else half-typed gives way to the choice.
            if (text !== null && text.trim() === '' && value !== null) onChange(null);
            closeList();
            onBlur?.();
          }}
        />
        {value && !field.disabled && (
          <button
            type="button"
            aria-label={clearLabel ?? t`Clear`}
            // The keyboard way to clear is to empty the text; the button is for the pointer.
            tabIndex={-1}
            className={styles.clear}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onChange(null);
              setText('');
              inputRef.current?.focus();
              openList(0);
            }}
          >
            <X size={20} />
          </button>
        )}
      </div>
      {isOpen && (
        <div id={listId} role="listbox" aria-label={label} className={styles.list}>
          {isLoading && options.length === 0 ? (
            <div className={styles.note}>{loadingText ?? t`Loading…`}</div>
          ) : shown.length === 0 ? (
            <div className={styles.note}>{noOptionsText ?? t`No options`}</div>
          ) : (
            shown.map((option, i) => (
              // Options are not focusable: the input keeps focus and names the active one
              // (aria-activedescendant); its arrows and Enter are the keyboard path.
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              <div
                key={getKey(option)}
                id={`${id}-${i}`}
                role="option"
                aria-selected={value !== null && getKey(option) === getKey(value)}
                className={i === activeIndex ? `${styles.option} ${styles.active}` : styles.option}
                // Keeps focus in the input, so its blur does not close the list before the click.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => pick(option)}
              >
                {renderOption ? renderOption(option) : getLabel(option)}
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}

export const OptionPicker = forwardRef(OptionPickerInner) as <T>(
  props: TOptionPickerProps<T> & { ref?: React.Ref<HTMLInputElement> },
) => ReturnType<typeof OptionPickerInner>;
