import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { coordText, readPin } from '../lib/field-format';
import type { TPropertyFormValues } from '../lib/form-values';
import { FieldGrid, SubSection } from './form-section';
import { FormTextField } from './form-text-field';
import styles from './location-picker.module.css';
import formStyles from './property-form.module.css';

/** Leaflet and its tiles load only when the map is about to scroll into view. */
const LocationMap = lazy(() => import('./location-map'));

export const PICKER_MAP_HEIGHT = 320;

function MapPlaceholder({ text }: { text: string }) {
  return (
    <div className={styles.placeholder} style={{ height: PICKER_MAP_HEIGHT }}>
      {text}
    </div>
  );
}

/**
 * The map pin: click the map or drag the pin to set latitude and longitude; the two inputs below
 * can be typed too (and are the keyboard way to place it).
 */
export function LocationPicker() {
  const { t } = useLingui();
  const { control, setValue } = useFormContext<TPropertyFormValues>();
  const [lat, lng] = useWatch({ control, name: ['latitude', 'longitude'] });
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
    <SubSection
      title={t`Location on the map`}
      hintId={hintId}
      hint={t`Click the map or drag the pin to the building. You can also type the coordinates.`}
    >
      <div ref={holder} className={styles.map}>
        {isNear ? (
          <Suspense fallback={<MapPlaceholder text={t`Loading map…`} />}>
            <LocationMap pin={pin} onPick={setPin} height={PICKER_MAP_HEIGHT} describedBy={hintId} />
          </Suspense>
        ) : (
          <MapPlaceholder text={t`The map loads as you scroll to it.`} />
        )}
      </div>
      <FieldGrid columns={3}>
        <FormTextField name="latitude" label={t`Latitude`} inputMode="decimal" />
        <FormTextField name="longitude" label={t`Longitude`} inputMode="decimal" />
        <div className={formStyles.besideInput}>
          <Button onClick={() => setPin(null)} disabled={!lat && !lng}>
            {t`Clear pin`}
          </Button>
        </div>
      </FieldGrid>
    </SubSection>
  );
}
