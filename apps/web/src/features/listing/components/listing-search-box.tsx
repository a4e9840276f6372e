import { useLingui } from '@lingui/react/macro';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { type Ref, useId, useState } from 'react';
import { ListboxOptions } from '../../../components/ui/listbox-options';
import styles from './listing-search-box.module.css';

const MAX_SUGGESTIONS = 8;

function matching(suggestions: readonly string[], text: string): readonly string[] {
  const needle = text.trim().toLowerCase();
  return suggestions.filter((o) => !needle || o.toLowerCase().includes(needle)).slice(0, MAX_SUGGESTIONS);
}

/**
 * The listing's search box (spec §2 'by state or city'): free text searches titles, localities,
 * cities, states and builders; picking a suggested city (or typing one exactly) sets the city.
 * Remount it with a new `key` to show a changed search.
 *
 * A combobox with free text (the ARIA 1.2 combobox pattern, list autocomplete): typing or a click
 * opens the suggestions, the arrows move through them, Enter picks the highlighted one or searches
 * the text, Escape closes the list.
 */
export function ListingSearchBox({
  search,
  suggestions,
  onSearch,
  onCity,
  inputRef,
}: {
  search: string;
  suggestions: readonly string[];
  onSearch: (search: string) => void;
  onCity: (city: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(search);
  const [open, setOpen] = useState(false);
  // -1: nothing highlighted, Enter searches the text.
  const [active, setActive] = useState(-1);
  const shown = open ? matching(suggestions, text) : [];
  const expanded = shown.length > 0;

  const pickCity = (city: string) => {
    setText('');
    setOpen(false);
    onCity(city);
  };
  const commit = (value: string) => {
    const trimmed = value.trim();
    const city = suggestions.find((c) => c.toLowerCase() === trimmed.toLowerCase());
    if (city) pickCity(city);
    else {
      setOpen(false);
      onSearch(trimmed);
    }
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(-1);
        return;
      }
      const n = shown.length;
      if (n === 0) return;
      setActive(
        e.key === 'ArrowDown' ? (active + 1 >= n ? -1 : active + 1) : active <= -1 ? n - 1 : active - 1,
      );
    } else if (e.key === 'Enter' && expanded && shown[active] !== undefined) {
      e.preventDefault();
      pickCity(shown[active]);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form (for Enter to submit) that is the search landmark
    <form
      role="search"
      aria-label={t`Search properties`}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        commit(text);
      }}
    >
      <div className={styles.field}>
        <button type="submit" aria-label={t`Search`} className={styles.submit}>
          <Search size={24} />
        </button>
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t`Search properties`}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && shown[active] !== undefined ? `${id}-${active}` : undefined}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t`Search city, locality or project`}
          className={styles.input}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen((o) => !o)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {text && (
          <button
            type="button"
            aria-label={t`Clear`}
            tabIndex={-1}
            className={styles.clear}
            // Keep focus in the input.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setText('');
              setOpen(false);
              onSearch('');
            }}
          >
            <X size={20} />
          </button>
        )}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t`Suggested cities`}
        className={expanded ? styles.list : styles.closed}
      >
        <ListboxOptions
          idPrefix={id}
          options={shown}
          activeIndex={active}
          isSelected={(_, i) => i === active}
          onActive={setActive}
          onPick={pickCity}
          classes={{ option: styles.option, active: styles.active }}
        />
      </div>
    </form>
  );
}
