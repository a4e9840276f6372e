import { SAME_ENGLISH } from '../lib/admin-words';
import type { TSays } from '../../../lib/i18n/says';
import { useLingui } from '@lingui/react/macro';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateUser } from '../api/create-user';
import { AgentForm } from '../components/agent-form';
import { useAdminCrumbs } from '../lib/admin-crumbs';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { EMPTY_AGENT_FORM } from '../lib/agent-form';

/** /admin/users/new-agent: POST /admin/users with role agent; back to the agents with a notice. */
export default function AdminNewAgentPage() {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const crumbs = useAdminCrumbs();
  const localize = useLocalizedPath();
  usePageTitle(t`Add New Agent`);
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <>
      <PageHeader
        breadcrumbs={crumbs({ label: t`Agents`, to: paths.adminAgents }, { label: t`Add New Agent` })}
        title={t`Add New Agent`}
        description={t`Creates the agent's login; share the password with them.`}
      />
      <AgentForm
        mode="create"
        defaultValues={EMPTY_AGENT_FORM}
        submitLabel={t`Create Agent`}
        busyLabel={i18n._(SAME_ENGLISH.creating, { account: 'agent' })}
        cancelTo={paths.adminAgents}
        failureMessage={ADMIN_ERRORS.createAgent}
        onSubmit={async (submit) => {
          if (submit.mode !== 'create') return;
          const agent = await create.mutateAsync(submit.values);
          const name = agent?.name ?? submit.values.name;
          notify(t`Agent ${name} created successfully`, 'success');
          navigate(localize(paths.adminAgents));
        }}
      />
    </>
  );
}
