import type { TApprovalRow, TPropertyFormValues } from './form-values';

/**
 * Repeatable rows the form may leave blank (an empty highlight, an untouched approval row) are not
 * sent. Each kept row remembers its row in the form, so a message about `approvals.0.name` from
 * the schema or the server lands under the right row.
 */
export type TKeptRow<T> = { value: T; formIndex: number };

const isBlank = (s: string) => s.trim() === '';

export function keptHighlights(values: Pick<TPropertyFormValues, 'highlights'>): TKeptRow<string>[] {
  return values.highlights.flatMap((h, formIndex) =>
    isBlank(h.value) ? [] : [{ value: h.value.trim(), formIndex }],
  );
}

export function keptApprovals(values: Pick<TPropertyFormValues, 'approvals'>): TKeptRow<TApprovalRow>[] {
  return values.approvals.flatMap((a, formIndex) =>
    isBlank(a.name) && isBlank(a.number) && isBlank(a.date) ? [] : [{ value: a, formIndex }],
  );
}

/**
 * A message key of the schema or the server ('title', 'approvals.0.name', 'highlights.1',
 * 'address.city') as the form field it belongs to ('approvals.2.name', 'highlights.3.value', 'city').
 */
export function toFormFieldKey(
  key: string,
  rows: { highlights: TKeptRow<string>[]; approvals: TKeptRow<TApprovalRow>[] },
): string {
  const parts = key.split('.');
  const [head, second, third] = parts;
  if (head === 'address' && second) return second;
  if (head === 'location') return 'latitude';
  if (head === 'highlights') {
    if (second === undefined || !/^\d+$/.test(second)) return 'highlights.0.value';
    const row = rows.highlights[Number(second)];
    return `highlights.${row?.formIndex ?? Number(second)}.value`;
  }
  if (head === 'approvals' && second !== undefined && /^\d+$/.test(second)) {
    const row = rows.approvals[Number(second)];
    return `approvals.${row?.formIndex ?? Number(second)}${third ? `.${third}` : ''}`;
  }
  if (head === 'floorPlan') return 'floorPlans';
  if (head === 'image' || head === 'existingImages') return 'images';
  return key;
}
