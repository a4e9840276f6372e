import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { coordText, readPin } from '../lib/field-format';
import type { TPropertyFormValues } from '../lib/form-values';
import { FieldGrid } from './form-section';
import { FormTextField } from './form-text-field';
import { useTextField } from './use-form-field';

/** Leaflet and its tiles load only when the map is about to scroll into view. */
const LocationMap = lazy(() => import('./location-map'));

export const PICKER_MAP_HEIGHT = 320;

function MapPlaceholder({ text }: { text: string }) {
  return (
    <Box
      sx={{
        height: PICKER_MAP_HEIGHT,
        borderRadius: 2,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Typography color="text.secondary" variant="body2">
        {text}
      </Typography>
    </Box>
  );
}

/**
 * The map pin: click the map or drag the pin to set latitude and longitude; the two inputs below
 * can be typed too (and are the keyboard way to place it).
 */
export function LocationPicker() {
  const { control, setValue } = useFormContext<TPropertyFormValues>();
  const [lat, lng] = useWatch({ control, name: ['latitude', 'longitude'] });
  const latitude = useTextField('latitude');
  const longitude = useTextField('longitude');
  const hintId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const el = holder.current;
    if (!el || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [isNear]);

  const pin = readPin(lat, lng);
  const setPin = (next: [number, number] | null) => {
    const opts = { shouldDirty: true } as const;
    setValue('latitude', next ? coordText(next[0]) : '', opts);
    setValue('longitude', next ? coordText(next[1]) : '', opts);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography component="h3" variant="h5">
          Location on the map
        </Typography>
        <FormHelperText id={hintId} sx={{ mx: 0 }}>
          Click the map or drag the pin to the building. You can also type the coordinates.
        </FormHelperText>
      </Box>
      <Box
        ref={holder}
        sx={{
          // Zoom buttons big enough for a finger (44 px) on phones.
          // Links inside the attribution line are told apart by more than colour (WCAG 1.4.1).
          '& .leaflet-control-attribution a': { textDecoration: 'underline' },
          '& .leaflet-control-zoom.leaflet-bar a': {
            width: { xs: 44, sm: 30 },
            height: { xs: 44, sm: 30 },
            lineHeight: { xs: '44px', sm: '30px' },
          },
        }}
      >
        {isNear ? (
          <Suspense fallback={<MapPlaceholder text="Loading map…" />}>
            <LocationMap pin={pin} onPick={setPin} height={PICKER_MAP_HEIGHT} describedBy={hintId} />
          </Suspense>
        ) : (
          <MapPlaceholder text="The map loads as you scroll to it." />
        )}
      </Box>
      <FieldGrid columns={3}>
        <FormTextField {...latitude} label="Latitude" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <FormTextField {...longitude} label="Longitude" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <Box sx={{ pt: { xs: 0, md: 3.25 } }}>
          <Button onClick={() => setPin(null)} disabled={!lat && !lng} sx={{ minHeight: 44 }}>
            Clear pin
          </Button>
        </Box>
      </FieldGrid>
    </Box>
  );
}
