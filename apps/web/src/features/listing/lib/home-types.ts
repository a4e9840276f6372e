import {
  HOME_TYPE_LABELS as SHARED_HOME_TYPE_LABELS,
  PROPERTY_TYPE_ALIASES,
} from '@nivaas/shared/property-options';

/**
 * The Home Type dropdown (spec §3 option list, §4 'Home type'): seven checkbox labels, each
 * standing for one stored property type. Single choice in effect.
 */
export const HOME_TYPE_LABELS = SHARED_HOME_TYPE_LABELS.map((o) => o.label);
export type THomeTypeLabel = (typeof SHARED_HOME_TYPE_LABELS)[number]['label'];

/** The stored `type` each label sends (spec §4). */
export const HOME_TYPE_VALUE = Object.fromEntries(
  SHARED_HOME_TYPE_LABELS.map((o) => [o.label, o.type]),
) as Record<THomeTypeLabel, string>;

/**
 * Incoming `type` values (any case, singular or plural, e.g. 'house', 'townhome') → the checkbox
 * they tick. Where two labels share a type (Multi-family and Apartments), the one named after the
 * type wins. Undefined when no checkbox matches (Villa, Commercial).
 */
export function normaliseHomeType(type: string | undefined | null): THomeTypeLabel | undefined {
  const word = type?.trim().toLowerCase();
  if (!word) return undefined;
  const stored = PROPERTY_TYPE_ALIASES[word];
  if (!stored) return undefined;
  const matches = SHARED_HOME_TYPE_LABELS.filter((o) => o.type === stored);
  const named = matches.find((o) => o.label.toLowerCase().startsWith(stored.toLowerCase()));
  return (named ?? matches[0])?.label;
}

/**
 * The type to send when a checkbox is toggled: ticking sends its label's stored type, unticking
 * the ticked one sends '' (no type).
 */
export function toggleHomeType(current: string, label: THomeTypeLabel, checked: boolean): string {
  if (checked) return HOME_TYPE_VALUE[label];
  const ticked = normaliseHomeType(current);
  return ticked && HOME_TYPE_VALUE[ticked] === HOME_TYPE_VALUE[label] ? '' : current;
}

/**
 * Which label shows as ticked: the last one the user clicked if it still stands for the current
 * type (Multi-family and Apartments share 'Apartment'), otherwise the normalised one.
 */
export function checkedHomeType(
  type: string,
  lastClicked: THomeTypeLabel | undefined,
): THomeTypeLabel | undefined {
  if (!type) return undefined;
  if (lastClicked && HOME_TYPE_VALUE[lastClicked].toLowerCase() === type.trim().toLowerCase())
    return lastClicked;
  return normaliseHomeType(type);
}
