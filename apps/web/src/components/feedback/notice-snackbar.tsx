import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { MuiScope } from '../../app/mui-scope';
import type { TNotice } from '../../lib/notify';

/** One notice as a snackbar; `onDone` once it has closed and left the screen. */
export default function NoticeSnackbar({ notice, onDone }: { notice: TNotice; onDone: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <MuiScope>
      <Snackbar
        open={open}
        autoHideDuration={notice.durationMs}
        onClose={(_e, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        slotProps={{ transition: { onExited: onDone } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ width: '100%' }}
        >
          {notice.message}
        </Alert>
      </Snackbar>
    </MuiScope>
  );
}
