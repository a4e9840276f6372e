import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, type TOption } from '../lib/options';

function OptionRow({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly TOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="h6" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        onChange={(_e, next: string | null) => onChange(next ?? '')}
        aria-labelledby={id}
        fullWidth
        size="small"
      >
        {options.map((o) => (
          <ToggleButton key={o.label} value={o.value} sx={{ minHeight: 44, px: 0.5, fontWeight: 600 }}>
            {o.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** Bedrooms Any, 1+..5+ and bathrooms Any, 1+, 1.5+, 2+, 3+, 4+ (spec §5). */
export function BedsBathsFields({
  bedrooms,
  bathrooms,
  onChange,
}: {
  bedrooms: string;
  bathrooms: string;
  onChange: (patch: { bedrooms?: string; bathrooms?: string }) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <OptionRow
        label="Bedrooms"
        options={BEDROOM_OPTIONS}
        value={bedrooms}
        onChange={(v) => onChange({ bedrooms: v })}
      />
      <OptionRow
        label="Bathrooms"
        options={BATHROOM_OPTIONS}
        value={bathrooms}
        onChange={(v) => onChange({ bathrooms: v })}
      />
    </Box>
  );
}
