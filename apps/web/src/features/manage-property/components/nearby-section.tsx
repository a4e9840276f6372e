import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { NEARBY_PLACES, type TPropertyFormValues } from '../lib/form-values';
import { FormSection, GroupError } from './form-section';
import { FormTextField } from './form-text-field';
import styles from './property-form.module.css';
import { useFieldError } from './use-form-field';

type TPlace = (typeof NEARBY_PLACES)[number];

/** One place: whether one is near (a checkbox), then its name (enabled once ticked). */
function NearbyRow({ place }: { place: TPlace }) {
  const { control, register } = useFormContext<TPropertyFormValues>();
  const has = useWatch({ control, name: `nearbyLocalities.${place.flag}` });
  return (
    <div className={styles.nearbyRow}>
      <Checkbox label={`${place.label} nearby`} {...register(`nearbyLocalities.${place.flag}`)} />
      <FormTextField
        name={`nearbyLocalities.${place.name}`}
        label={`Name of the ${place.label.toLowerCase()}`}
        disabled={!has}
        placeholder={has ? undefined : `Tick "${place.label} nearby" first`}
      />
    </div>
  );
}

/** School, hospital, mall, park and transport: whether one is near, and its name. */
export function NearbySection() {
  // A message about the places as a whole (from the server) goes under them.
  const message = useFieldError('nearbyLocalities');
  return (
    <FormSection id="nearby" title="Nearby places" description="What is within easy reach, by name.">
      {NEARBY_PLACES.map((place) => (
        <NearbyRow key={place.flag} place={place} />
      ))}
      <GroupError message={message} />
    </FormSection>
  );
}
