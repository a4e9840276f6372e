import BadgeCheck from 'lucide-react/icons/badge-check';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash-2';
import { ADMIN_MSG, type TAdminAgent } from '@nivaas/shared/admin';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@nivaas/shared/constants';
import { Fragment, useEffect, useState } from 'react';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { RowMenu, type TRowMenuItem } from '../../../components/data-table/row-menu';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { ButtonLink } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/checkbox';
import { IconButton } from '../../../components/ui/icon-button';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteUser } from '../api/delete-user';
import { useAgents } from '../api/get-agents';
import { useSetUserStatus } from '../api/set-user-status';
import { useVerifyAgent } from '../api/verify-agent';
import { EmptyCell, PersonCell, TwoLineCell } from '../components/cells';
import { useDeleteConfirm } from '../components/delete-confirm';
import { ListEmpty, ListErrorAlert, ListUnavailable } from '../components/list-states';
import { ListToolbar } from '../components/list-toolbar';
import { adminCrumbs } from '../lib/admin-crumbs';
import { ADMIN_EMPTY, ADMIN_ERRORS, failureNotice, serverMessageOr } from '../lib/admin-messages';
import { lastPage, toPageSize } from '../lib/client-list';
import { formatAdminDate, formatRelativeTime } from '../lib/format-date';
import { useDebouncedValue } from '../lib/use-debounced-value';
import styles from './admin-agents-page.module.css';

/**
 * Agent Management (admin spec §2.7): a page of agents at a time from GET /admin/agents, searched
 * on the server by name, email or licence; errors in a banner above the table.
 */
