import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { ADMIN_MSG } from '@nivaas/shared/admin';
import { MSG } from '@nivaas/shared/messages';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { paths } from '../../../config/paths';
import { HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { useVerifyAgent } from '../api/verify-agent';
import { AdminPageHeader } from '../components/admin-page-header';
import { AgentForm } from '../components/agent-form';
import { ADMIN_ERRORS, failureNotice } from '../lib/admin-messages';
import { agentFormFromUser, listPathForRole } from '../lib/agent-form';

/** /admin/users/{id}/edit: the agent form prefilled from GET /admin/users/{id}, saved with PUT. */
export default function AdminEditUserPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const update = useUpdateUser();
  const verify = useVerifyAgent();
  usePageTitle(user.data ? `Edit ${user.data.name}` : 'Edit User');

  if (user.isError) {
    // A malformed id (400) names no user either.
    const isNotFound =
      user.error instanceof HttpError && (user.error.status === 404 || user.error.status === 400);
    return (
      <>
        <AdminPageHeader title="Edit User" />
        <ErrorState
          title={isNotFound ? MSG.userNotFound : ADMIN_ERRORS.loadUser}
          message={isNotFound ? 'This user may have been deleted.' : 'Please try again later.'}
          onRetry={isNotFound ? undefined : () => user.refetch()}
          action={
            <Box sx={{ mt: 2 }}>
              <Button
                component={RouterLink}
                to={paths.adminAgents}
                variant={isNotFound ? 'contained' : 'text'}
              >
                Back to agents
              </Button>
            </Box>
          }
        />
      </>
    );
  }

  if (!user.data) {
    return (
      <>
        <AdminPageHeader title="Edit User" />
        <Paper
          variant="outlined"
          sx={{ borderRadius: 3, p: 3, maxWidth: 880 }}
          aria-busy
          aria-label="Loading user"
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Box>
        </Paper>
      </>
    );
  }

  const current = user.data;
  const back = current.role === 'agent' ? paths.adminAgents : paths.adminUsers;
  return (
    <>
      <AdminPageHeader title={`Edit ${current.name}`} subtitle={current.email} />
      <AgentForm
        key={current._id}
        mode="edit"
        defaultValues={agentFormFromUser(current)}
        isVerifiedLocked={current.isVerified}
        submitLabel="Save Changes"
        busyLabel="Saving..."
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
              notify(failureNotice(err, ADMIN_ERRORS.verifyAgent), 'error');
            }
          }
          notify(ADMIN_MSG.userUpdated, 'success');
          navigate(listPathForRole(role) === 'agents' ? paths.adminAgents : paths.adminUsers);
        }}
      />
    </>
  );
}
