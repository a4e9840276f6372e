import {
  COMMERCIAL_TYPES,
  CONSTRUCTION_STATUSES,
  CREATE_STATUSES,
  isResidentialType,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_OPTIONS,
} from '@nivaas/shared/property-options';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Select, type TSelectProps } from '../../../components/ui/select';
import type { TPropertyFormValues } from '../lib/form-values';
import type { TFormMode } from '../lib/validate-property-form';
import { AgentPicker } from './agent-picker';
import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import styles from './property-form.module.css';
import { type TFieldName, useFieldError } from './use-form-field';

/** A required choice from a short list: the native select (phones show their own picker). */
function SelectField({
  name,
  label,
  options,
}: {
  name: TFieldName;
  label: string;
  options: TSelectProps['options'];
}) {
  const { register } = useFormContext<TPropertyFormValues>();
  const message = useFieldError(name);
  return (
    <Field label={label} error={message} isRequired>
      <Select options={options} {...register(name)} />
    </Field>
  );
}

/** The types as Indian buyers name them, under Homes, Land and Commercial headings. */
const TYPE_CHOICES: TSelectProps['options'] = [
  {
    group: 'Homes',
    options: PROPERTY_TYPE_OPTIONS.filter((o) => isResidentialType(o.type)).map((o) => ({
      value: o.type,
      label: o.label,
    })),
  },
  {
    group: 'Land',
    options: PROPERTY_TYPE_OPTIONS.filter((o) => o.type === 'Plot').map((o) => ({
      value: o.type,
      label: o.label,
    })),
  },
  {
    group: 'Commercial',
    options: PROPERTY_TYPE_OPTIONS.filter((o) =>
      (COMMERCIAL_TYPES as readonly string[]).includes(o.type),
    ).map((o) => ({ value: o.type, label: o.label })),
  },
];

/** Title, description, type, status, construction status, Featured and (admins) the agent. */
export function BasicsSection({
  mode,
  canSetFeatured,
  canChooseAgent,
}: {
  mode: TFormMode;
  canSetFeatured: boolean;
  canChooseAgent: boolean;
}) {
  const { register } = useFormContext<TPropertyFormValues>();
  const featuredMessage = useFieldError('featured');
  // The create form offers For Sale and For Rent; an edit may also mark it Sold or Rented (§4).
  const statuses = mode === 'create' ? CREATE_STATUSES : PROPERTY_STATUSES;
  return (
    <FormSection
      id="basics"
      title="Basics"
      description="What buyers see first on the card and the detail page."
    >
      <div className={styles.stack}>
        <FormTextField
          name="title"
          label="Title"
          isRequired
          placeholder="e.g. 2 BHK flat with balcony near Gangapur Road"
        />
        <FormTextField
          name="description"
          label="Description"
          isRequired
          isMultiline
          placeholder="Layout, light and ventilation, society, water supply, what is close by…"
        />
        <FormTextField
          name="titleHi"
          label="Title in Hindi"
          lang="hi"
          isOptional
          hint="Shown on the Hindi pages; the English title is shown there when this is empty."
          placeholder="जैसे: गंगापुर रोड के पास बालकनी वाला 2 बीएचके फ्लैट"
        />
        <FormTextField
          name="descriptionHi"
          label="Description in Hindi"
          lang="hi"
          isOptional
          isMultiline
          placeholder="कमरे, रोशनी और हवा, सोसाइटी, पानी, पास में क्या है…"
        />
        <FieldGrid columns={3}>
          <SelectField name="type" label="Property type" options={TYPE_CHOICES} />
          <SelectField name="status" label="Status" options={statuses} />
          <SelectField
            name="constructionStatus"
            label="Construction status"
            options={CONSTRUCTION_STATUSES}
          />
        </FieldGrid>
        {canChooseAgent && <AgentPicker />}
        {canSetFeatured && (
          <Checkbox
            label="Featured listing"
            help="Featured listings are shown on the home page."
            error={featuredMessage}
            {...register('featured')}
          />
        )}
      </div>
    </FormSection>
  );
}
