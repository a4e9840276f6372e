import { SNACKBAR_MS } from '@nivaas/shared/constants';

export type TNoticeSeverity = 'success' | 'info' | 'warning' | 'error';
export type TNotice = { id: number; message: string; severity: TNoticeSeverity; durationMs: number };

type TListener = (notice: TNotice) => void;
const listeners = new Set<TListener>();
/** Notices given before anything shows them (the toast host's code is still on its way). */
let waiting: TNotice[] = [];
let onWaiting: (() => void) | null = null;
let nextId = 1;

/**
 * Shows a notice as a toast (6 s by default), from anywhere: components, hooks or the http client.
 * A new notice replaces the one on screen at once.
 */
export function notify(message: string, severity: TNoticeSeverity = 'info', durationMs = SNACKBAR_MS): void {
  const notice = { id: nextId++, message, severity, durationMs };
  if (listeners.size === 0) {
    waiting.push(notice);
    onWaiting?.();
    return;
  }
  for (const listener of listeners) listener(notice);
}

/** Receives every notice from now on, after the ones that were waiting for a listener. */
export function subscribeToNotices(listener: TListener): () => void {
  listeners.add(listener);
  const queued = waiting;
  waiting = [];
  for (const notice of queued) listener(notice);
  return () => listeners.delete(listener);
}

/** Calls `callback` when a notice waits for a listener (now, if one already does). */
export function whenNoticeWaits(callback: () => void): () => void {
  onWaiting = callback;
  if (waiting.length > 0) callback();
  return () => {
    if (onWaiting === callback) onWaiting = null;
  };
}
