import { ROW_LIST_NAMES, type TDeveloperFormValues, type TRowListName } from './form-values';

/** A row counts as empty when none of its fields holds anything (spec §5: one filled field keeps it). */
export function isEmptyRow(row: Record<string, unknown>): boolean {
  return Object.values(row).every((v) => v == null || (typeof v === 'string' && v.trim() === ''));
}

/** The places in the form of the rows that are saved. */
export function keptRowIndexes(rows: readonly Record<string, unknown>[]): number[] {
  return rows.flatMap((row, formIndex) => (isEmptyRow(row) ? [] : [formIndex]));
}

const isRowList = (name: string | undefined): name is TRowListName =>
  (ROW_LIST_NAMES as string[]).includes(name ?? '');

/**
 * A server message key ('awards.0.year', 'headquarters.city') as the form field it belongs to.
 * The server numbers only the rows it was sent, so 'awards.0' is the first kept award row.
 */
export function toFormFieldPath(key: string, values: Pick<TDeveloperFormValues, TRowListName>): string {
  const [list, index, ...rest] = key.split('.');
  if (!isRowList(list) || index === undefined || !/^\d+$/.test(index)) return key;
  const formIndex = keptRowIndexes(values[list])[Number(index)] ?? Number(index);
  return [list, String(formIndex), ...rest].join('.');
}
