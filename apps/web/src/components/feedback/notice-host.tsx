import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { subscribeToNotices, type TNotice } from '../../lib/notify';

/** Renders the notices of notify() one at a time. */
export function NoticeHost() {
  const [queue, setQueue] = useState<TNotice[]>([]);
  const [open, setOpen] = useState(false);
  const current = queue[0];

  useEffect(
    () =>
      subscribeToNotices((notice) => {
        setQueue((q) => [...q, notice]);
        setOpen(true);
      }),
    [],
  );

  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open={open}
      autoHideDuration={current.durationMs}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      slotProps={{
        transition: {
          onExited: () => {
            setQueue((q) => q.slice(1));
            setOpen(true);
          },
        },
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={() => setOpen(false)}
        sx={{ width: '100%' }}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
