import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateUser } from '../api/create-user';
import { AgentForm } from '../components/agent-form';
import { adminCrumbs } from '../lib/admin-crumbs';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { EMPTY_AGENT_FORM } from '../lib/agent-form';

/** /admin/users/new-agent: POST /admin/users with role agent; back to the agents with a notice. */
export default function AdminNewAgentPage() {
  usePageTitle('Add New Agent');
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <>
      <PageHeader
        breadcrumbs={adminCrumbs({ label: 'Agents', to: paths.adminAgents }, { label: 'Add New Agent' })}
        title="Add New Agent"
        description="Creates the agent's login; share the password with them."
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
