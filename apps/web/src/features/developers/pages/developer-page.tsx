import { useLingui } from '@lingui/react/macro';
import type { TDeveloper } from '@nivaas/shared/developer';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { BackToTop } from '../../../components/ui/back-to-top';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/http-client';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import type { TSays } from '../../../lib/i18n/says';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { forgetDeletedDeveloper, useDeleteDeveloper } from '../api/delete-developer';
import { useDeveloper } from '../api/get-developer';
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
import { LazyConfirmDialog, useWarmUp } from '../components/lazy-confirm-dialog';
import { contactHref, DEVELOPER_TEXT, locationText, metaDescription } from '../lib/developer-display';
import { BUILDER_DESCRIPTION, BUILDER_TITLE } from '../lib/developer-page-meta';
import { sayRequestText } from '../lib/say-request-text';
import styles from './developer-page.module.css';

/**
 * A builder's page (admin spec §2.9); each builder starts with fresh page state. Its first render
 * reads only the address and the query data, the same at every width (CSS does the layout), and
 * the delete dialog's code comes on first use.
 */
export default function DeveloperPage() {
  useCatalogPart('developers');
  const { id = '' } = useParams();
  return <DeveloperDetail key={id} id={id} />;
}

function pageDescription(developer: TDeveloper, i18n: TSays): string {
  return metaDescription(
    developer.description ||
      i18n._(BUILDER_DESCRIPTION, {
        name: developer.name,
        place: locationText(developer.headquarters, i18n),
      }),
  );
}

function DeveloperDetail({ id }: { id: string }) {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const localize = useLocalizedPath();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useDeveloper(id);
  const remove = useDeleteDeveloper();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteWanted, warmDelete] = useWarmUp();
  const deletedId = useRef<string | null>(null);
  const developer = query.data;

  usePageTitle(
    developer ? i18n._(BUILDER_TITLE, { name: developer.name }) : query.isError ? t`Builder` : undefined,
    developer ? pageDescription(developer, i18n) : undefined,
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
    else notify(i18n._(DEVELOPER_TEXT.noContact), 'info');
  };

  const confirmDelete = () => {
    setDeleteError(null);
    remove.mutate(developer._id, {
      onSuccess: () => {
        deletedId.current = developer._id;
        setDeleteOpen(false);
        notify(i18n._(DEVELOPER_TEXT.deleted), 'success');
        navigate(localize(paths.developers), { replace: true });
      },
      onError: (err) => {
        const message = sayRequestText(i18n, errorMessage(err, DEVELOPER_TEXT.deleteFailed.message ?? ''));
        setDeleteError(message);
        notify(message, 'error');
      },
    });
  };

  const { name } = developer;
  return (
    <PageContainer spacing="sm">
      <Breadcrumbs
        className={styles.crumbs}
        label={t`Breadcrumb`}
        items={[
          { label: t`Home`, to: localize(paths.home) },
          { label: t`Builders`, to: localize(paths.developers) },
          { label: developer.name },
        ]}
      />
      <DeveloperHeader
        developer={developer}
        canManage={user?.role === 'admin'}
        onContact={contact}
        deleteProps={warmDelete}
        onDelete={() => {
          setDeleteError(null);
          setDeleteOpen(true);
        }}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <DeveloperSectionNav />
          <OverviewSection developer={developer} />
          <ProjectsSection developer={developer} />
          <TeamSection developer={developer} />
          <SpecializationsSection developer={developer} />
          <ContactSection developer={developer} />
        </div>
        <aside aria-label={t`Builder summary`} className={styles.side}>
          <div className={styles.sticky}>
            <DeveloperSummary developer={developer} />
          </div>
        </aside>
      </div>

      <BackToTop />
      <LazyConfirmDialog
        wanted={deleteWanted}
        open={isDeleteOpen}
        title={t`Delete builder?`}
        message={t`Are you sure you want to delete ${name}? Their listings stay on Nivaas without a developer. This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        busyLabel={t`Deleting...`}
        isBusy={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleteOpen(false)}
      />
    </PageContainer>
  );
}
