import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateUser } from '../api/create-user';
import { AdminPageHeader } from '../components/admin-page-header';
import { AgentForm } from '../components/agent-form';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { EMPTY_AGENT_FORM } from '../lib/agent-form';

/** /admin/users/new-agent: POST /admin/users with role agent; back to the agents with a notice. */
export default function AdminNewAgentPage() {
  usePageTitle('Add New Agent');
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <>
      <AdminPageHeader
        title="Add New Agent"
        subtitle={
          <>
            Creates the agent's login. Back to{' '}
            <Link component={RouterLink} to={paths.adminAgents} underline="always">
              Agent Management
            </Link>
          </>
        }
      />
      <AgentForm
        mode="create"
        defaultValues={EMPTY_AGENT_FORM}
        submitLabel="Create Agent"
        busyLabel="Creating..."
        cancelTo={paths.adminAgents}
        failureMessage={ADMIN_ERRORS.createAgent}
        onSubmit={async (submit) => {
          if (submit.mode !== 'create') return;
          const agent = await create.mutateAsync(submit.values);
          notify(`Agent ${agent?.name ?? submit.values.name} created successfully`, 'success');
          navigate(paths.adminAgents);
        }}
      />
    </>
  );
}
