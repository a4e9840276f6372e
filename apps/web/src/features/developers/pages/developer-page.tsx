import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TDeveloper } from '@nivaas/shared/developer';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { forgetDeletedDeveloper, useDeleteDeveloper } from '../api/delete-developer';
import { useDeveloper } from '../api/get-developer';
import { BackToTop } from '../../../components/ui/back-to-top';
import { DeveloperDetailSkeleton } from '../components/developer-detail-skeleton';
import { DeveloperError } from '../components/developer-error';
import { DeveloperHeader } from '../components/developer-header';
import { DeveloperSectionNav } from '../components/developer-section-nav';
import {
  ContactSection,
  OverviewSection,
  ProjectsSection,
  SpecializationsSection,
  TeamSection,
} from '../components/developer-sections';
import { DeveloperSummary } from '../components/developer-summary';
import { contactHref, DEVELOPER_TEXT, locationText, metaDescription } from '../lib/developer-display';

/** A builder's page (admin spec §2.9); each builder starts with fresh page state. */
export default function DeveloperPage() {
  const { id = '' } = useParams();
  return <DeveloperDetail key={id} id={id} />;
}

function pageDescription(developer: TDeveloper): string {
  return metaDescription(
    developer.description ||
      `${developer.name}, real estate developer in ${locationText(developer.headquarters)}, on Nivaas.`,
  );
}

function DeveloperDetail({ id }: { id: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useDeveloper(id);
  const remove = useDeleteDeveloper();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deletedId = useRef<string | null>(null);
  const developer = query.data;

  usePageTitle(
    developer ? `${developer.name} – Developer` : query.isError ? 'Developer' : undefined,
    developer ? pageDescription(developer) : undefined,
  );

  // A deleted builder leaves the cache once its page has gone (so the page does not ask for it again).
  useEffect(
    () => () => {
      if (deletedId.current) forgetDeletedDeveloper(queryClient, deletedId.current);
    },
    [queryClient],
  );

  if (query.isPending) {
    return (
      <PageContainer spacing="sm">
        <DeveloperDetailSkeleton />
      </PageContainer>
    );
  }
  // A failed background refresh keeps the builder already on screen.
  if (!developer) {
    return (
      <PageContainer spacing="sm">
        <DeveloperError error={query.error} onRetry={() => query.refetch()} />
      </PageContainer>
    );
  }

  const contact = () => {
    const href = contactHref(developer.contact);
    if (href) window.location.assign(href);
    else notify(DEVELOPER_TEXT.noContact, 'info');
  };

  const confirmDelete = () => {
    setDeleteError(null);
    remove.mutate(developer._id, {
      onSuccess: () => {
        deletedId.current = developer._id;
        setDeleteOpen(false);
        notify(DEVELOPER_TEXT.deleted, 'success');
        navigate(paths.developers, { replace: true });
      },
      onError: (err) => {
        const message = errorMessage(err, DEVELOPER_TEXT.deleteFailed);
        setDeleteError(message);
        notify(message, 'error');
      },
    });
  };

  return (
    <PageContainer spacing="sm">
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1.5, typography: 'body2' }}>
        <Link component={RouterLink} to={paths.home} color="inherit">
          Home
        </Link>
        <Link component={RouterLink} to={paths.developers} color="inherit">
          Developers
        </Link>
        <Typography variant="body2" color="text.primary" aria-current="page">
          {developer.name}
        </Typography>
      </Breadcrumbs>
      <DeveloperHeader
        developer={developer}
        canManage={user?.role === 'admin'}
        onContact={contact}
        onDelete={() => {
          setDeleteError(null);
          setDeleteOpen(true);
        }}
      />
      <Grid container spacing={{ xs: 3, md: 4 }} sx={{ mt: { xs: 1, md: 2 } }}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ minWidth: 0 }}>
          <DeveloperSectionNav />
          <OverviewSection developer={developer} />
          <ProjectsSection developer={developer} />
          <TeamSection developer={developer} />
          <SpecializationsSection developer={developer} />
          <ContactSection developer={developer} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label="Developer summary">
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <DeveloperSummary developer={developer} />
          </Box>
        </Grid>
      </Grid>

      <BackToTop />
      <ConfirmDialog
        open={isDeleteOpen}
        title="Delete developer?"
        message={`Are you sure you want to delete ${developer.name}? Their listings stay on Nivaas without a developer. This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleteOpen(false)}
      />
    </PageContainer>
  );
}
