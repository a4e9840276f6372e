import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import {
  CONSTRUCTION_STATUSES,
  CREATE_STATUSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '@nivaas/shared/property-options';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { TPropertyFormValues } from '../lib/form-values';
import type { TFormMode } from '../lib/validate-property-form';
import { AgentPicker } from './agent-picker';
import { FieldGrid, FormSection } from './form-section';
import { FormTextField } from './form-text-field';
import { type TFieldName, useFieldError, useTextField } from './use-form-field';

function SelectField({
  name,
  label,
  options,
}: {
  name: TFieldName;
  label: string;
  options: readonly string[];
}) {
  const { control } = useFormContext<TPropertyFormValues>();
  const message = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormTextField
          select
          required
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(message)}
          helperText={message}
        >
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </FormTextField>
      )}
    />
  );
}

/** Title, description, type, status, construction status, Featured and (admins) the agent. */
export function BasicsSection({
  mode,
  canSetFeatured,
  canChooseAgent,
}: {
  mode: TFormMode;
  canSetFeatured: boolean;
  canChooseAgent: boolean;
}) {
  const { control } = useFormContext<TPropertyFormValues>();
  const title = useTextField('title');
  const description = useTextField('description');
  const featuredHintId = useId();
  // The create form offers For Sale and For Rent; an edit may also mark it Sold or Rented (§4).
  const statuses = mode === 'create' ? CREATE_STATUSES : PROPERTY_STATUSES;
  return (
    <FormSection
      id="basics"
      title="Basics"
      description="What buyers see first on the card and the detail page."
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          label="Title"
          required
          placeholder="e.g. 2 BHK flat with balcony near Gangapur Road"
          {...title}
        />
        <FormTextField
          label="Description"
          required
          multiline
          minRows={4}
          placeholder="Layout, light and ventilation, society, water supply, what is close by…"
          {...description}
        />
        <FieldGrid columns={3}>
          <SelectField name="type" label="Property type" options={PROPERTY_TYPES} />
          <SelectField name="status" label="Status" options={statuses} />
          <SelectField
            name="constructionStatus"
            label="Construction status"
            options={CONSTRUCTION_STATUSES}
          />
        </FieldGrid>
        {canChooseAgent && <AgentPicker />}
        {canSetFeatured && (
          <Controller
            control={control}
            name="featured"
            render={({ field }) => (
              <Box>
                <FormControlLabel
                  sx={{ minHeight: 44 }}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      slotProps={{ input: { 'aria-describedby': featuredHintId } }}
                    />
                  }
                  label="Featured listing"
                />
                <FormHelperText id={featuredHintId} sx={{ mt: 0, ml: 4 }}>
                  Featured listings are shown on the home page.
                </FormHelperText>
              </Box>
            )}
          />
        )}
      </Box>
    </FormSection>
  );
}
