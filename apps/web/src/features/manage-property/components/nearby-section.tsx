import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { NEARBY_PLACES, type TPropertyFormValues } from '../lib/form-values';
import { FormSection, GroupError } from './form-section';
import { FormTextField } from './form-text-field';
import styles from './property-form.module.css';
import { useFieldError } from './use-form-field';

type TPlace = (typeof NEARBY_PLACES)[number];

/** Each place's checkbox, its name field and the name field's hint while the box is not ticked. */
const PLACE_WORDS: Record<
  TPlace['flag'],
  { nearby: MessageDescriptor; name: MessageDescriptor; first: MessageDescriptor }
> = {
  hasSchool: {
    nearby: msg`School nearby`,
    name: msg`Name of the school`,
    first: msg`Tick "School nearby" first`,
  },
  hasHospital: {
    nearby: msg`Hospital nearby`,
    name: msg`Name of the hospital`,
    first: msg`Tick "Hospital nearby" first`,
  },
  hasMall: {
    nearby: msg`Mall nearby`,
    name: msg`Name of the mall`,
    first: msg`Tick "Mall nearby" first`,
  },
  hasPark: {
    nearby: msg`Park nearby`,
    name: msg`Name of the park`,
    first: msg`Tick "Park nearby" first`,
  },
  hasTransport: {
    nearby: msg`Public transport nearby`,
    name: msg`Name of the public transport`,
    first: msg`Tick "Public transport nearby" first`,
  },
};

/** One place: whether one is near (a checkbox), then its name (enabled once ticked). */
function NearbyRow({ place }: { place: TPlace }) {
  const { i18n } = useLingui();
  const { control, register } = useFormContext<TPropertyFormValues>();
  const has = useWatch({ control, name: `nearbyLocalities.${place.flag}` });
  const words = PLACE_WORDS[place.flag];
  return (
    <div className={styles.nearbyRow}>
      <Checkbox label={i18n._(words.nearby)} {...register(`nearbyLocalities.${place.flag}`)} />
      <FormTextField
        name={`nearbyLocalities.${place.name}`}
        label={i18n._(words.name)}
        disabled={!has}
        placeholder={has ? undefined : i18n._(words.first)}
      />
    </div>
  );
}

/** School, hospital, mall, park and transport: whether one is near, and its name. */
export function NearbySection() {
  // A message about the places as a whole (from the server) goes under them.
  const { t } = useLingui();
  const message = useFieldError('nearbyLocalities');
  return (
    <FormSection id="nearby" title={t`Nearby places`} description={t`What is within easy reach, by name.`}>
      {NEARBY_PLACES.map((place) => (
        <NearbyRow key={place.flag} place={place} />
      ))}
      <GroupError message={message} />
    </FormSection>
  );
}
