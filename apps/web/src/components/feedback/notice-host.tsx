import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribeToNotices, type TNotice } from '../../lib/notify';

// The snackbar is built with MUI: fetched with the first notice, so pages without MUI stay light.
const NoticeSnackbar = lazy(() => import('./notice-snackbar'));

/** Renders the notices of notify() one at a time. */
export function NoticeHost() {
  const [queue, setQueue] = useState<TNotice[]>([]);
  useEffect(() => subscribeToNotices((notice) => setQueue((q) => [...q, notice])), []);
  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <NoticeSnackbar key={current.id} notice={current} onDone={() => setQueue((q) => q.slice(1))} />
    </Suspense>
  );
}
