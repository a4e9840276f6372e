import BadgeCheck from 'lucide-react/icons/badge-check';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { ADMIN_MSG } from '@nivaas/shared/admin';
import type { TUser } from '@nivaas/shared/auth';
import { ADMIN_PAGE_SIZES } from '@nivaas/shared/constants';
import { useState } from 'react';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { RowMenu, type TRowMenuItem } from '../../../components/data-table/row-menu';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useVerifyAgent } from '../api/verify-agent';
import { PersonCell, StatusChip, TextCell } from '../components/cells';
import cellStyles from '../components/cells.module.css';
import { useDeleteConfirm } from '../components/delete-confirm';
import { EditUserDialog } from '../components/edit-user-dialog';
import { ListEmpty, ListErrorAlert, ListUnavailable } from '../components/list-states';
import { ListToolbar } from '../components/list-toolbar';
import { adminCrumbs } from '../lib/admin-crumbs';
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
        <PersonCell name={u.name} avatar={u.avatar} secondary={u._id === me?._id ? 'You' : undefined} />
      ),
    },
    { id: 'email', header: 'Email', render: (u) => <TextCell value={u.email} isCut /> },
    { id: 'mobile', header: 'Mobile', render: (u) => <TextCell value={u.mobile ?? u.phone} isNoWrap /> },
    {
      id: 'role',
      header: 'Role',
      render: (u) => <StatusChip label={ADMIN_ROLE_LABELS[u.role] ?? u.role} tone={roleColor(u.role)} />,
    },
    { id: 'occupation', header: 'Occupation', render: (u) => <TextCell value={u.occupation} isCut /> },
    { id: 'status', header: 'Status', render: (u) => <UserStatus user={u} /> },
  ];

  const menuItems = (u: TUser): TRowMenuItem[] => {
    const items: TRowMenuItem[] = [
      { label: 'Edit', icon: <Pencil size={18} />, onSelect: () => setEditing(u) },
    ];
    if (u.role === 'agent' && !u.isVerified) {
      items.push({ label: 'Verify Agent', icon: <BadgeCheck size={18} />, onSelect: () => onVerify(u) });
    }
    if (u._id !== me?._id) {
      items.push({
        label: 'Delete',
        icon: <Trash2 size={18} />,
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

  return (
    <>
      <PageHeader
        breadcrumbs={adminCrumbs({ label: 'Users' })}
        title="User Management"
        description="Buyers, agents and admins of Nivaas."
      />
      {users.isError && !isAlertDismissed && (
        <ListErrorAlert
          message={ADMIN_ERRORS.loadUsers}
          onRetry={() => users.refetch()}
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
    <span className={cellStyles.badges}>
      <StatusChip label={user.active ? 'Active' : 'Inactive'} tone={user.active ? 'success' : 'neutral'} />
      {user.role === 'agent' && (
        <StatusChip
          label={user.isVerified ? 'Verified' : 'Unverified'}
          tone={user.isVerified ? 'primary' : 'warning'}
        />
      )}
    </span>
  );
}
