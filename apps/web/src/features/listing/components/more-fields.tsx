import { FILTER_AMENITIES } from '@nivaas/shared/property-options';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { digitsOnly, PRICE_DROPPED_FILTER_LABEL, RERA_ONLY } from '../lib/filters';
import fields from './filter-fields.module.css';

/** Amenities of the filter (spec §3): all selected must match. */
export function AmenitiesFields({
  value,
  onChange,
}: {
  value: string[];
  onChange: (amenities: string[]) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of checkboxes inside a panel that has its own title
    <div role="group" aria-label="Amenities" className={fields.twoColumns}>
      {FILTER_AMENITIES.map((amenity) => (
        <Checkbox
          key={amenity}
          label={amenity}
          checked={value.includes(amenity)}
          onChange={(e) =>
            onChange(e.target.checked ? [...value, amenity] : value.filter((a) => a !== amenity))
          }
        />
      ))}
    </div>
  );
}

/** City and state as free text (spec §5). */
export function LocationFields({
  city,
  state,
  onChange,
}: {
  city: string;
  state: string;
  onChange: (patch: { city?: string; state?: string }) => void;
}) {
  return (
    <div className={fields.stack}>
      <Field label="City">
        <TextInput
          value={city}
          onChange={(e) => onChange({ city: e.target.value })}
          autoComplete="address-level2"
        />
      </Field>
      <Field label="State">
        <TextInput
          value={state}
          onChange={(e) => onChange({ state: e.target.value })}
          autoComplete="address-level1"
        />
      </Field>
    </div>
  );
}

const SQ_FT = (
  <span className={fields.unit} aria-hidden="true">
    sq ft
  </span>
);
/** The unit shows in the box; screen readers hear it with the label. */
const inSqFt = (label: string) => (
  <>
    {label} <VisuallyHidden>in sq ft</VisuallyHidden>
  </>
);

/** Area range in square feet; numeric inputs (spec §5). */
export function AreaFields({
  minArea,
  maxArea,
  onChange,
}: {
  minArea: string;
  maxArea: string;
  onChange: (patch: { minArea?: string; maxArea?: string }) => void;
}) {
  return (
    <div className={fields.pair}>
      <Field label={inSqFt('Min area')}>
        <TextInput
          value={minArea}
          inputMode="numeric"
          endAdornment={SQ_FT}
          onChange={(e) => onChange({ minArea: digitsOnly(e.target.value) })}
        />
      </Field>
      <Field label={inSqFt('Max area')}>
        <TextInput
          value={maxArea}
          inputMode="numeric"
          endAdornment={SQ_FT}
          onChange={(e) => onChange({ maxArea: digitsOnly(e.target.value) })}
        />
      </Field>
    </div>
  );
}

/** Only listings whose price dropped in the last 30 days (issue 18). */
export function PriceDroppedField({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (priceDropped: boolean) => void;
}) {
  return (
    <Checkbox
      label={PRICE_DROPPED_FILTER_LABEL}
      help="Listings whose price fell in the last 30 days"
      checked={value}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/** Only listings with a RERA registration number (the authority's register can be searched for it). */
export function ReraField({ value, onChange }: { value: boolean; onChange: (rera: boolean) => void }) {
  return (
    <Checkbox
      label={RERA_ONLY}
      help="Projects registered with their state's RERA authority"
      checked={value}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
