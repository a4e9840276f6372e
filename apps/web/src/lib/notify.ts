import { SNACKBAR_MS } from '@nivaas/shared/constants';

export type TNoticeSeverity = 'success' | 'info' | 'warning' | 'error';
export type TNotice = { id: number; message: string; severity: TNoticeSeverity; durationMs: number };

type TListener = (notice: TNotice) => void;
const listeners = new Set<TListener>();
let nextId = 1;

/** Shows a snackbar notice (6 s by default), from anywhere: components, hooks or the http client. */
export function notify(message: string, severity: TNoticeSeverity = 'info', durationMs = SNACKBAR_MS): void {
  const notice = { id: nextId++, message, severity, durationMs };
  for (const listener of listeners) listener(notice);
}

export function subscribeToNotices(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
