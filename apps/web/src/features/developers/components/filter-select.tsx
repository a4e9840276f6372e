import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { selectChoices } from '../lib/developer-filters';

/** A filter chosen from the values the directory's builders have, with 'All' to clear it. */
export function FilterSelect({
  label,
  allLabel,
  names,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  names: Iterable<string>;
  value: string;
  onChange: (value: string) => void;
}) {
  const choices = selectChoices(names, value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={choices.value}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {choices.options.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
