import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { type FieldPath, useFieldArray, useFormContext } from 'react-hook-form';
import { visuallyHiddenSx } from '../../../../components/visually-hidden';
import { ROW_SECTIONS } from '../../lib/form-fields';
import { NEW_ROW, type TDeveloperFormValues, type TRowListName } from '../../lib/form-values';
import { FormField } from './form-field';
import { FormSection } from './form-section';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list of repeatable rows (flagship projects, team, specializations, awards): each row a
 * group named 'Team member 2' with its own Remove button, and an Add button under the list.
 */
export function RowsSection({ list }: { list: TRowListName }) {
  const spec = ROW_SECTIONS[list];
  const { control } = useFormContext<TDeveloperFormValues>();
  // One field array serves every list; the rows differ only in their fields.
  const { fields, append, remove } = useFieldArray({ control, name: list as 'flagshipProjects' });
  const addRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const title = capitalise(spec.noun);

  const removeRow = (index: number) => {
    remove(index);
    setAnnouncement(`${title} ${index + 1} removed`);
    // The button that was pressed is gone: focus goes to the list's own control.
    addRef.current?.focus();
  };

  return (
    <FormSection id={spec.id} title={spec.title} hint={spec.hint}>
      {fields.map((row, i) => (
        <Box
          key={row.id}
          component="fieldset"
          sx={{
            m: 0,
            minWidth: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            px: { xs: 1.5, sm: 2 },
            pb: { xs: 1.5, sm: 2 },
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: `repeat(${spec.fields.length}, minmax(0, 1fr)) auto` },
          }}
        >
          <Box component="legend" sx={{ px: 0.5, typography: 'h6', color: 'text.secondary' }}>
            {title} {i + 1}
          </Box>
          {spec.fields.map((field) => (
            <FormField
              key={field.key}
              name={`${list}.${i}.${field.key}` as FieldPath<TDeveloperFormValues>}
              label={field.label}
              kind={field.kind}
            />
          ))}
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            aria-label={`Remove ${spec.noun} ${i + 1}`}
            onClick={() => removeRow(i)}
            sx={{ minHeight: 44, justifySelf: 'end', mt: { sm: '26px' } }}
          >
            Remove
          </Button>
        </Box>
      ))}
      <Box>
        <Button
          ref={addRef}
          variant="outlined"
          startIcon={<Add />}
          onClick={() => {
            append(NEW_ROW[list]() as never, { shouldFocus: true });
            setAnnouncement('');
          }}
          sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
        >
          Add {spec.noun}
        </Button>
      </Box>
      <Box aria-live="polite" sx={visuallyHiddenSx}>
        {announcement}
      </Box>
    </FormSection>
  );
}
