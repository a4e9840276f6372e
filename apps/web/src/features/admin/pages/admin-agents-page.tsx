import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Verified from '@mui/icons-material/Verified';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ADMIN_MSG } from '@nivaas/shared/admin';
import type { TUser } from '@nivaas/shared/auth';
import { ADMIN_PAGE_SIZES } from '@nivaas/shared/constants';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type TDataColumn, DataTable } from '../../../components/data-table/data-table';
import { RowMenu, type TRowMenuItem } from '../../../components/data-table/row-menu';
import { SearchField } from '../../../components/search-field';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useSetUserStatus } from '../api/set-user-status';
import { useVerifyAgent } from '../api/verify-agent';
import { AdminPageHeader } from '../components/admin-page-header';
import { EmptyCell, oneLineOnDesktop, PersonCell } from '../components/cells';
import { useDeleteConfirm } from '../components/delete-confirm';
import { ListToolbar } from '../components/list-toolbar';
import { ListEmpty, ListUnavailable } from '../components/list-states';
import { ADMIN_EMPTY, ADMIN_ERRORS, failureNotice, serverMessageOr } from '../lib/admin-messages';
import { formatFullDate, formatRelativeTime } from '../lib/format-date';
import { agentSearchFields } from '../lib/search-fields';
import { useClientList } from '../lib/use-client-list';

/** Agent Management (admin spec §2.7): errors in a banner above the table. */
export default function AdminAgentsPage() {
  usePageTitle('Agent Management');
  const agents = useUsers('agent');
  const list = useClientList(agents.data, agentSearchFields);
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

  const toggleActive = async (agent: TUser) => {
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

  const onVerify = async (agent: TUser) => {
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

  const columns: TDataColumn<TUser>[] = [
    {
      id: 'agent',
      header: 'Agent',
      isPrimary: true,
      render: (a) => (
        <PersonCell
          maxWidth={170}
          name={a.name}
          avatar={a.avatar}
          secondary={a.company ?? (a.specializations.length ? a.specializations.join(', ') : undefined)}
          badge={
            a.isVerified ? (
              <Tooltip title="Verified agent">
                <Verified color="primary" sx={{ fontSize: 16 }} titleAccess="Verified agent" />
              </Tooltip>
            ) : undefined
          }
        />
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      render: (a) => (
        <Box sx={{ minWidth: 0, maxWidth: { md: 190 } }}>
          <Typography variant="body2" title={a.email} sx={oneLineOnDesktop}>
            {a.email}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {a.mobile ?? a.phone ?? 'No mobile'}
          </Typography>
        </Box>
      ),
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
        <FormControlLabel
          sx={{ m: 0, whiteSpace: 'nowrap' }}
          control={
            <Switch
              checked={a.active}
              onChange={() => toggleActive(a)}
              disabled={setStatus.isPending && setStatus.variables?.id === a._id}
              slotProps={{ input: { 'aria-label': `Active status for ${a.name}` } }}
              size="small"
            />
          }
          label={
            <Typography
              variant="body2"
              color={a.active ? 'success.main' : 'text.secondary'}
              sx={{ fontWeight: 600 }}
            >
              {a.active ? 'Active' : 'Inactive'}
            </Typography>
          }
        />
      ),
    },
    {
      id: 'since',
      header: 'Since',
      render: (a) => (
        <Typography
          variant="body2"
          component="time"
          dateTime={a.createdAt}
          title={formatFullDate(a.createdAt)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {formatRelativeTime(a.createdAt)}
        </Typography>
      ),
    },
  ];

  const menuItems = (a: TUser): TRowMenuItem[] => [
    { label: 'Edit', icon: <EditOutlined fontSize="small" />, to: paths.adminEditUser(a._id) },
    ...(a.isVerified
      ? []
      : [
          { label: 'Verify Agent', icon: <VerifiedOutlined fontSize="small" />, onSelect: () => onVerify(a) },
        ]),
    {
      label: 'Delete',
      icon: <DeleteOutline fontSize="small" />,
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
      <AdminPageHeader
        title="Agent Management"
        subtitle="Verify agents, switch their listings on or off, and keep their details current."
        actions={
          <>
            <Tooltip title="Refresh">
              <span>
                <IconButton
                  aria-label="Refresh agents"
                  onClick={refresh}
                  disabled={agents.isFetching}
                  sx={{ width: 44, height: 44, border: 1, borderColor: 'divider' }}
                >
                  <Refresh />
                </IconButton>
              </span>
            </Tooltip>
            <Button
              component={RouterLink}
              to={paths.adminNewAgent}
              variant="contained"
              startIcon={<Add />}
              sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
            >
              Add New Agent
            </Button>
          </>
        }
      />
      {(loadError || banner) && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <>
              {loadError && !banner && (
                <Button color="inherit" size="small" onClick={refresh}>
                  Retry
                </Button>
              )}
              <IconButton
                aria-label="Dismiss"
                color="inherit"
                size="small"
                sx={{ ml: 0.5 }}
                onClick={() => {
                  if (banner) setBanner(null);
                  else setIsLoadBannerDismissed(true);
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </>
          }
        >
          {banner ?? loadError}
        </Alert>
      )}
      <ListToolbar count={list.total} noun={['agent', 'agents']} isLoading={!agents.data}>
        <SearchField
          value={list.search}
          onChange={list.setSearch}
          placeholder="Search agents by name, email or license..."
          maxWidth={480}
        />
      </ListToolbar>
      <DataTable
        label="Agents"
        columns={columns}
        rows={list.visible}
        getRowKey={(a) => a._id}
        renderActions={(a) => <RowMenu label={`Actions for ${a.name}`} items={menuItems(a)} />}
        isLoading={agents.isPending}
        empty={
          agents.isError ? (
            <ListUnavailable onRetry={refresh} isRetrying={agents.isFetching} />
          ) : (
            <ListEmpty
              title={ADMIN_EMPTY.agents}
              hasSearch={!!list.search}
              onClearSearch={() => list.setSearch('')}
              message="Add an agent to let them list properties."
            />
          )
        }
        pagination={{
          page: list.page,
          pageSize: list.pageSize,
          total: list.total,
          pageSizes: ADMIN_PAGE_SIZES,
          onPageChange: list.setPage,
          onPageSizeChange: list.setPageSize,
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
    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
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
    </Typography>
  );
}
