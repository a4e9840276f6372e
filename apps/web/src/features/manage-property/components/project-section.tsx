import { BuilderPicker } from './builder-picker';
import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';

/** The project the listing belongs to: builder, size, units, launch, RERA id, configurations. */
export function ProjectSection() {
  return (
    <FormSection id="project" title="Project details" description="For flats in a project or a new launch.">
      <BuilderPicker />
      <FieldGrid columns={3}>
        <FormTextField
          name="projectDetails.projectArea"
          label="Project area"
          unit="acres"
          inputMode="decimal"
        />
        <FormTextField name="projectDetails.totalUnits" label="Total units" inputMode="numeric" />
        <FormTextField name="projectDetails.launchDate" label="Launch date" type="date" />
      </FieldGrid>
      <FieldGrid columns={2}>
        <FormTextField
          name="projectDetails.reraId"
          label="RERA id"
          hint="As registered with the state RERA authority"
        />
        <FormTextField
          name="projectDetails.configurations"
          label="Configurations"
          hint="e.g. 1, 2 and 3 BHK"
        />
      </FieldGrid>
    </FormSection>
  );
}
