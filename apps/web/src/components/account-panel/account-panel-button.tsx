import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { AccountPanel } from './account-panel';

/**
 * The ACCOUNT button of the headers (spec §2) and the side panel it opens. `color="inherit"`
 * suits a coloured bar such as the home hero's.
 */
export function AccountPanelButton({ color = 'primary' }: { color?: 'primary' | 'inherit' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color={color}
        variant="outlined"
        startIcon={<AccountCircleOutlined />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        sx={{ minHeight: 44, fontWeight: 700, letterSpacing: '0.04em' }}
      >
        ACCOUNT
      </Button>
      <AccountPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
