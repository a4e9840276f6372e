import Box from '@mui/material/Box';
import type { TFieldsSectionSpec } from '../../lib/form-fields';
import { FormField } from './form-field';
import { fieldGridSx, FormSection } from './form-section';

/** A section of plain fields, laid out from its spec. */
export function FieldsSection({ spec }: { spec: TFieldsSectionSpec }) {
  return (
    <FormSection id={spec.id} title={spec.title} hint={spec.hint}>
      <Box sx={fieldGridSx(spec.columns)}>
        {spec.fields.map(({ isWide, ...field }) => (
          <Box key={field.name} className={isWide ? 'is-wide' : undefined}>
            <FormField {...field} />
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}
