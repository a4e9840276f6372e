import InputAdornment from '@mui/material/InputAdornment';
import { BuilderPicker } from './builder-picker';
import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { useTextField } from './use-form-field';

/** The project the listing belongs to: builder, size, units, launch, RERA id, configurations. */
export function ProjectSection() {
  const projectArea = useTextField('projectDetails.projectArea');
  const totalUnits = useTextField('projectDetails.totalUnits');
  const launchDate = useTextField('projectDetails.launchDate');
  const reraId = useTextField('projectDetails.reraId', 'As registered with the state RERA authority');
  const configurations = useTextField('projectDetails.configurations', 'e.g. 1, 2 and 3 BHK');
  return (
    <FormSection id="project" title="Project details" description="For flats in a project or a new launch.">
      <BuilderPicker />
      <FieldGrid columns={3}>
        <FormTextField
          {...projectArea}
          label="Project area"
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">acres</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
        <FormTextField
          {...totalUnits}
          label="Total units"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField {...launchDate} label="Launch date" type="date" />
      </FieldGrid>
      <FieldGrid columns={2}>
        <FormTextField {...reraId} label="RERA id" />
        <FormTextField {...configurations} label="Configurations" />
      </FieldGrid>
    </FormSection>
  );
}
