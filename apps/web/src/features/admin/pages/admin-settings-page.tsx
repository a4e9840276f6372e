import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { FEATURED_LIST_MAX } from '@nivaas/shared/constants';
import { type TSiteSettings, ZSiteSettings } from '@nivaas/shared/site-settings';
import { useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/feedback/error-state';
import { HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSiteSettings } from '../api/get-site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';
import { AdminPageHeader } from '../components/admin-page-header';
import { FormSection } from '../components/form-section';
import { ADMIN_ERRORS, serverMessageOr } from '../lib/admin-messages';

type TFormValues = {
  defaultCity: string;
  supportPhone: string;
  supportEmail: string;
  officeAddress: string;
  officeHours: string;
  featuredCount: string;
  notificationEmail: string;
};

function toFormValues(s: TSiteSettings): TFormValues {
  return {
    defaultCity: s.defaultCity,
    supportPhone: s.supportPhone,
    supportEmail: s.supportEmail,
    officeAddress: s.officeAddress,
    officeHours: s.officeHours,
    featuredCount: String(s.featuredCount),
    notificationEmail: s.notificationEmail ?? '',
  };
}

/** Site settings: what the public pages show (support contacts, office, home page) and where enquiries go. */
export default function AdminSettingsPage() {
  usePageTitle('Settings');
  const settings = useSiteSettings();

  return (
    <>
      <AdminPageHeader
        title="Settings"
        subtitle="What the public site shows, and where new enquiries are sent."
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
        <Paper
          variant="outlined"
          sx={{ borderRadius: 3, p: 3, maxWidth: 880 }}
          aria-busy
          aria-label="Loading settings"
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Box>
        </Paper>
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

  const field = (name: keyof TFormValues) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: !!errors[name], helperText: errors[name]?.message };
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(values);
      reset(toFormValues(saved ?? values));
      notify('Settings saved', 'success');
    } catch (err) {
      if (err instanceof HttpError) {
        for (const [name, message] of Object.entries(err.errors)) {
          if (name in toFormValues(initial)) setFieldError(name as FieldPath<TFormValues>, { message });
        }
      }
      const message = serverMessageOr(err, ADMIN_ERRORS.saveSettings);
      setError(message);
      notify(ADMIN_ERRORS.saveSettings, 'error');
    }
  });

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={isSubmitting}
        sx={{ display: 'grid', gap: 3 }}
      >
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <FormSection title="Site">
          <TextField
            label="Default city"
            required
            {...field('defaultCity')}
            helperText={errors.defaultCity?.message ?? 'The city the home page and search start with'}
          />
          <TextField
            label="Featured listings on the home page"
            required
            type="number"
            slotProps={{ htmlInput: { min: 1, max: FEATURED_LIST_MAX, step: 1, inputMode: 'numeric' } }}
            {...field('featuredCount')}
            helperText={errors.featuredCount?.message ?? `From 1 to ${FEATURED_LIST_MAX}`}
          />
        </FormSection>
        <FormSection title="Support and office">
          <TextField label="Support phone" required type="tel" {...field('supportPhone')} />
          <TextField label="Support email" required type="email" {...field('supportEmail')} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField label="Office address" required multiline minRows={2} {...field('officeAddress')} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField label="Office hours" required {...field('officeHours')} />
          </Box>
        </FormSection>
        <FormSection title="Notifications">
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField
              label="Also send new enquiries to (optional)"
              type="email"
              {...field('notificationEmail')}
              helperText={
                errors.notificationEmail?.message ??
                'Every active admin is told already; this address is not shown on the site.'
              }
            />
          </Box>
        </FormSection>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            justifyContent: 'flex-end',
            gap: 1,
          }}
        >
          <Button onClick={() => reset()} disabled={!isDirty || isSubmitting} sx={{ minHeight: 44 }}>
            Discard changes
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            sx={{ minHeight: 44, minWidth: 160 }}
          >
            {isSubmitting ? 'Saving...' : 'Save Settings'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
