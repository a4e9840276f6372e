import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, forwardRef, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Chip } from '../../../components/ui/badge';
import { TextInput } from '../../../components/ui/text-input';
import { mergeSpecializations } from '../lib/agent-form';
import styles from './specializations-input.module.css';

/**
 * Specializations as chips (put it in a Field, which names it): type one and press Enter or a
 * comma, or pick a suggestion from the input's list (a native datalist: phones show it over their
 * keyboard); each chip has its own remove button, and Backspace in the empty input removes the
 * last. Text left in the input joins the chips when it loses focus.
 */
export const SpecializationsInput = forwardRef<
  HTMLInputElement,
  {
    value: readonly string[];
    onChange: (value: string[]) => void;
    onBlur?: () => void;
    suggestions: readonly string[];
    name?: string;
  }
>(function SpecializationsInput({ value, onChange, onBlur, suggestions, name }, ref) {
  const { t } = useLingui();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const chosen = new Set(value.map((v) => v.toLocaleLowerCase('en-IN')));
  const offered = suggestions.filter((s) => !chosen.has(s.toLocaleLowerCase('en-IN')));

  const add = (typed: string) => {
    if (typed.trim()) onChange(mergeSpecializations(value, [typed]));
    setText('');
  };

  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    const inputType = (e.nativeEvent as InputEvent).inputType;
    // A comma ends a chip, as Enter does; a suggestion picked from the list is one at once.
    const isPicked = inputType === undefined || inputType === 'insertReplacementText';
    if (next.includes(',') || (isPicked && suggestions.includes(next))) add(next);
    else setText(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      // Enter adds the chip; it does not send the form.
      e.preventDefault();
      add(text);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={styles.root}>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t`Chosen specializations`}>
          {value.map((item) => (
            <li key={item}>
              <Chip
                kind="removable"
                removeLabel={t`Remove ${item}`}
                onRemove={() => {
                  onChange(value.filter((v) => v !== item));
                  // The chip's button goes away: the keyboard carries on from the input.
                  inputRef.current?.focus();
                }}
              >
                {item}
              </Chip>
            </li>
          ))}
        </ul>
      )}
      <TextInput
        ref={(el) => {
          inputRef.current = el;
          if (typeof ref === 'function') ref(el);
          else if (ref) ref.current = el;
        }}
        name={name}
        list={listId}
        autoComplete="off"
        enterKeyHint="done"
        value={text}
        onChange={onInput}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add(text);
          onBlur?.();
        }}
      />
      <datalist id={listId}>
        {offered.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </div>
  );
});
