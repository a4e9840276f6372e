import {
  COMMERCIAL_TYPES,
  CONSTRUCTION_STATUSES,
  CREATE_STATUSES,
  isResidentialType,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_OPTIONS,
} from '@nivaas/shared/property-options';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Select, type TSelectProps } from '../../../components/ui/select';
import { type TDetailWords, useDetailWords } from '../../property/lib/detail-words';
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

/**
 * The Hindi fields' examples: Hindi on both languages' pages (the field is for Hindi text), so they
 * are not catalog messages.
 */
const HINDI_TITLE_EXAMPLE = 'जैसे: गंगापुर रोड के पास बालकनी वाला 2 BHK फ्लैट';
const HINDI_DESCRIPTION_EXAMPLE = 'कमरे, रोशनी और हवा, सोसाइटी, पानी, पास में क्या है…';

/** The types as Indian buyers name them, under Homes, Land and Commercial headings. */
function typeChoices(say: (m: MessageDescriptor) => string, words: TDetailWords): TSelectProps['options'] {
  const option = (o: (typeof PROPERTY_TYPE_OPTIONS)[number]) => ({
    value: o.type,
    label: words.type(o.type),
  });
  return [
    {
      group: say(msg`Homes`),
      options: PROPERTY_TYPE_OPTIONS.filter((o) => isResidentialType(o.type)).map(option),
    },
    { group: say(msg`Land`), options: PROPERTY_TYPE_OPTIONS.filter((o) => o.type === 'Plot').map(option) },
    {
      group: say(msg`Commercial`),
      options: PROPERTY_TYPE_OPTIONS.filter((o) =>
        (COMMERCIAL_TYPES as readonly string[]).includes(o.type),
      ).map(option),
    },
  ];
}

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
  const { t, i18n } = useLingui();
  const words = useDetailWords();
  const { register } = useFormContext<TPropertyFormValues>();
  const featuredMessage = useFieldError('featured');
  // The create form offers For Sale and For Rent; an edit may also mark it Sold or Rented (§4).
  const statuses = (mode === 'create' ? CREATE_STATUSES : PROPERTY_STATUSES).map((s) => ({
    value: s,
    label: words.status(s),
  }));
  const constructionStatuses = CONSTRUCTION_STATUSES.map((s) => ({ value: s, label: words.construction(s) }));
  return (
    <FormSection
      id="basics"
      title={t`Basics`}
      description={t`What buyers see first on the card and the detail page.`}
    >
      <div className={styles.stack}>
        {/* On a Hindi page, beside the Hindi fields, the English ones say which language they want. */}
        <FormTextField
          name="title"
          label={i18n.locale === 'hi' ? t`Title (in English)` : t`Title`}
          isRequired
          placeholder={t`e.g. 2 BHK flat with balcony near Gangapur Road`}
        />
        <FormTextField
          name="description"
          label={i18n.locale === 'hi' ? t`Description (in English)` : t`Description`}
          isRequired
          isMultiline
          placeholder={t`Layout, light and ventilation, society, water supply, what is close by…`}
        />
        <FormTextField
          name="titleHi"
          label={t`Title in Hindi`}
          lang="hi"
          isOptional
          hint={t`Shown on the Hindi pages; the English title is shown there when this is empty.`}
          placeholder={HINDI_TITLE_EXAMPLE}
        />
        <FormTextField
          name="descriptionHi"
          label={t`Description in Hindi`}
          lang="hi"
          isOptional
          isMultiline
          placeholder={HINDI_DESCRIPTION_EXAMPLE}
        />
        <FieldGrid columns={3}>
          <SelectField name="type" label={t`Property type`} options={typeChoices((m) => i18n._(m), words)} />
          <SelectField name="status" label={t`Status`} options={statuses} />
          <SelectField
            name="constructionStatus"
            label={t`Construction status`}
            options={constructionStatuses}
          />
        </FieldGrid>
        {canChooseAgent && <AgentPicker />}
        {canSetFeatured && (
          <Checkbox
            label={t`Featured listing`}
            help={t`Featured listings are shown on the home page.`}
            error={featuredMessage}
            {...register('featured')}
          />
        )}
      </div>
    </FormSection>
  );
}
