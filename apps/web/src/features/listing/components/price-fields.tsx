import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RUPEE } from '@nivaas/shared/format-price';
import { digitsOnly, type TListingPropertyType } from '../lib/filters';
import { priceSliderFor, rangeFromSlider, sliderMaxLabel, sliderRange, sliderValueLabel } from '../lib/price';

/**
 * The price range (spec §9): a slider (buy 0..10 Cr in 5,000s, rent 0..1.5 Lac in 1,000s) and
 * Min/Max fields for exact amounts. Controlled; the caller applies on Apply.
 */
export function PriceFields({
  propertyType,
  priceMin,
  priceMax,
  onChange,
}: {
  propertyType: TListingPropertyType;
  priceMin: string;
  priceMax: string;
  onChange: (range: { priceMin: string; priceMax: string }) => void;
}) {
  const slider = priceSliderFor(propertyType);
  const [lo, hi] = sliderRange(priceMin, priceMax, slider);

  return (
    <Box>
      <Typography variant="h6" component="p" sx={{ mb: 1 }} aria-live="polite">
        {sliderValueLabel(lo)} – {sliderMaxLabel(hi, slider)}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={[lo, hi]}
          min={slider.min}
          max={slider.max}
          step={slider.step}
          onChange={(_e, value) => onChange(rangeFromSlider(value as [number, number], slider))}
          valueLabelDisplay="auto"
          valueLabelFormat={(v) => sliderMaxLabel(v, slider)}
          getAriaValueText={(v) => sliderMaxLabel(v, slider)}
          getAriaLabel={(i) => (i === 0 ? 'Minimum price' : 'Maximum price')}
          disableSwap
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 1 }}>
        <TextField
          label="Min price"
          value={priceMin}
          onChange={(e) => onChange({ priceMin: digitsOnly(e.target.value), priceMax })}
          size="small"
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { startAdornment: <InputAdornment position="start">{RUPEE}</InputAdornment> },
          }}
          placeholder="No min"
        />
        <TextField
          label="Max price"
          value={priceMax}
          onChange={(e) => onChange({ priceMin, priceMax: digitsOnly(e.target.value) })}
          size="small"
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { startAdornment: <InputAdornment position="start">{RUPEE}</InputAdornment> },
          }}
          placeholder="No max"
        />
      </Box>
    </Box>
  );
}
