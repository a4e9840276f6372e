import { zodResolver } from '@hookform/resolvers/zod';
import { FEATURED_LIST_MAX } from '@nivaas/shared/constants';
import { REPORT_HIDE_THRESHOLD_MAX, type TSiteSettings, ZSiteSettings } from '@nivaas/shared/site-settings';
import { useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/feedback/error-state';
import { PageHeader } from '../../../components/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSiteSettings } from '../api/get-site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';
import formStyles from '../components/admin-form.module.css';
import { FormSection, FullRow } from '../components/form-section';
import { FormSkeleton } from '../components/form-skeleton';
import { adminCrumbs } from '../lib/admin-crumbs';
import { ADMIN_ERRORS, serverMessageOr } from '../lib/admin-messages';

type TFormValues = {
  defaultCity: string;
  supportPhone: string;
  supportEmail: string;
  officeAddress: string;
  officeHours: string;
  featuredCount: string;
  notificationEmail: string;
  grievanceContact: string;
  reportHideThreshold: string;
};
const FIELD_NAMES: readonly (keyof TFormValues)[] = [
  'defaultCity',
  'featuredCount',
  'supportPhone',
  'supportEmail',
  'officeAddress',
  'officeHours',
  'notificationEmail',
  'grievanceContact',
  'reportHideThreshold',
];

function toFormValues(s: TSiteSettings): TFormValues {
  return {
    defaultCity: s.defaultCity,
    supportPhone: s.supportPhone,
    supportEmail: s.supportEmail,
    officeAddress: s.officeAddress,
    officeHours: s.officeHours,
    featuredCount: String(s.featuredCount),
    notificationEmail: s.notificationEmail ?? '',
    grievanceContact: s.grievanceContact ?? '',
    reportHideThreshold: String(s.reportHideThreshold),
  };
}

/** Site settings: what the public pages show (support contacts, office, home page) and where enquiries go. */
export default function AdminSettingsPage() {
  usePageTitle('Settings');
  const settings = useSiteSettings();

  return (
    <>
      <PageHeader
        breadcrumbs={adminCrumbs({ label: 'Settings' })}
        title="Settings"
        description="What the public site shows, where new enquiries are sent, and who answers about personal data."
      />
      {settings.isError ? (
        <ErrorState
          title={ADMIN_ERRORS.loadSettings}
          onRetry={() => settings.refetch()}
          retryLabel={settings.isFetching ? 'Retrying...' : 'Retry'}
        />
      ) : settings.data ? (
        <SettingsForm key={settings.dataUpdatedAt} initial={settings.data} />
      ) : (
        <FormSkeleton label="Loading settings" />
      )}
    </>
  );
}

function SettingsForm({ initial }: { initial: TSiteSettings }) {
  const save = useUpdateSiteSettings();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TFormValues, unknown, TSiteSettings>({
    // The form holds text; the shared schema turns the featured count into a number.
    resolver: zodResolver(ZSiteSettings) as unknown as Resolver<TFormValues, unknown, TSiteSettings>,
    defaultValues: toFormValues(initial),
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(values);
      reset(toFormValues(saved ?? values));
      notify('Settings saved', 'success');
    } catch (err) {
      if (err instanceof HttpError) {
        let isFirst = true;
        for (const name of FIELD_NAMES) {
          const message = err.errors[name];
          if (!message) continue;
          setFieldError(name as FieldPath<TFormValues>, { message }, { shouldFocus: isFirst });
          isFirst = false;
        }
      }
      setError(serverMessageOr(err, ADMIN_ERRORS.saveSettings));
      notify(ADMIN_ERRORS.saveSettings, 'error');
    }
  });

  return (
    <Card look="outlined" padding="md" className={formStyles.card}>
      <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className={formStyles.form}>
        {error && <Alert severity="error">{error}</Alert>}
        <FormSection title="Site">
          <Field
            label="Default city"
            isRequired
            help="The city the home page and search start with"
            error={errors.defaultCity?.message}
          >
            <TextInput {...register('defaultCity')} />
          </Field>
          <Field
            label="Featured listings on the home page"
            isRequired
            help={`From 1 to ${FEATURED_LIST_MAX}`}
            error={errors.featuredCount?.message}
          >
            <TextInput
              type="number"
              inputMode="numeric"
              min={1}
              max={FEATURED_LIST_MAX}
              step={1}
              {...register('featuredCount')}
            />
          </Field>
        </FormSection>
        <FormSection title="Support and office">
          <Field label="Support phone" isRequired error={errors.supportPhone?.message}>
            <TextInput type="tel" {...register('supportPhone')} />
          </Field>
          <Field label="Support email" isRequired error={errors.supportEmail?.message}>
            <TextInput type="email" {...register('supportEmail')} />
          </Field>
          <FullRow>
            <Field label="Office address" isRequired error={errors.officeAddress?.message}>
              <Textarea rows={2} {...register('officeAddress')} />
            </Field>
          </FullRow>
          <FullRow>
            <Field label="Office hours" isRequired error={errors.officeHours?.message}>
              <TextInput {...register('officeHours')} />
            </Field>
          </FullRow>
        </FormSection>
        <FormSection title="Notifications">
          <FullRow>
            <Field
              label="Also send new enquiries to"
              isOptional
              help="Every active admin is told already; this address is not shown on the site."
              error={errors.notificationEmail?.message}
            >
              <TextInput type="email" {...register('notificationEmail')} />
            </Field>
          </FullRow>
        </FormSection>
        <FormSection title="Moderation">
          <Field
            label="Reports before a listing is hidden"
            isRequired
            help={`A listing reported by this many different people is hidden until a moderator reviews it (1 to ${REPORT_HIDE_THRESHOLD_MAX})`}
            error={errors.reportHideThreshold?.message}
          >
            <TextInput
              type="number"
              inputMode="numeric"
              min={1}
              max={REPORT_HIDE_THRESHOLD_MAX}
              step={1}
              {...register('reportHideThreshold')}
            />
          </Field>
        </FormSection>
        <FormSection title="Personal data">
          <FullRow>
            <Field
              label="Grievance contact"
              isOptional
              help="Named on the privacy notice: who answers requests about personal data (DPDP Act 2023). Left blank, the default is shown."
              error={errors.grievanceContact?.message}
            >
              <Textarea rows={2} {...register('grievanceContact')} />
            </Field>
          </FullRow>
        </FormSection>
        <div className={formStyles.actions}>
          <Button variant="secondary" onClick={() => reset()} disabled={!isDirty || isSubmitting}>
            Discard changes
          </Button>
          <Button type="submit" variant="primary" busy={isSubmitting} busyLabel="Saving...">
            Save settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
