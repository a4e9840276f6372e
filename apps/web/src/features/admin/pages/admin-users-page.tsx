import type { TSays } from '../../../lib/i18n/says';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
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
import { useAdminCrumbs } from '../lib/admin-crumbs';
import { ADMIN_EMPTY, ADMIN_ERRORS } from '../lib/admin-messages';
import { useAdminWords } from '../lib/admin-words';
import { userSearchFields } from '../lib/search-fields';
import { roleColor } from '../lib/status-colors';
import { useClientList } from '../lib/use-client-list';

const USERS = msg({ message: '{count, plural, one {# user} other {# users}}' });

/** User Management (admin spec §2.4). */
export default function AdminUsersPage() {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const { say, failure, role } = useAdminWords();
  const crumbs = useAdminCrumbs();
  usePageTitle(t`User Management`);
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
      notify(say(ADMIN_MSG.agentVerified), 'success');
    } catch (err) {
      notify(failure(err, ADMIN_ERRORS.verifyAgent), 'error');
    }
  };

  const columns: TDataColumn<TUser>[] = [
    {
      id: 'name',
      header: t`Name`,
      isPrimary: true,
      render: (u) => (
        <PersonCell name={u.name} avatar={u.avatar} secondary={u._id === me?._id ? t`You` : undefined} />
      ),
    },
    { id: 'email', header: t`Email`, render: (u) => <TextCell value={u.email} isCut /> },
    { id: 'mobile', header: t`Mobile`, render: (u) => <TextCell value={u.mobile ?? u.phone} isNoWrap /> },
    {
      id: 'role',
      header: t`Role`,
      render: (u) => <StatusChip label={role(u.role)} tone={roleColor(u.role)} />,
    },
    { id: 'occupation', header: t`Occupation`, render: (u) => <TextCell value={u.occupation} isCut /> },
    { id: 'status', header: t`Status`, render: (u) => <UserStatus user={u} /> },
  ];

  const menuItems = (u: TUser): TRowMenuItem[] => {
    const items: TRowMenuItem[] = [
      { label: t`Edit`, icon: <Pencil size={18} />, onSelect: () => setEditing(u) },
    ];
    if (u.role === 'agent' && !u.isVerified) {
      items.push({ label: t`Verify Agent`, icon: <BadgeCheck size={18} />, onSelect: () => onVerify(u) });
    }
    if (u._id !== me?._id) {
      items.push({
        label: t`Delete`,
        icon: <Trash2 size={18} />,
        isDestructive: true,
        onSelect: () =>
          del.ask({
            id: u._id,
            title: t`Delete user`,
            message:
              u.role === 'agent'
                ? t`Are you sure you want to delete user ${u.name}? This will also remove all their listings and associated data.`
                : t`Are you sure you want to delete user ${u.name}?`,
          }),
      });
    }
    return items;
  };

  return (
    <>
      <PageHeader
        breadcrumbs={crumbs({ label: t`Users` })}
        title={t`User Management`}
        description={t`Buyers, agents and admins of Nivaas.`}
      />
      {users.isError && !isAlertDismissed && (
        <ListErrorAlert
          message={say(ADMIN_ERRORS.loadUsers)}
          onRetry={() => users.refetch()}
          isRetrying={users.isFetching}
          onDismiss={() => setIsAlertDismissed(true)}
        />
      )}
      <ListToolbar countText={i18n._(USERS, { count: list.total })} isLoading={!users.data}>
        <SearchField value={list.search} onChange={list.setSearch} placeholder={t`Search users...`} />
      </ListToolbar>
      <DataTable
        label={t`Users`}
        columns={columns}
        rows={list.visible}
        getRowKey={(u) => u._id}
        renderActions={(u) => <RowMenu label={t`Actions for ${u.name}`} items={menuItems(u)} />}
        isLoading={users.isPending}
        empty={
          users.isError ? (
            <ListUnavailable onRetry={() => users.refetch()} isRetrying={users.isFetching} />
          ) : (
            <ListEmpty
              title={say(ADMIN_EMPTY.users)}
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
  const { t } = useLingui();
  return (
    <span className={cellStyles.badges}>
      <StatusChip label={user.active ? t`Active` : t`Inactive`} tone={user.active ? 'success' : 'neutral'} />
      {user.role === 'agent' && (
        <StatusChip
          label={user.isVerified ? t`Verified` : t`Unverified`}
          tone={user.isVerified ? 'primary' : 'warning'}
        />
      )}
    </span>
  );
}
