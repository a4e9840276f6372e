import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { MAX_HIGHLIGHTS } from '@nivaas/shared/constants';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { TPropertyFormValues } from '../lib/form-values';
import { FormSection } from './form-section';
import { FormTextField, ROW_BUTTON_OFFSET } from './form-text-field';
import { useFieldError } from './use-form-field';

function HighlightRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register } = useFormContext<TPropertyFormValues>();
  const { ref, ...rest } = register(`highlights.${index}.value`);
  const message = useFieldError(`highlights.${index}.value`);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <FormTextField
        {...rest}
        inputRef={ref}
        label={`Highlight ${index + 1}`}
        placeholder={index === 0 ? 'e.g. Corner flat with garden view' : undefined}
        error={Boolean(message)}
        helperText={message}
      />
      <IconButton
        aria-label={`Remove highlight ${index + 1}`}
        onClick={onRemove}
        sx={{ width: 44, height: 44, mt: ROW_BUTTON_OFFSET, flexShrink: 0 }}
      >
        <DeleteOutline />
      </IconButton>
    </Box>
  );
}

/** Up to five one-line highlights. */
export function HighlightsSection() {
  const { control } = useFormContext<TPropertyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'highlights' });
  const isFull = fields.length >= MAX_HIGHLIGHTS;
  return (
    <FormSection
      id="highlights"
      title="Highlights"
      description={`Up to ${MAX_HIGHLIGHTS} short points that set this property apart.`}
    >
      {fields.map((f, i) => (
        <HighlightRow key={f.id} index={i} onRemove={() => remove(i)} />
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() => append({ value: '' }, { shouldFocus: true })}
          disabled={isFull}
          sx={{ minHeight: 44 }}
        >
          {isFull ? `${MAX_HIGHLIGHTS} highlights at most` : 'Add highlight'}
        </Button>
      </Box>
    </FormSection>
  );
}
