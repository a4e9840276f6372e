import { useLingui } from '@lingui/react/macro';
import { FILTER_AMENITIES } from '@nivaas/shared/property-options';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { digitsOnly } from '../lib/filters';
import fields from './filter-fields.module.css';

/** Amenities of the filter (spec §3): all selected must match. */
export function AmenitiesFields({
  value,
  onChange,
}: {
  value: string[];
  onChange: (amenities: string[]) => void;
}) {
  const { t } = useLingui();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of checkboxes inside a panel that has its own title
    <div role="group" aria-label={t`Amenities`} className={fields.twoColumns}>
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
  const { t } = useLingui();
  return (
    <div className={fields.stack}>
      <Field label={t`City`}>
        <TextInput
          value={city}
          onChange={(e) => onChange({ city: e.target.value })}
          autoComplete="address-level2"
        />
      </Field>
      <Field label={t`State`}>
        <TextInput
          value={state}
          onChange={(e) => onChange({ state: e.target.value })}
          autoComplete="address-level1"
        />
      </Field>
    </div>
  );
}

function SqFt() {
  const { t } = useLingui();
  return (
    <span className={fields.unit} aria-hidden="true">
      {t`sq ft`}
    </span>
  );
}
/** The unit shows in the box; screen readers hear it with the label. */
function InSqFt({ label }: { label: string }) {
  const { t } = useLingui();
  return (
    <>
      {label} <VisuallyHidden>{t`in sq ft`}</VisuallyHidden>
    </>
  );
}

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
  const { t } = useLingui();
  return (
    <div className={fields.pair}>
      <Field label={<InSqFt label={t`Min area`} />}>
        <TextInput
          value={minArea}
          inputMode="numeric"
          endAdornment={<SqFt />}
          onChange={(e) => onChange({ minArea: digitsOnly(e.target.value) })}
        />
      </Field>
      <Field label={<InSqFt label={t`Max area`} />}>
        <TextInput
          value={maxArea}
          inputMode="numeric"
          endAdornment={<SqFt />}
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
  const { t } = useLingui();
  return (
    <Checkbox
      label={t`Price dropped`}
      help={t`Listings whose price fell in the last 30 days`}
      checked={value}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/** Only listings with a RERA registration number (the authority's register can be searched for it). */
export function ReraField({ value, onChange }: { value: boolean; onChange: (rera: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Checkbox
      label={t`RERA registered only`}
      help={t`Projects registered with their state's RERA authority`}
      checked={value}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
