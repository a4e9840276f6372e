import CloseIcon from '@mui/icons-material/Close';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MuiScope } from '../../../app/mui-scope';
import { groupCities, POPULAR_CITIES } from '../lib/cities';

export type TCityPickerProps = {
  open: boolean;
  onClose: () => void;
  city: string;
  knownCities: readonly string[];
  onPick: (city: string) => void;
};

/**
 * The phone's city picker (spec §2 'Mobile'): popular cities, then every city grouped by its
 * first letter, with a filter box. Picking one sets the city filter.
 */
export function CityPickerDialog({ open, onClose, city, knownCities, onPick }: TCityPickerProps) {
  const [filter, setFilter] = useState('');
  const groups = groupCities(knownCities, filter);
  const pick = (value: string) => {
    onPick(value);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby="city-picker-title"
      slotProps={{ transition: { onExited: () => setFilter('') } }}
    >
      <DialogTitle id="city-picker-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box sx={{ flex: 1 }}>Select a city</Box>
        <IconButton aria-label="Close" onClick={onClose} sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ px: 2 }}>
        <TextField
          label="Find a city"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          autoComplete="off"
          sx={{ mb: 2 }}
        />
        {!filter && (
          <>
            <Typography id="popular-cities-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              Popular cities
            </Typography>
            <Box
              role="group"
              aria-labelledby="popular-cities-heading"
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 3 }}
            >
              {POPULAR_CITIES.map((c) => (
                <Button
                  key={c}
                  variant={c === city ? 'contained' : 'outlined'}
                  onClick={() => pick(c)}
                  aria-pressed={c === city}
                  sx={{
                    minHeight: 48,
                    flexDirection: 'column',
                    gap: 0.25,
                    typography: 'body2',
                    fontWeight: 600,
                  }}
                >
                  <PlaceOutlined fontSize="small" aria-hidden />
                  {c}
                </Button>
              ))}
            </Box>
            <Button
              onClick={() => pick('')}
              variant="text"
              sx={{ minHeight: 44, mb: 1 }}
              aria-pressed={!city}
            >
              All cities
            </Button>
          </>
        )}
        {groups.length === 0 && <Typography color="text.secondary">No cities found</Typography>}
        {groups.map((group) => (
          <List
            key={group.letter}
            dense
            aria-labelledby={`city-letter-${group.letter}`}
            subheader={
              <ListSubheader
                id={`city-letter-${group.letter}`}
                disableSticky
                sx={{ typography: 'h6', px: 0 }}
              >
                {group.letter}
              </ListSubheader>
            }
          >
            {group.cities.map((c) => (
              <ListItemButton
                key={c}
                selected={c === city}
                onClick={() => pick(c)}
                sx={{ minHeight: 44, borderRadius: 1 }}
              >
                {c}
              </ListItemButton>
            ))}
          </List>
        ))}
      </DialogContent>
    </Dialog>
  );
}

/** Loaded on first use, with MUI and its theme (the listing page itself loads no MUI). */
export default function ScopedCityPickerDialog(props: TCityPickerProps) {
  return (
    <MuiScope>
      <CityPickerDialog {...props} />
    </MuiScope>
  );
}
