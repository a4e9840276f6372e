import TextField, { type TextFieldProps } from '@mui/material/TextField';

const labelSx = {
  position: 'static',
  transform: 'none',
  mb: 0.75,
  color: 'text.primary',
  fontWeight: 600,
  fontSize: '0.875rem',
  lineHeight: 1.4,
  whiteSpace: 'normal',
  overflow: 'visible',
  maxWidth: '100%',
  '&.Mui-focused': { color: 'primary.main' },
  '&.Mui-error': { color: 'error.main' },
} as const;

/** Top offset that centres a 44 px button on a 56 px input whose label sits above it. */
export const ROW_BUTTON_OFFSET = '32px';

type TSlot = Record<string, unknown> | undefined;
const asObject = (v: unknown): TSlot =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;

/**
 * A text field with its label above the box (DESIGN 'Forms'), not floating inside it. MUI still
 * links the label to the input and the helper text (the error under the field) through
 * aria-describedby. The legacy InputProps / inputProps an Autocomplete passes are merged in.
 */
export function FormTextField({
  slotProps,
  InputProps,
  inputProps,
  InputLabelProps,
  ...props
}: TextFieldProps) {
  const input = { ...asObject(InputProps), ...asObject(slotProps?.input), notched: false };
  const htmlInput = { ...asObject(inputProps), ...asObject(slotProps?.htmlInput) };
  const inputLabel = {
    ...asObject(InputLabelProps),
    ...asObject(slotProps?.inputLabel),
    shrink: true,
    sx: labelSx,
  };
  return (
    <TextField
      {...props}
      slotProps={{
        ...slotProps,
        input,
        htmlInput,
        inputLabel,
        formHelperText: { sx: { mx: 0, mt: 0.5 }, ...asObject(slotProps?.formHelperText) },
      }}
    />
  );
}
