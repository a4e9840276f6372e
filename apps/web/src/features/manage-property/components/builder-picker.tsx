import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { OptionPicker } from '../../../components/ui/option-picker';
import { errorMessage } from '../../../lib/http-client';
import {
  FAILED_TO_FETCH_DEVELOPERS,
  type TDeveloperOption,
  useDeveloperOptions,
} from '../api/get-developers';
import type { TPickedDeveloper, TPropertyFormValues } from '../lib/form-values';
import { useSayFormText } from '../lib/form-words';
import { BuilderLogo, PickerOption } from './picker-option';
import { useFieldError } from './use-form-field';

/** The builder (developer) of the project, searched by name (GET /developers). */
export function BuilderPicker() {
  const { t } = useLingui();
  const say = useSayFormText();
  const { control } = useFormContext<TPropertyFormValues>();
  const developers = useDeveloperOptions();
  const message = useFieldError('developer');
  const loadError = developers.isError
    ? say(errorMessage(developers.error, FAILED_TO_FETCH_DEVELOPERS))
    : undefined;
  const options: TDeveloperOption[] = developers.data ?? [];

  return (
    <Field
      label={t`Builder`}
      help={t`Optional: the builder is shown on the listing.`}
      error={message ?? loadError}
    >
      <Controller
        control={control}
        name="developer"
        render={({ field }) => {
          // The form keeps { _id, name }; the list's own record (logo, city) is shown when loaded.
          const chosen: TPickedDeveloper | null = field.value;
          const value = chosen
            ? (options.find((d) => d._id === chosen._id) ?? { ...chosen, logoUrl: null, city: '' })
            : null;
          return (
            <OptionPicker
              ref={field.ref}
              name={field.name}
              label={t`Builders`}
              options={options}
              value={value}
              onChange={(d) => field.onChange(d ? { _id: d._id, name: d.name } : null)}
              onBlur={field.onBlur}
              getKey={(d) => d._id}
              getLabel={(d) => d.name}
              renderOption={(d) => (
                <PickerOption
                  media={<BuilderLogo name={d.name} src={d.logoUrl} />}
                  title={d.name}
                  detail={d.city || undefined}
                />
              )}
              placeholder={t`Search builders`}
              isLoading={developers.isPending}
              loadingText={t`Loading builders…`}
              noOptionsText={t`No builders found`}
              clearLabel={t`Clear builder`}
            />
          );
        }}
      />
    </Field>
  );
}
