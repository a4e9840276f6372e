import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import { ADMIN_MSG } from '@nivaas/shared/admin';
import type { TUser } from '@nivaas/shared/auth';
import { ADMIN_PAGE_SIZES } from '@nivaas/shared/constants';
import { useState } from 'react';
import { type TDataColumn, DataTable } from '../../../components/data-table/data-table';
import { RowMenu, type TRowMenuItem } from '../../../components/data-table/row-menu';
import { SearchField } from '../../../components/search-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useVerifyAgent } from '../api/verify-agent';
import { AdminPageHeader } from '../components/admin-page-header';
import { PersonCell, StatusChip, TextCell } from '../components/cells';
import { useDeleteConfirm } from '../components/delete-confirm';
import { EditUserDialog } from '../components/edit-user-dialog';
import { ListToolbar } from '../components/list-toolbar';
import { ListEmpty, ListErrorAlert, ListUnavailable } from '../components/list-states';
import { ADMIN_EMPTY, ADMIN_ERRORS, failureNotice } from '../lib/admin-messages';
import { userSearchFields } from '../lib/search-fields';
import { ADMIN_ROLE_LABELS, roleColor } from '../lib/status-colors';
import { useClientList } from '../lib/use-client-list';

const AGENT_DELETE_NOTE = 'This will also remove all their listings and associated data.';

/** User Management (admin spec §2.4). */
export default function AdminUsersPage() {
  usePageTitle('User Management');
  const { user: me } = useAuth();
  const users = useUsers();
  const list = useClientList(users.data, userSearchFields);
  const verify = useVerifyAgent();
  const deleteUser = useDeleteUser();
  const [editing, setEditing] = useState<TUser | null>(null);
  const [isAlertDismissed, setIsAlertDismissed] = useState(false);
  const del = useDeleteConfirm({
    remove: (id) => deleteUser.mutateAsync(id),
    successMessage: ADMIN_MSG.userDeleted,
    failureMessage: ADMIN_ERRORS.deleteUser,
  });

  const onVerify = async (user: TUser) => {
    try {
      await verify.mutateAsync(user._id);
      notify(ADMIN_MSG.agentVerified, 'success');
    } catch (err) {
      notify(failureNotice(err, ADMIN_ERRORS.verifyAgent), 'error');
    }
  };

  const columns: TDataColumn<TUser>[] = [
    {
      id: 'name',
      header: 'Name',
      isPrimary: true,
      render: (u) => (
        <PersonCell
          maxWidth={150}
          name={u.name}
          avatar={u.avatar}
          secondary={u._id === me?._id ? 'You' : undefined}
        />
      ),
    },
    { id: 'email', header: 'Email', render: (u) => <TextCell value={u.email} maxWidth={190} /> },
    {
      id: 'mobile',
      header: 'Mobile',
      render: (u) => <TextCell value={u.mobile ?? u.phone} nowrap />,
    },
    {
      id: 'role',
      header: 'Role',
      render: (u) => <StatusChip label={ADMIN_ROLE_LABELS[u.role] ?? u.role} color={roleColor(u.role)} />,
    },
    { id: 'occupation', header: 'Occupation', render: (u) => <TextCell value={u.occupation} /> },
    { id: 'status', header: 'Status', render: (u) => <UserStatus user={u} /> },
  ];

  const menuItems = (u: TUser): TRowMenuItem[] => {
    const items: TRowMenuItem[] = [
      { label: 'Edit', icon: <EditOutlined fontSize="small" />, onSelect: () => setEditing(u) },
    ];
    if (u.role === 'agent' && !u.isVerified) {
      items.push({
        label: 'Verify Agent',
        icon: <VerifiedOutlined fontSize="small" />,
        onSelect: () => onVerify(u),
      });
    }
    if (u._id !== me?._id) {
      items.push({
        label: 'Delete',
        icon: <DeleteOutline fontSize="small" />,
        isDestructive: true,
        onSelect: () =>
          del.ask({
            id: u._id,
            title: 'Delete user',
            message: `Are you sure you want to delete user ${u.name}?${u.role === 'agent' ? ` ${AGENT_DELETE_NOTE}` : ''}`,
          }),
      });
    }
    return items;
  };

  const showAlert = users.isError && !isAlertDismissed;

  return (
    <>
      <AdminPageHeader title="User Management" subtitle="Buyers, agents and admins of Nivaas." />
      {showAlert && (
        <ListErrorAlert
          message={ADMIN_ERRORS.loadUsers}
          onRetry={() => {
            setIsAlertDismissed(false);
            users.refetch();
          }}
          isRetrying={users.isFetching}
          onDismiss={() => setIsAlertDismissed(true)}
        />
      )}
      <ListToolbar count={list.total} noun={['user', 'users']} isLoading={!users.data}>
        <SearchField value={list.search} onChange={list.setSearch} placeholder="Search users..." />
      </ListToolbar>
      <DataTable
        label="Users"
        columns={columns}
        rows={list.visible}
        getRowKey={(u) => u._id}
        renderActions={(u) => <RowMenu label={`Actions for ${u.name}`} items={menuItems(u)} />}
        isLoading={users.isPending}
        empty={
          users.isError ? (
            <ListUnavailable onRetry={() => users.refetch()} isRetrying={users.isFetching} />
          ) : (
            <ListEmpty
              title={ADMIN_EMPTY.users}
              hasSearch={!!list.search}
              onClearSearch={() => list.setSearch('')}
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
      <EditUserDialog user={editing} open={!!editing} onClose={() => setEditing(null)} />
      {del.dialog}
    </>
  );
}

function UserStatus({ user }: { user: TUser }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <StatusChip
        label={user.active ? 'Active' : 'Inactive'}
        color={user.active ? 'success' : 'default'}
        variant={user.active ? 'outlined' : 'filled'}
      />
      {user.role === 'agent' && (
        <StatusChip
          label={user.isVerified ? 'Verified' : 'Unverified'}
          color={user.isVerified ? 'primary' : 'warning'}
          variant="outlined"
        />
      )}
    </Box>
  );
}
