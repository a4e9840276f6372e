import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { TDeveloperFormValues } from '../../lib/form-values';
import { FilePickButton } from './file-pick-button';
import { useFieldMessage } from './form-field';
import { ImageTile } from './image-tile';

/** The Add form's logo: choose one image, see it, remove or change it; it uploads with the form. */
export function LogoPicker({ hintId }: { hintId: string }) {
  const { control } = useFormContext<TDeveloperFormValues>();
  const { field } = useController({ control, name: 'logo' });
  const message = useFieldMessage('logo');
  const messageId = useId();
  const pickRef = useRef<HTMLButtonElement | null>(null);
  const logo = field.value;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      {logo && (
        <ImageTile
          file={logo}
          alt={`Logo preview: ${logo.name}`}
          caption={logo.name}
          action={
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => {
                field.onChange(null);
                pickRef.current?.focus();
              }}
              sx={{ minHeight: 44, justifySelf: 'start' }}
            >
              Remove logo
            </Button>
          }
        />
      )}
      <FilePickButton
        name="logo"
        label={logo ? 'Choose another logo' : 'Choose logo'}
        isInvalid={Boolean(message)}
        describedBy={[hintId, message ? messageId : undefined].filter(Boolean).join(' ')}
        buttonRef={(el) => {
          pickRef.current = el;
          field.ref(el);
        }}
        onPick={([file]) => field.onChange(file ?? null)}
      />
      {message && (
        <FormHelperText id={messageId} error sx={{ mx: 0, mt: 0 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
