import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/**
 * A search box whose placeholder is also its accessible name ('Search properties...'), with a
 * clear button once something is typed. Filtering is up to the caller, on every keystroke.
 */
export function SearchField({
  value,
  onChange,
  placeholder,
  label,
  maxWidth = 420,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name; defaults to the placeholder. */
  label?: string;
  maxWidth?: number | string;
}) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      sx={{ maxWidth, width: '100%', '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { 'aria-label': label ?? placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton aria-label="Clear search" size="small" edge="end" onClick={() => onChange('')}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
