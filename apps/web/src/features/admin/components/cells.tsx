import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TChipColor } from '../lib/status-colors';

/** Avatar, name and a second line (email, company...): the person cells of the admin tables. */
export function PersonCell({
  name,
  avatar,
  secondary,
  badge,
  maxWidth = 200,
}: {
  name: string;
  avatar?: string | null;
  secondary?: ReactNode;
  badge?: ReactNode;
  /** On desktops, longer names and second lines end in an ellipsis (the full text in a tooltip). */
  maxWidth?: number;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Avatar
        src={avatar ?? undefined}
        alt=""
        sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}
      >
        {name.charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Box sx={{ minWidth: 0, maxWidth: { md: maxWidth } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={name}>
            {name}
          </Typography>
          {badge}
        </Box>
        {secondary && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            noWrap
            title={typeof secondary === 'string' ? secondary : undefined}
          >
            {secondary}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** One line with an ellipsis on desktops; on a phone's card the text wraps instead. */
export const oneLineOnDesktop = {
  overflow: { md: 'hidden' },
  textOverflow: { md: 'ellipsis' },
  whiteSpace: { md: 'nowrap' },
  overflowWrap: 'anywhere',
} as const;

/** A small coloured status chip (role, contact status, active...). */
export function StatusChip({
  label,
  color,
  variant = 'filled',
}: {
  label: string;
  color: TChipColor;
  variant?: 'filled' | 'outlined';
}) {
  return <Chip label={label} color={color} size="small" variant={variant} sx={{ fontWeight: 600 }} />;
}

/** A dash for an empty cell, read out as 'Not given'. */
export function EmptyCell() {
  return (
    <Typography component="span" variant="body2" color="text.secondary" aria-label="Not given">
      —
    </Typography>
  );
}

/** Plain text in a cell; `maxWidth` cuts it with an ellipsis (the full text in a tooltip). */
export function TextCell({
  value,
  maxWidth,
  nowrap = false,
}: {
  value: string | null | undefined;
  maxWidth?: number;
  nowrap?: boolean;
}) {
  if (!value) return <EmptyCell />;
  // Cut to one line on desktops only; a phone's card has room for all of it.
  const cut = maxWidth
    ? {
        maxWidth: { md: maxWidth },
        overflow: { md: 'hidden' },
        textOverflow: { md: 'ellipsis' },
        whiteSpace: { md: 'nowrap' },
      }
    : {};
  return (
    <Typography
      variant="body2"
      title={maxWidth ? value : undefined}
      sx={{ ...cut, ...(nowrap ? { whiteSpace: 'nowrap' } : {}) }}
    >
      {value}
    </Typography>
  );
}
