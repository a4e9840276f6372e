import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useState } from 'react';
import { checkedHomeType, HOME_TYPE_LABELS, type THomeTypeLabel, toggleHomeType } from '../lib/home-types';

/**
 * Home Type (spec §4): ticking a label sends its stored type, unticking sends none, 'Select All'
 * clears the type. Single choice in effect, so at most one label is ticked.
 */
export function HomeTypeFields({ type, onChange }: { type: string; onChange: (type: string) => void }) {
  const [lastClicked, setLastClicked] = useState<THomeTypeLabel | undefined>(undefined);
  const checked = checkedHomeType(type, lastClicked);

  return (
    <FormGroup aria-label="Home type">
      <FormControlLabel
        control={<Checkbox checked={!type} onChange={() => onChange('')} />}
        label="Select All"
        sx={{ minHeight: 44, borderBottom: 1, borderColor: 'divider', mr: 0 }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr' } }}>
        {HOME_TYPE_LABELS.map((label) => (
          <FormControlLabel
            key={label}
            control={
              <Checkbox
                checked={checked === label}
                onChange={(e) => {
                  setLastClicked(label);
                  onChange(toggleHomeType(type, label, e.target.checked));
                }}
              />
            }
            label={label}
            sx={{ minHeight: 44, mr: 0 }}
          />
        ))}
      </Box>
    </FormGroup>
  );
}
