import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { NEARBY_PLACES, type TPropertyFormValues } from '../lib/form-values';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { useTextField } from './use-form-field';

type TPlace = (typeof NEARBY_PLACES)[number];

function NearbyRow({ place }: { place: TPlace }) {
  const { control } = useFormContext<TPropertyFormValues>();
  const has = useWatch({ control, name: `nearbyLocalities.${place.flag}` });
  const name = useTextField(`nearbyLocalities.${place.name}`);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: { xs: 0.5, sm: 2 },
        alignItems: 'start',
      }}
    >
      <Controller
        control={control}
        name={`nearbyLocalities.${place.flag}`}
        render={({ field }) => (
          <FormControlLabel
            sx={{ minHeight: 44, mt: { xs: 0, sm: 3.5 } }}
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                inputRef={field.ref}
              />
            }
            label={`${place.label} nearby`}
          />
        )}
      />
      <FormTextField
        {...name}
        label={`Name of the ${place.label.toLowerCase()}`}
        disabled={!has}
        placeholder={has ? undefined : `Tick "${place.label} nearby" first`}
      />
    </Box>
  );
}

/** School, hospital, mall, park and transport: whether one is near, and its name. */
export function NearbySection() {
  return (
    <FormSection id="nearby" title="Nearby places" description="What is within easy reach, by name.">
      {NEARBY_PLACES.map((place) => (
        <NearbyRow key={place.flag} place={place} />
      ))}
    </FormSection>
  );
}
