/**
 * The options of a combobox's list (the ARIA 1.2 combobox pattern). Options are not focusable: the
 * input keeps focus and names the active one (aria-activedescendant, `${idPrefix}-${index}`); its
 * arrow keys and Enter are the keyboard path, the pointer highlights and picks.
 */
export function ListboxOptions({
  idPrefix,
  options,
  activeIndex,
  isSelected,
  onActive,
  onPick,
  classes,
}: {
  idPrefix: string;
  options: readonly string[];
  activeIndex: number;
  isSelected: (option: string, index: number) => boolean;
  onActive: (index: number) => void;
  onPick: (option: string) => void;
  /** A CSS module's classes for an option and the highlighted one. */
  classes: { option?: string; active?: string };
}) {
  return options.map((option, i) => (
    // biome-ignore lint/a11y/useFocusableInteractive: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      key={option}
      id={`${idPrefix}-${i}`}
      role="option"
      aria-selected={isSelected(option, i)}
      className={i === activeIndex ? `${classes.option} ${classes.active}` : classes.option}
      // Keep focus in the input, so its blur does not close the list before the click.
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => onActive(i)}
      onClick={() => onPick(option)}
    >
      {option}
    </div>
  ));
}