export default function AdminAgentsPage() {
  usePageTitle('Agent Management');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(ADMIN_DEFAULT_PAGE_SIZE);
  const settledSearch = useDebouncedValue(search);
  const agents = useAgents({ page: page + 1, limit: pageSize, search: settledSearch });
  const setStatus = useSetUserStatus();
  const verify = useVerifyAgent();
  const deleteUser = useDeleteUser();
  const [banner, setBanner] = useState<string | null>(null);
  const [isLoadBannerDismissed, setIsLoadBannerDismissed] = useState(false);
  const del = useDeleteConfirm({
    remove: (id) => deleteUser.mutateAsync(id),
    successMessage: ADMIN_MSG.userDeleted,
    failureMessage: ADMIN_ERRORS.deleteAgent,
    onFailure: setBanner,
  });

  const rows = agents.data?.data ?? [];
  const total = agents.data?.pagination.total ?? 0;

  // A delete that empties the last page shows the page before it instead of an empty table.
  useEffect(() => {
    if (agents.data && rows.length === 0 && page > 0) setPage(lastPage(total, pageSize));
  }, [agents.data, rows.length, page, total, pageSize]);

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(0);
  };

  const toggleActive = async (agent: TAdminAgent) => {
    setBanner(null);
    try {
      // Admin spec §4: send the opposite of the current value.
      await setStatus.mutateAsync({ id: agent._id, active: !agent.active });
      notify(
        agent.active
          ? `${agent.name} deactivated. Their listings are hidden from the public site.`
          : `${agent.name} activated. Their listings are public again.`,
        'success',
      );
    } catch (err) {
      setBanner(failureNotice(err, ADMIN_ERRORS.updateAgentStatus));
    }
  };

  const onVerify = async (agent: TAdminAgent) => {
    setBanner(null);
    try {
      await verify.mutateAsync(agent._id);
      notify(ADMIN_MSG.agentVerified, 'success');
    } catch (err) {
      setBanner(failureNotice(err, ADMIN_ERRORS.verifyAgent));
    }
  };

  const refresh = () => {
    setBanner(null);
    setIsLoadBannerDismissed(false);
    agents.refetch();
  };

  const columns: TDataColumn<TAdminAgent>[] = [
    {
      id: 'agent',
      header: 'Agent',
      isPrimary: true,
      render: (a) => (
        <PersonCell
          name={a.name}
          avatar={a.photo}
          secondary={`${a.listingCount.toLocaleString('en-IN')} ${a.listingCount === 1 ? 'listing' : 'listings'}`}
          badge={
            a.isVerified ? (
              <span role="img" aria-label="Verified agent" title="Verified agent" className={styles.verified}>
                <BadgeCheck size={16} />
              </span>
            ) : undefined
          }
        />
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      render: (a) => <TwoLineCell primary={a.email} secondary={a.mobile ?? 'No mobile'} />,
    },
    {
      id: 'license',
      header: 'License',
      render: (a) => (a.licenseNumber ? <LicenceText value={a.licenseNumber} /> : <EmptyCell />),
    },
    {
      id: 'status',
      header: 'Status',
      render: (a) => (
        <Switch
          label={
            <span className={a.active ? styles.active : styles.inactive}>
              {a.active ? 'Active' : 'Inactive'}
            </span>
          }
          aria-label={`Active status for ${a.name}`}
          checked={a.active}
          onChange={() => toggleActive(a)}
          disabled={setStatus.isPending && setStatus.variables?.id === a._id}
        />
      ),
    },
    {
      id: 'since',
      header: 'Since',
      render: (a) => (
        <TwoLineCell
          primary={
            <time dateTime={a.createdAt} className={styles.noWrap}>
              {formatRelativeTime(a.createdAt)}
            </time>
          }
          secondary={formatAdminDate(a.createdAt)}
        />
      ),
    },
  ];

  const menuItems = (a: TAdminAgent): TRowMenuItem[] => [
    { label: 'Edit', icon: <Pencil size={18} />, to: paths.adminEditUser(a._id) },
    ...(a.isVerified
      ? []
      : [{ label: 'Verify Agent', icon: <BadgeCheck size={18} />, onSelect: () => onVerify(a) }]),
    {
      label: 'Delete',
      icon: <Trash2 size={18} />,
      isDestructive: true,
      onSelect: () =>
        del.ask({
          id: a._id,
          title: 'Delete agent',
          message: `Are you sure you want to delete agent ${a.name}? This will also remove all their listings and associated data.`,
        }),
    },
  ];

  const loadError =
    agents.isError && !isLoadBannerDismissed ? serverMessageOr(agents.error, ADMIN_ERRORS.loadAgents) : null;

  return (
    <>
      <PageHeader
        breadcrumbs={adminCrumbs({ label: 'Agents' })}
        title="Agent Management"
        description="Verify agents, switch their listings on or off, and keep their details current."
        actions={
          <>
            <IconButton
              label="Refresh agents"
              variant="secondary"
              icon={<RefreshCw size={20} />}
              onClick={refresh}
              disabled={agents.isFetching}
              className={styles.refresh}
            />
            <ButtonLink to={paths.adminNewAgent} variant="primary" startIcon={<Plus size={20} />}>
              Add New Agent
            </ButtonLink>
          </>
        }
      />
      {(banner || loadError) && (
        <ListErrorAlert
          message={banner ?? loadError ?? ''}
          onRetry={banner ? undefined : refresh}
          isRetrying={agents.isFetching}
          onDismiss={() => (banner ? setBanner(null) : setIsLoadBannerDismissed(true))}
        />
      )}
      <ListToolbar count={total} noun={['agent', 'agents']} isLoading={!agents.data}>
        <SearchField
          value={search}
          onChange={changeSearch}
          placeholder="Search agents by name, email or license..."
          maxWidth={480}
        />
      </ListToolbar>
      <DataTable
        label="Agents"
        columns={columns}
        rows={rows}
        getRowKey={(a) => a._id}
        renderActions={(a) => <RowMenu label={`Actions for ${a.name}`} items={menuItems(a)} />}
        isLoading={agents.isPending}
        empty={
          agents.isError && !agents.data ? (
            <ListUnavailable onRetry={refresh} isRetrying={agents.isFetching} />
          ) : (
            <ListEmpty
              title={ADMIN_EMPTY.agents}
              hasSearch={!!search}
              onClearSearch={() => changeSearch('')}
              message="Add an agent to let them list properties."
            />
          )
        }
        pagination={{
          page,
          pageSize,
          total,
          pageSizes: ADMIN_PAGE_SIZES,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(toPageSize(size));
            setPage(0);
          },
        }}
      />
      {del.dialog}
    </>
  );
}

/** 'MAHA/RERA/A51500095502' may break after each slash, so the column can stay narrow. */
function LicenceText({ value }: { value: string }) {
  const parts = value.split('/');
  return (
    <span className={styles.licence}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}
