import { useLingui } from '@lingui/react/macro';
import { IMAGE_MIME_TYPES } from '@nivaas/shared/property-options';
import { useController, useFormContext } from 'react-hook-form';
import { FileInput } from '../../../../components/ui/file-input';
import type { TDeveloperFormValues } from '../../lib/form-values';
import { useFieldMessage } from './form-field';
import { ImageTile } from './image-tile';

const ACCEPT = IMAGE_MIME_TYPES.join(',');

/**
 * The Add form's logo: one image, shown as it will look on its tile; removed or changed in the
 * picker's list; it uploads with the form.
 */
export function LogoPicker({ hint }: { hint: string }) {
  const { t } = useLingui();
  const { control } = useFormContext<TDeveloperFormValues>();
  const { field } = useController({ control, name: 'logo' });
  const message = useFieldMessage('logo');
  const logo = field.value;
  const fileName = logo?.name ?? '';
  return (
    <>
      {logo && <ImageTile file={logo} alt={t`Logo preview: ${fileName}`} caption={t`Preview`} />}
      <FileInput
        ref={field.ref}
        name="logo"
        label={t`Logo image`}
        buttonLabel={logo ? t`Choose another logo` : t`Choose logo`}
        dropText={t`Drag the logo here or`}
        accept={ACCEPT}
        files={logo ? [logo] : []}
        onChange={([file]) => field.onChange(file ?? null)}
        help={hint}
        error={message}
      />
    </>
  );
}
