import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { FEATURED_LIST_MAX } from '@nivaas/shared/constants';
import { FRESHNESS_MAX_DAYS } from '@nivaas/shared/listing-freshness';
import {
  REPORT_HIDE_THRESHOLD_MAX,
  type TSiteSettings,
  ZSiteSettingsForm,
} from '@nivaas/shared/site-settings';
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
import { useAdminCrumbs } from '../lib/admin-crumbs';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { useAdminWords } from '../lib/admin-words';

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
  staleAfterDays: string;
  hideAfterDays: string;
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
  'staleAfterDays',
  'hideAfterDays',
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
    staleAfterDays: String(s.staleAfterDays),
    hideAfterDays: String(s.hideAfterDays),
  };
}

/** Site settings: what the public pages show (support contacts, office, home page) and where enquiries go. */
export default function AdminSettingsPage() {
  const { t } = useLingui();
  const { say } = useAdminWords();
  const crumbs = useAdminCrumbs();
  usePageTitle(t`Settings`);
  const settings = useSiteSettings();

  return (
    <>
      <PageHeader
        breadcrumbs={crumbs({ label: t`Settings` })}
        title={t`Settings`}
        description={t`What the public site shows, where new enquiries are sent, and who answers about personal data.`}
      />
      {settings.isError ? (
        <ErrorState
          title={say(ADMIN_ERRORS.loadSettings)}
          onRetry={() => settings.refetch()}
          retryLabel={settings.isFetching ? t`Retrying...` : t`Retry`}
        />
      ) : settings.data ? (
        <SettingsForm key={settings.dataUpdatedAt} initial={settings.data} />
      ) : (
        <FormSkeleton label={t`Loading settings`} />
      )}
    </>
  );
}

function SettingsForm({ initial }: { initial: TSiteSettings }) {
  const { t } = useLingui();
  const { say, serverOr } = useAdminWords();
  // The shared FRESHNESS_TEXT's help, in the page's language.
  const freshness = {
    staleDays: t`Days without confirmation before a listing is marked as not confirmed recently`,
    hideDays: t`Days without confirmation before a listing leaves search`,
  };
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
    resolver: zodResolver(ZSiteSettingsForm) as unknown as Resolver<TFormValues, unknown, TSiteSettings>,
    defaultValues: toFormValues(initial),
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(values);
      reset(toFormValues(saved ?? values));
      notify(say('Settings saved'), 'success');
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
      setError(serverOr(err, ADMIN_ERRORS.saveSettings));
      notify(say(ADMIN_ERRORS.saveSettings), 'error');
    }
  });

  return (
    <Card look="outlined" padding="md" className={formStyles.card}>
      <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className={formStyles.form}>
        {error && <Alert severity="error">{error}</Alert>}
        <FormSection title={t`Site`}>
          <Field
            label={t`Default city`}
            isRequired
            help={t`The city the home page and search start with`}
            error={say(errors.defaultCity?.message)}
          >
            <TextInput {...register('defaultCity')} />
          </Field>
          <Field
            label={t`Featured listings on the home page`}
            isRequired
            help={t`From 1 to ${FEATURED_LIST_MAX}`}
            error={say(errors.featuredCount?.message)}
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
        <FormSection title={t`Support and office`}>
          <Field label={t`Support phone`} isRequired error={say(errors.supportPhone?.message)}>
            <TextInput type="tel" {...register('supportPhone')} />
          </Field>
          <Field label={t`Support email`} isRequired error={say(errors.supportEmail?.message)}>
            <TextInput type="email" {...register('supportEmail')} />
          </Field>
          <FullRow>
            <Field label={t`Office address`} isRequired error={say(errors.officeAddress?.message)}>
              <Textarea rows={2} {...register('officeAddress')} />
            </Field>
          </FullRow>
          <FullRow>
            <Field label={t`Office hours`} isRequired error={say(errors.officeHours?.message)}>
              <TextInput {...register('officeHours')} />
            </Field>
          </FullRow>
        </FormSection>
        <FormSection title={t`Notifications`}>
          <FullRow>
            <Field
              label={t`Also send new enquiries to`}
              isOptional
              help={t`Every active admin is told already; this address is not shown on the site.`}
              error={say(errors.notificationEmail?.message)}
            >
              <TextInput type="email" {...register('notificationEmail')} />
            </Field>
          </FullRow>
        </FormSection>
        <FormSection title={t`Listing freshness`}>
          <Field
            label={t`Not confirmed recently after (days)`}
            isRequired
            help={freshness.staleDays}
            error={say(errors.staleAfterDays?.message)}
          >
            <TextInput
              type="number"
              inputMode="numeric"
              min={1}
              max={FRESHNESS_MAX_DAYS}
              step={1}
              {...register('staleAfterDays')}
            />
          </Field>
          <Field
            label={t`Leaves search after (days)`}
            isRequired
            help={freshness.hideDays}
            error={say(errors.hideAfterDays?.message)}
          >
            <TextInput
              type="number"
              inputMode="numeric"
              min={1}
              max={FRESHNESS_MAX_DAYS}
              step={1}
              {...register('hideAfterDays')}
            />
          </Field>
        </FormSection>
        <FormSection title={t`Moderation`}>
          <Field
            label={t`Reports before a listing is hidden`}
            isRequired
            help={t`A listing reported by this many different people is hidden until a moderator reviews it (1 to ${REPORT_HIDE_THRESHOLD_MAX})`}
            error={say(errors.reportHideThreshold?.message)}
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
        <FormSection title={t`Personal data`}>
          <FullRow>
            <Field
              label={t`Grievance contact`}
              isOptional
              help={t`Named on the privacy notice: who answers requests about personal data (DPDP Act 2023). Left blank, the default is shown.`}
              error={say(errors.grievanceContact?.message)}
            >
              <Textarea rows={2} {...register('grievanceContact')} />
            </Field>
          </FullRow>
        </FormSection>
        <div className={formStyles.actions}>
          <Button variant="secondary" onClick={() => reset()} disabled={!isDirty || isSubmitting}>
            {t`Discard changes`}
          </Button>
          <Button type="submit" variant="primary" busy={isSubmitting} busyLabel={t`Saving...`}>
            {t`Save settings`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
