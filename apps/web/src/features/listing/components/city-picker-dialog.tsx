import { useLingui } from '@lingui/react/macro';
import MapPin from 'lucide-react/icons/map-pin';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { POPULAR_CITIES } from '../lib/cities';
import { groupCities } from '../lib/city-groups';
import styles from './city-picker-dialog.module.css';

export type TCityPickerProps = {
  open: boolean;
  onClose: () => void;
  city: string;
  knownCities: readonly string[];
  onPick: (city: string) => void;
};

/** The picker's content; mounted only while the dialog is open, so the filter box starts empty. */
function CityPickerBody({
  city,
  knownCities,
  pick,
}: Omit<TCityPickerProps, 'open' | 'onClose' | 'onPick'> & { pick: (city: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [filter, setFilter] = useState('');
  const groups = groupCities(knownCities, filter);

  return (
    <DialogBody>
      <Field label={t`Find a city`}>
        <TextInput value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
      </Field>
      {!filter && (
        <div>
          <h3 id={`${id}-popular`} className={styles.heading}>
            {t`Popular cities`}
          </h3>
          {/* biome-ignore lint/a11y/useSemanticElements: a named group of buttons, not a form's fieldset */}
          <div role="group" aria-labelledby={`${id}-popular`} className={styles.popular}>
            {POPULAR_CITIES.map((c) => (
              <Button
                key={c}
                variant={c === city ? 'primary' : 'secondary'}
                aria-pressed={c === city}
                onClick={() => pick(c)}
                className={styles.popularCity}
              >
                <MapPin size={20} aria-hidden="true" />
                {c}
              </Button>
            ))}
          </div>
          <Button variant="ghost" aria-pressed={!city} onClick={() => pick('')} className={styles.allCities}>
            {t`All cities`}
          </Button>
        </div>
      )}
      {groups.length === 0 && (
        <p role="status" className={styles.empty}>
          {t`No cities found`}
        </p>
      )}
      {groups.map((group) => (
        <div key={group.letter}>
          <h3 id={`${id}-letter-${group.letter}`} className={styles.heading}>
            {group.letter}
          </h3>
          <ul aria-labelledby={`${id}-letter-${group.letter}`} className={styles.list}>
            {group.cities.map((c) => (
              <li key={c}>
                <button
                  type="button"
                  aria-current={c === city ? 'true' : undefined}
                  onClick={() => pick(c)}
                  className={styles.city}
                >
                  {c}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </DialogBody>
  );
}

/**
 * The phone's city picker (spec §2 'Mobile'): popular cities, then every city grouped by its
 * first letter, with a filter box. Picking one sets the city filter. Loaded on first use.
 */
export default function CityPickerDialog({ open, onClose, city, knownCities, onPick }: TCityPickerProps) {
  const { t } = useLingui();
  const pick = (value: string) => {
    onPick(value);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t`Select a city`} size="sm" isFullScreenOnPhone>
      <CityPickerBody city={city} knownCities={knownCities} pick={pick} />
    </Dialog>
  );
}
