import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

const MAX_SUGGESTIONS = 8;

/**
 * The listing's search box (spec §2 'by state or city'): free text searches titles, localities,
 * cities, states and builders; picking a suggested city (or typing one exactly) sets the city.
 * Remount it with a new `key` to show a changed search.
 */
export function ListingSearchBox({
  search,
  suggestions,
  onSearch,
  onCity,
  autoFocus = false,
}: {
  search: string;
  suggestions: readonly string[];
  onSearch: (search: string) => void;
  onCity: (city: string) => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(search);

  const commit = (value: string) => {
    const trimmed = value.trim();
    const city = suggestions.find((c) => c.toLowerCase() === trimmed.toLowerCase());
    if (city) {
      setText('');
      onCity(city);
    } else {
      onSearch(trimmed);
    }
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search properties"
      onSubmit={(e) => {
        e.preventDefault();
        commit(text);
      }}
      sx={{ flex: 1, minWidth: { md: 240 } }}
    >
      <Autocomplete
        freeSolo
        options={suggestions as string[]}
        inputValue={text}
        onInputChange={(_e, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        onChange={(_e, value, reason) => {
          if (reason === 'selectOption' && value) {
            setText('');
            onCity(value);
          } else if (reason === 'createOption' && typeof value === 'string') commit(value);
          else if (reason === 'clear') onSearch('');
        }}
        filterOptions={(options, state) => {
          const needle = state.inputValue.trim().toLowerCase();
          return options.filter((o) => !needle || o.toLowerCase().includes(needle)).slice(0, MAX_SUGGESTIONS);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus={autoFocus}
            placeholder="Search city, locality or project"
            slotProps={{
              inputLabel: params.InputLabelProps,
              htmlInput: { ...params.inputProps, 'aria-label': 'Search properties', enterKeyHint: 'search' },
              input: {
                ...params.InputProps,
                type: 'search',
                startAdornment: (
                  <InputAdornment position="start">
                    <IconButton
                      type="submit"
                      aria-label="Search"
                      edge="start"
                      size="small"
                      sx={{ width: 40, height: 40 }}
                    >
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
    </Box>
  );
}
