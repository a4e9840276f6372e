import ExpandMore from '@mui/icons-material/ExpandMore';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { type ReactNode, useId, useState } from 'react';
import { visuallyHiddenSx } from '../../../components/visually-hidden';

/**
 * A filter button that opens a panel under it (spec §2): a dot when its filter is active; the
 * panel closes on an outside click or Escape and gives focus back to the button.
 */
export function FilterDropdown({
  label,
  isActive,
  children,
  width = 360,
}: {
  label: string;
  isActive: boolean;
  /** The panel, given a function that closes it (after Apply, for example). */
  children: (close: () => void) => ReactNode;
  width?: number;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Badge
        variant="dot"
        color="secondary"
        invisible={!isActive}
        overlap="rectangular"
        sx={{ '& .MuiBadge-dot': { width: 10, height: 10, borderRadius: 999, top: 4, right: 4 } }}
      >
        <Button
          variant="outlined"
          color={isActive ? 'primary' : 'inherit'}
          endIcon={
            <ExpandMore
              sx={{ transform: anchor ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            />
          }
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? id : undefined}
          sx={{
            borderColor: isActive ? 'primary.main' : 'divider',
            bgcolor: isActive ? 'action.selected' : 'background.paper',
            whiteSpace: 'nowrap',
            minHeight: 44,
          }}
        >
          {label}
          {isActive && (
            <Box component="span" sx={visuallyHiddenSx}>
              {' '}
              (active)
            </Box>
          )}
        </Button>
      </Badge>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        disableScrollLock
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': label,
            sx: { mt: 1, width, maxWidth: 'calc(100vw - 32px)', borderRadius: 3, p: 2 },
          },
        }}
      >
        {children(close)}
      </Popover>
    </>
  );
}

/** Reset and Apply at the foot of a panel. */
export function PanelActions({ onReset, onApply }: { onReset: () => void; onApply: () => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2 }}>
      <Button onClick={onReset} sx={{ minHeight: 44 }}>
        Reset
      </Button>
      <Button variant="contained" onClick={onApply} sx={{ minHeight: 44, px: 3 }}>
        Apply
      </Button>
    </Box>
  );
}
