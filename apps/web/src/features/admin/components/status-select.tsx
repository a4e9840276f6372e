import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { TChipColor } from '../lib/status-colors';
import { statusLabel } from '../lib/status-colors';

/**
 * A status shown as its coloured chip that is also the control to change it: a select whose
 * value renders as the chip. A value outside the known list (shown in its own colour) stays
 * visible as a disabled option, so nothing is silently rewritten.
 */
export function StatusSelect<S extends string>({
  value,
  options,
  colorOf,
  label,
  onChange,
  isDisabled,
}: {
  value: string;
  options: readonly S[];
  colorOf: (status: string) => TChipColor;
  /** The accessible name, e.g. 'Status of the request from Rahul Patil'. */
  label: string;
  onChange: (status: S) => void;
  isDisabled?: boolean;
}) {
  const isKnown = (options as readonly string[]).includes(value);
  return (
    <Select
      size="small"
      variant="standard"
      disableUnderline
      value={value}
      disabled={isDisabled}
      onChange={(e) => {
        const next = e.target.value as S;
        if (next !== value) onChange(next);
      }}
      inputProps={{ 'aria-label': label }}
      renderValue={(v) => (
        <Chip
          label={statusLabel(v)}
          color={colorOf(v)}
          size="small"
          sx={{ fontWeight: 600, cursor: 'pointer' }}
        />
      )}
      sx={{ '& .MuiSelect-select': { py: 0.25, display: 'flex', alignItems: 'center' } }}
    >
      {!isKnown && (
        <MenuItem value={value} disabled>
          {statusLabel(value)}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option} value={option} sx={{ minHeight: 44 }}>
          {statusLabel(option)}
        </MenuItem>
      ))}
    </Select>
  );
}
