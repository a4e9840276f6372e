import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { errorMessage } from '../../../lib/http-client';
import { useAgentOptions } from '../api/get-agents';
import type { TPickedAgent, TPropertyFormValues } from '../lib/form-values';
import { FormTextField } from './form-text-field';
import { useFieldError } from './use-form-field';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

function AgentRow({ agent }: { agent: TPickedAgent }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar src={agent.avatar ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
        {initials(agent.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {agent.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {agent.email}
        </Typography>
      </Box>
    </Box>
  );
}

/** Admins choose whose listing this is (public-site §2, §6): agents by name, email and photo. */
export function AgentPicker() {
  const { control } = useFormContext<TPropertyFormValues>();
  const agents = useAgentOptions(true);
  const message = useFieldError('agent');
  const loadError = agents.isError ? errorMessage(agents.error, 'Failed to load agents') : undefined;

  return (
    <Controller
      control={control}
      name="agent"
      render={({ field }) => (
        <Autocomplete
          options={agents.data ?? []}
          loading={agents.isPending}
          value={field.value}
          onChange={(_e, value) => field.onChange(value)}
          onBlur={field.onBlur}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          getOptionLabel={(a) => `${a.name} (${a.email})`}
          filterOptions={(options, { inputValue }) => {
            const q = inputValue.trim().toLowerCase();
            return q
              ? options.filter((a) => a.name.toLowerCase().includes(q) || a.email.toLowerCase().includes(q))
              : options;
          }}
          noOptionsText="No agents found"
          loadingText="Loading agents…"
          renderOption={({ key, ...props }, agent) => (
            <Box component="li" key={key} {...props} sx={{ minHeight: 48 }}>
              <AgentRow agent={agent} />
            </Box>
          )}
          renderInput={(params) => (
            <FormTextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label="Agent"
              required
              placeholder="Search agents by name or email"
              error={Boolean(message)}
              helperText={
                message ?? loadError ?? 'The listing is shown with this agent’s name and contact details.'
              }
            />
          )}
        />
      )}
    />
  );
}
