import { useLingui } from '@lingui/react/macro';
import { BuilderPicker } from './builder-picker';
import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';

/** The project the listing belongs to: builder, size, units, launch, RERA id, configurations. */
export function ProjectSection() {
  const { t } = useLingui();
  return (
    <FormSection
      id="project"
      title={t`Project details`}
      description={t`For flats in a project or a new launch.`}
    >
      <BuilderPicker />
      <FieldGrid columns={3}>
        <FormTextField
          name="projectDetails.projectArea"
          label={t`Project area`}
          unit={t`acres`}
          inputMode="decimal"
        />
        <FormTextField name="projectDetails.totalUnits" label={t`Total units`} inputMode="numeric" />
        <FormTextField name="projectDetails.launchDate" label={t`Launch date`} type="date" />
      </FieldGrid>
      <FieldGrid columns={2}>
        <FormTextField
          name="projectDetails.reraId"
          label={t`RERA id`}
          hint={t`As registered with the state RERA authority`}
        />
        <FormTextField
          name="projectDetails.configurations"
          label={t`Configurations`}
          hint={t`e.g. 1, 2 and 3 BHK`}
        />
      </FieldGrid>
    </FormSection>
  );
}
