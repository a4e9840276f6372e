import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A typed filter: shown as typed, sent after a pause in typing, and replaced when the address
 * changes it from elsewhere (a removed tag, Clear all, Back). Values are compared as sent
 * (trimmed), so the address echoing a sent value never undoes what is being typed.
 */
export function useFilterDraft(value: string, send: (value: string) => void, delayMs = 400) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);

  const flush = useCallback((text: string) => {
    const next = text.trim();
    if (next === sent.current) return;
    sent.current = next;
    sendRef.current(next);
  }, []);

  useEffect(() => {
    if (draft.trim() === sent.current) return;
    const timer = window.setTimeout(() => flush(draft), delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, delayMs, flush]);

  return { draft, setDraft, flush: () => flush(draft) };
}
