import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';

export type TRowMenuItem = {
  label: string;
  icon?: ReactNode;
  /** A route to go to; otherwise `onSelect` runs. */
  to?: string;
  /** An address outside the app (mailto:, tel:). */
  href?: string;
  onSelect?: () => void;
  isDestructive?: boolean;
  isDisabled?: boolean;
};

/**
 * The row menu of an admin table (DESIGN 'Tables': on the right). The button is named after the
 * row ('Actions for Priya Kulkarni'); the menu is labelled by it, and focus goes back to it when
 * the menu closes (and from there, to it again when a dialog opened from the menu closes).
 */
export function RowMenu({ label, items }: { label: string; items: readonly TRowMenuItem[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setIsOpen(false);

  return (
    <>
      <IconButton
        id={buttonId}
        ref={buttonRef}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen || undefined}
        onClick={() => setIsOpen(true)}
        sx={{ width: { xs: 44, md: 36 }, height: { xs: 44, md: 36 } }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={buttonRef.current}
        open={isOpen}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {items.map((item) => {
          const content = (
            <>
              {item.icon && (
                <ListItemIcon sx={item.isDestructive ? { color: 'error.main' } : undefined}>
                  {item.icon}
                </ListItemIcon>
              )}
              <ListItemText>{item.label}</ListItemText>
            </>
          );
          const sx = { minHeight: 44, ...(item.isDestructive ? { color: 'error.main' } : {}) };
          if (item.href) {
            return (
              <MenuItem
                key={item.label}
                component="a"
                href={item.href}
                onClick={close}
                disabled={item.isDisabled}
                sx={sx}
              >
                {content}
              </MenuItem>
            );
          }
          return item.to ? (
            <MenuItem
              key={item.label}
              component={RouterLink}
              to={item.to}
              onClick={close}
              disabled={item.isDisabled}
              sx={sx}
            >
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={item.label}
              disabled={item.isDisabled}
              sx={sx}
              onClick={() => {
                close();
                item.onSelect?.();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
