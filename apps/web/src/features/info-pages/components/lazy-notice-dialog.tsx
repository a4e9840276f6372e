import { type ComponentProps, lazy, useEffect, useState } from 'react';
import { Deferred } from '../../../components/deferred';

const loadNoticeDialog = () => import('./notice-dialog');
const NoticeDialog = lazy(loadNoticeDialog);

/**
 * A notice that opens once the page is on screen ('coming soon', the Design Studio welcome). The
 * first render, on the server and in the browser, has no dialog; after it, the dialog's code is
 * fetched and the dialog opens when it has arrived.
 */
export function useNoticeOnLoad() {
  const [isWanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    let isLive = true;
    setWanted(true);
    loadNoticeDialog().then(() => {
      if (isLive) setOpen(true);
    });
    return () => {
      isLive = false;
    };
  }, []);
  return { isOpen, isWanted, close: () => setOpen(false) };
}

/** The notice dialog, its code loaded on first use. */
export function LazyNoticeDialog({
  isWanted,
  ...props
}: ComponentProps<typeof NoticeDialog> & { isWanted: boolean }) {
  return (
    <Deferred isOpen={props.open} isWanted={isWanted}>
      <NoticeDialog {...props} />
    </Deferred>
  );
}
