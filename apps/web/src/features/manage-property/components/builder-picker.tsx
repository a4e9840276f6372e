import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { errorMessage } from '../../../lib/http-client';
import {
  FAILED_TO_FETCH_DEVELOPERS,
  type TDeveloperOption,
  useDeveloperOptions,
} from '../api/get-developers';
import type { TPickedDeveloper, TPropertyFormValues } from '../lib/form-values';
import { FormTextField } from './form-text-field';
import { useFieldError } from './use-form-field';

/** The builder (developer) of the project, searched by name (GET /developers). */
export function BuilderPicker() {
  const { control } = useFormContext<TPropertyFormValues>();
  const developers = useDeveloperOptions();
  const message = useFieldError('developer');
  const loadError = developers.isError
    ? errorMessage(developers.error, FAILED_TO_FETCH_DEVELOPERS)
    : undefined;
  const options: TPickedDeveloper[] = developers.data ?? [];
  const byId = new Map<string, TDeveloperOption>((developers.data ?? []).map((d) => [d._id, d]));

  return (
    <Controller
      control={control}
      name="developer"
      render={({ field }) => (
        <Autocomplete
          options={options}
          loading={developers.isPending}
          value={field.value}
          onChange={(_e, value) => field.onChange(value ? { _id: value._id, name: value.name } : null)}
          onBlur={field.onBlur}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          getOptionLabel={(d) => d.name}
          noOptionsText="No builders found"
          loadingText="Loading builders…"
          renderOption={({ key, ...props }, d) => {
            const full = byId.get(d._id);
            return (
              <Box component="li" key={key} {...props} sx={{ gap: 1.5, minHeight: 48 }}>
                <Avatar
                  variant="rounded"
                  src={full?.logoUrl ?? undefined}
                  alt=""
                  sx={{ width: 32, height: 32, bgcolor: 'grey.50', color: 'text.secondary', fontSize: 14 }}
                >
                  {d.name.charAt(0)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {d.name}
                  </Typography>
                  {full?.city && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {full.city}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          }}
          renderInput={(params) => (
            <FormTextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label="Builder"
              placeholder="Search builders"
              error={Boolean(message || loadError)}
              helperText={message ?? loadError ?? 'Optional: the builder is shown on the listing.'}
            />
          )}
        />
      )}
    />
  );
}
