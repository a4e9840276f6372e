import { HOME_TYPE_LABELS as TYPE_OPTIONS, toPropertyType } from '@nivaas/shared/property-options';

/**
 * The Home Type dropdown (spec §4 'Home type', with the Indian labels of issue 16): one checkbox
 * per property type, each sending its stored type. Single choice in effect.
 */
export const HOME_TYPE_LABELS = TYPE_OPTIONS.map((o) => o.label);
export type THomeTypeLabel = (typeof TYPE_OPTIONS)[number]['label'];

/** The stored `type` each label sends ('Apartment / Flat' sends 'Apartment'). */
export const HOME_TYPE_VALUE = Object.fromEntries(TYPE_OPTIONS.map((o) => [o.label, o.type])) as Record<
  THomeTypeLabel,
  string
>;

/**
 * Incoming `type` values (any case; the spec's old values too: 'house', 'Condo', 'townhome') →
 * the checkbox they tick. Undefined when no single checkbox matches (no type, or 'Commercial').
 */
export function normaliseHomeType(type: string | undefined | null): THomeTypeLabel | undefined {
  const word = type?.trim();
  if (!word || word.toLowerCase() === 'commercial') return undefined;
  const stored = toPropertyType(word);
  return TYPE_OPTIONS.find((o) => o.type === stored)?.label;
}

/**
 * The type to send when a checkbox is toggled: ticking sends its label's stored type, unticking
 * the ticked one sends '' (no type).
 */
export function toggleHomeType(current: string, label: THomeTypeLabel, checked: boolean): string {
  if (checked) return HOME_TYPE_VALUE[label];
  return normaliseHomeType(current) === label ? '' : current;
}

/** Which label shows as ticked for the current type. */
export function checkedHomeType(type: string): THomeTypeLabel | undefined {
  return type ? normaliseHomeType(type) : undefined;
}

/** The filter tag of a type: its label ('Apartment / Flat'), or the group word ('Commercial'). */
export function homeTypeTagLabel(type: string): string {
  return normaliseHomeType(type) ?? type;
}
