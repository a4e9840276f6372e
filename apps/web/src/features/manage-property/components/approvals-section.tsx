import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { TPropertyFormValues } from '../lib/form-values';
import { FormSection } from './form-section';
import { FormTextField, ROW_BUTTON_OFFSET } from './form-text-field';
import { useTextField } from './use-form-field';

/** The server keeps at most 20 approvals. */
const MAX_APPROVALS = 20;

function ApprovalRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const name = useTextField(`approvals.${index}.name`);
  const number = useTextField(`approvals.${index}.number`);
  const date = useTextField(`approvals.${index}.date`);
  const n = index + 1;
  return (
    <Box
      role="group"
      aria-label={`Approval ${n}`}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '2fr 1.5fr 1fr auto' },
        alignItems: 'start',
        pb: { xs: 2, md: 0 },
        borderBottomStyle: 'solid',
        borderBottomWidth: { xs: '1px', md: 0 },
        borderColor: 'divider',
      }}
    >
      <FormTextField
        {...name}
        label={`Approval ${n} name`}
        required
        placeholder="e.g. Commencement certificate"
      />
      <FormTextField {...number} label="Number" />
      <FormTextField {...date} label="Date" type="date" />
      <Box sx={{ mt: { xs: 0, md: ROW_BUTTON_OFFSET }, justifySelf: { xs: 'end', md: 'auto' } }}>
        {/* Words on phones, where the row is a stack; an icon beside the fields on wider screens. */}
        <Button
          startIcon={<DeleteOutline />}
          onClick={onRemove}
          aria-label={`Remove approval ${n}`}
          sx={{ minHeight: 44, display: { xs: 'inline-flex', md: 'none' }, color: 'error.main' }}
        >
          Remove
        </Button>
        <IconButton
          aria-label={`Remove approval ${n}`}
          onClick={onRemove}
          sx={{ width: 44, height: 44, display: { xs: 'none', md: 'inline-flex' } }}
        >
          <DeleteOutline />
        </IconButton>
      </Box>
    </Box>
  );
}

/** Repeatable approvals: name (required on a row in use), number and date. */
export function ApprovalsSection() {
  const { control } = useFormContext<TPropertyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'approvals' });
  return (
    <FormSection
      id="approvals"
      title="Approvals"
      description="Building approvals and certificates buyers can check, e.g. RERA, commencement, occupancy."
    >
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No approvals added.
        </Typography>
      )}
      {fields.map((f, i) => (
        <ApprovalRow key={f.id} index={i} onRemove={() => remove(i)} />
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() => append({ name: '', number: '', date: '' }, { shouldFocus: true })}
          disabled={fields.length >= MAX_APPROVALS}
          sx={{ minHeight: 44 }}
        >
          Add approval
        </Button>
      </Box>
    </FormSection>
  );
}
