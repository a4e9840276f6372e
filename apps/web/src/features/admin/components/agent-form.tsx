import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminUserCreate,
  type TAdminUserUpdate,
  ZAdminUserCreate,
  ZAdminUserUpdate,
} from '@nivaas/shared/admin-user';
import { PASSWORD_MIN_LENGTH } from '@nivaas/shared/constants';
import { ROLES } from '@nivaas/shared/roles';
import { useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { SPECIALIZATION_SUGGESTIONS, type TAgentFormValues } from '../lib/agent-form';
import { useAdminWords } from '../lib/admin-words';
import styles from './admin-form.module.css';
import { FormSection, FullRow } from './form-section';
import { SpecializationsInput } from './specializations-input';

export type TAgentFormSubmit =
  | { mode: 'create'; values: TAdminUserCreate }
  | { mode: 'edit'; values: TAdminUserUpdate; isVerified: boolean };

const FIELD_NAMES: readonly FieldPath<TAgentFormValues>[] = [
  'name',
  'email',
  'password',
  'role',
  'mobile',
  'company',
  'licenseNumber',
  'specializations',
  'isVerified',
];

/**
 * The agent form of /admin/users/new-agent and /admin/users/{id}/edit: the shared schemas give
 * the rules and messages (ZAdminUserCreate with role agent; ZAdminUserUpdate when editing, with
 * no password). A failed save keeps the input and shows the server's message above the fields,
 * and its field messages under the fields.
 */
export function AgentForm({
  mode,
  defaultValues,
  onSubmit,
  submitLabel,
  busyLabel,
  cancelTo,
  failureMessage,
  isVerifiedLocked = false,
}: {
  mode: 'create' | 'edit';
  defaultValues: TAgentFormValues;
  onSubmit: (submit: TAgentFormSubmit) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  cancelTo: string;
  failureMessage: string;
  /** The user is verified already: there is no call to withdraw it. */
  isVerifiedLocked?: boolean;
}) {
  const { t } = useLingui();
  const { say, role: roleName } = useAdminWords();
  const localize = useLocalizedPath();
  const roleOptions = ROLES.map((role) => ({ value: role, label: roleName(role) }));
  const [error, setError] = useState<string | null>(null);
  const schema = mode === 'create' ? ZAdminUserCreate : ZAdminUserUpdate;
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<TAgentFormValues, unknown, TAdminUserCreate | TAdminUserUpdate>({
    resolver: zodResolver(schema) as unknown as Resolver<
      TAgentFormValues,
      unknown,
      TAdminUserCreate | TAdminUserUpdate
    >,
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      if (mode === 'create') {
        await onSubmit({ mode, values: { ...(values as TAdminUserCreate), role: 'agent' } });
      } else {
        await onSubmit({ mode, values: values as TAdminUserUpdate, isVerified: getValues('isVerified') });
      }
    } catch (err) {
      if (err instanceof HttpError) {
        let isFirst = true;
        for (const name of FIELD_NAMES) {
          const message =
            err.errors[name] ?? (err.status === 409 && name === 'email' ? err.message : undefined);
          if (!message) continue;
          setFieldError(name, { message }, { shouldFocus: isFirst });
          isFirst = false;
        }
      }
      setError(
        say(
          err instanceof HttpError && err.status === 422 ? failureMessage : errorMessage(err, failureMessage),
        ),
      );
    }
  });

  return (
    <Card look="outlined" padding="md" className={styles.card}>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting} className={styles.form}>
        {error && <Alert severity="error">{error}</Alert>}
        <FormSection title={t`Account`}>
          <Field label={t`Full Name`} isRequired error={say(errors.name?.message)}>
            <TextInput autoComplete="off" {...register('name')} />
          </Field>
          <Field label={t`Email Address`} isRequired error={say(errors.email?.message)}>
            <TextInput type="email" autoComplete="off" {...register('email')} />
          </Field>
          {mode === 'create' && (
            <Field
              label={t`Password`}
              isRequired
              help={t`At least ${PASSWORD_MIN_LENGTH} characters; share it with the agent`}
              error={say(errors.password?.message)}
            >
              <TextInput type="password" autoComplete="new-password" {...register('password')} />
            </Field>
          )}
          <Field label={t`Mobile Number`} isOptional error={say(errors.mobile?.message)}>
            <TextInput type="tel" autoComplete="off" {...register('mobile')} />
          </Field>
          {mode === 'edit' && (
            <Field
              label={t`Role`}
              isRequired
              help={t`Changing the role changes what this person can do.`}
              error={say(errors.role?.message)}
            >
              <Select options={roleOptions} {...register('role')} />
            </Field>
          )}
        </FormSection>

        <FormSection title={t`Professional details`}>
          <Field label={t`Company`} isOptional error={say(errors.company?.message)}>
            <TextInput autoComplete="organization" {...register('company')} />
          </Field>
          <Field
            label={t`Licence Number`}
            isOptional
            help={t`RERA agent registration number`}
            error={say(errors.licenseNumber?.message)}
          >
            <TextInput autoComplete="off" {...register('licenseNumber')} />
          </Field>
          <FullRow>
            <Controller
              control={control}
              name="specializations"
              render={({ field }) => (
                <Field
                  label={t`Specializations`}
                  isOptional
                  help={t`Pick one or type your own; press Enter or a comma after each.`}
                  error={say(errors.specializations?.message)}
                >
                  <SpecializationsInput
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    suggestions={SPECIALIZATION_SUGGESTIONS}
                  />
                </Field>
              )}
            />
          </FullRow>
          <FullRow>
            <Switch
              label={t`Verified agent`}
              disabled={isVerifiedLocked}
              help={
                isVerifiedLocked
                  ? t`This agent is verified.`
                  : t`Verified agents show a badge on their listings. Check their licence first.`
              }
              {...register('isVerified')}
            />
          </FullRow>
        </FormSection>

        <div className={styles.actions}>
          <ButtonLink to={localize(cancelTo)} variant="secondary">
            {t`Cancel`}
          </ButtonLink>
          <Button type="submit" variant="primary" busy={isSubmitting} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
