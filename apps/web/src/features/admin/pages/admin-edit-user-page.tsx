import { useLingui } from '@lingui/react/macro';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { ADMIN_MSG } from '@nivaas/shared/admin';
import { MSG } from '@nivaas/shared/messages';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { PageHeader } from '../../../components/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { useVerifyAgent } from '../api/verify-agent';
import { AgentForm } from '../components/agent-form';
import { FormSkeleton } from '../components/form-skeleton';
import { UserDataCard } from '../components/user-data-card';
import { useAdminCrumbs } from '../lib/admin-crumbs';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { useAdminWords } from '../lib/admin-words';
import { agentFormFromUser, listPathForRole } from '../lib/agent-form';

/** /admin/users/{id}/edit: the agent form prefilled from GET /admin/users/{id}, saved with PUT. */
export default function AdminEditUserPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const update = useUpdateUser();
  const verify = useVerifyAgent();
  const { t } = useLingui();
  const { say, failure } = useAdminWords();
  const localize = useLocalizedPath();
  const adminCrumbs = useAdminCrumbs();
  const name = user.data?.name;
  usePageTitle(name ? t`Edit ${name}` : t`Edit User`);
  const back = user.data?.role === 'agent' ? paths.adminAgents : paths.adminUsers;
  const crumbs = adminCrumbs(
    user.data?.role === 'agent'
      ? { label: t`Agents`, to: paths.adminAgents }
      : { label: t`Users`, to: paths.adminUsers },
    { label: name ?? t`Edit User` },
  );

  if (user.isError) {
    // A malformed id (400) names no user either.
    const isNotFound =
      user.error instanceof HttpError && (user.error.status === 404 || user.error.status === 400);
    return (
      <>
        <PageHeader breadcrumbs={crumbs} title={t`Edit User`} />
        <ErrorState
          title={say(isNotFound ? MSG.userNotFound : ADMIN_ERRORS.loadUser)}
          message={isNotFound ? t`This user may have been deleted.` : t`Please try again later.`}
          onRetry={isNotFound ? undefined : () => user.refetch()}
          action={
            <ButtonLink to={localize(paths.adminAgents)} variant={isNotFound ? 'primary' : 'ghost'}>
              {t`Back to agents`}
            </ButtonLink>
          }
        />
      </>
    );
  }

  if (!user.data) {
    return (
      <>
        <PageHeader breadcrumbs={crumbs} title={t`Edit User`} />
        <FormSkeleton label={t`Loading user`} />
      </>
    );
  }

  const current = user.data;
  const currentName = current.name;
  return (
    <>
      <PageHeader breadcrumbs={crumbs} title={t`Edit ${currentName}`} description={current.email} />
      <AgentForm
        key={current._id}
        mode="edit"
        defaultValues={agentFormFromUser(current)}
        isVerifiedLocked={current.isVerified}
        submitLabel={t`Save changes`}
        busyLabel={t`Saving...`}
        cancelTo={back}
        failureMessage={ADMIN_ERRORS.updateUser}
        onSubmit={async (submit) => {
          if (submit.mode !== 'edit') return;
          const saved = await update.mutateAsync({ id: current._id, body: submit.values });
          const role = saved?.role ?? submit.values.role;
          if (submit.isVerified && !current.isVerified && role === 'agent') {
            try {
              await verify.mutateAsync(current._id);
            } catch (err) {
              notify(failure(err, ADMIN_ERRORS.verifyAgent), 'error');
            }
          }
          notify(say(ADMIN_MSG.userUpdated), 'success');
          navigate(localize(listPathForRole(role) === 'agents' ? paths.adminAgents : paths.adminUsers));
        }}
      />
      <UserDataCard user={current} />
    </>
  );
}
