import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { Avatar } from '../../../components/ui/avatar';
import { Field } from '../../../components/ui/field';
import { OptionPicker } from '../../../components/ui/option-picker';
import { errorMessage } from '../../../lib/http-client';
import { useAgentOptions } from '../api/get-agents';
import type { TPickedAgent, TPropertyFormValues } from '../lib/form-values';
import { AGENTS_LOAD_FAILED, useSayFormText } from '../lib/form-words';
import { PickerOption } from './picker-option';
import { useFieldError } from './use-form-field';

const agentLabel = (a: TPickedAgent) => `${a.name} (${a.email})`;
const agentMatches = (a: TPickedAgent, text: string) => {
  const q = text.trim().toLowerCase();
  return a.name.toLowerCase().includes(q) || a.email.toLowerCase().includes(q);
};

/** Admins choose whose listing this is (public-site §2, §6): agents by name, email and photo. */
export function AgentPicker() {
  const { t } = useLingui();
  const say = useSayFormText();
  const { control } = useFormContext<TPropertyFormValues>();
  const agents = useAgentOptions(true);
  const message = useFieldError('agent');
  const loadError = agents.isError ? say(errorMessage(agents.error, AGENTS_LOAD_FAILED)) : undefined;

  return (
    <Field
      label={t`Agent`}
      isRequired
      help={t`The listing is shown with this agent’s name and contact details.`}
      error={message ?? loadError}
    >
      <Controller
        control={control}
        name="agent"
        render={({ field }) => (
          <OptionPicker
            ref={field.ref}
            name={field.name}
            label={t`Agents`}
            options={agents.data ?? []}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            getKey={(a) => a._id}
            getLabel={agentLabel}
            matches={agentMatches}
            renderOption={(a) => (
              <PickerOption
                media={<Avatar name={a.name} src={a.avatar} size={32} />}
                title={a.name}
                detail={a.email}
              />
            )}
            placeholder={t`Search agents by name or email`}
            isLoading={agents.isPending}
            loadingText={t`Loading agents…`}
            noOptionsText={t`No agents found`}
            clearLabel={t`Clear agent`}
          />
        )}
      />
    </Field>
  );
}
