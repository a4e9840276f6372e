import type { TSays } from '../../../lib/i18n/says';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import Eye from 'lucide-react/icons/eye';
import Trash2 from 'lucide-react/icons/trash-2';
import { ADMIN_MSG, type TAdminContact } from '@nivaas/shared/admin';
import { ADMIN_PAGE_SIZES } from '@nivaas/shared/constants';
import { CONTACT_STATUSES } from '@nivaas/shared/property-options';
import { useState } from 'react';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { RowMenu, type TRowMenuItem } from '../../../components/data-table/row-menu';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { useUpdateContactStatus } from '../api/update-contact-status';
import { EmptyCell, PersonCell, TextCell, TwoLineCell } from '../components/cells';
import { DateTimeText } from '../components/date-time-text';
import { useDeleteConfirm } from '../components/delete-confirm';
import { ListEmpty, ListErrorAlert, ListUnavailable } from '../components/list-states';
import { ListToolbar } from '../components/list-toolbar';
import { StatusSelect } from '../components/status-select';
import { useAdminCrumbs } from '../lib/admin-crumbs';
import { ADMIN_EMPTY, ADMIN_ERRORS } from '../lib/admin-messages';
import { useAdminWords } from '../lib/admin-words';
import { contactSearchFields } from '../lib/search-fields';
import { contactStatusColor } from '../lib/status-colors';
import { useClientList } from '../lib/use-client-list';
import styles from './admin-lists.module.css';

const REQUESTS = msg({ message: '{count, plural, one {# request} other {# requests}}' });

/** Contact Requests (admin spec §2.6): every buyer's request to an agent about a listing. */
export default function AdminContactsPage() {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const { say, failure, status: statusLabel, method } = useAdminWords();
  const crumbs = useAdminCrumbs();
  const localize = useLocalizedPath();
  usePageTitle(t`Contact Requests`);
  const contacts = useContacts();
  const list = useClientList(contacts.data, contactSearchFields);
  const updateStatus = useUpdateContactStatus();
  const deleteContact = useDeleteContact();
  const [isAlertDismissed, setIsAlertDismissed] = useState(false);
  const del = useDeleteConfirm({
    remove: (id) => deleteContact.mutateAsync(id),
    successMessage: ADMIN_MSG.contactDeleted,
    failureMessage: ADMIN_ERRORS.deleteContact,
  });

  const userName = (c: TAdminContact) => c.user?.name ?? t`Unknown user`;

  const columns: TDataColumn<TAdminContact>[] = [
    {
      id: 'user',
      header: t`User`,
      isPrimary: true,
      render: (c) => <PersonCell name={userName(c)} avatar={c.user?.avatar} secondary={c.user?.email} />,
    },
    {
      id: 'property',
      header: t`Property`,
      render: (c) => <TextCell value={c.property?.title ?? t`Deleted property`} isCut cutAt={14} />,
    },
    {
      id: 'agent',
      header: t`Agent`,
      render: (c) => {
        const agent = c.agent ?? c.property?.agent ?? null;
        return agent ? <TextCell value={agent.name} isCut cutAt={12} /> : <EmptyCell />;
      },
    },
    {
      id: 'method',
      header: t`Method`,
      render: (c) => (
        <TwoLineCell
          primary={method(c.contactMethod)}
          secondary={
            c.message ? (
              // Admin spec §2.6: a preview of the message, at most 120 px wide.
              <span className={styles.preview} title={c.message}>
                {c.message}
              </span>
            ) : undefined
          }
        />
      ),
    },
    {
      id: 'date',
      header: t`Date`,
      render: (c) => <DateTimeText value={c.createdAt} />,
    },
    {
      id: 'status',
      header: t`Status`,
      render: (c) => (
        <StatusSelect
          value={c.status}
          options={CONTACT_STATUSES}
          toneOf={contactStatusColor}
          label={t`Status of the request from ${userName(c)}`}
          isDisabled={updateStatus.isPending && updateStatus.variables?.id === c._id}
          onChange={async (status) => {
            try {
              await updateStatus.mutateAsync({ id: c._id, status });
              notify(`${say(ADMIN_MSG.contactUpdated)}: ${statusLabel(status)}`, 'success');
            } catch (err) {
              notify(failure(err, ADMIN_ERRORS.updateContact), 'error');
            }
          }}
        />
      ),
    },
  ];

  const menuItems = (c: TAdminContact): TRowMenuItem[] => {
    const items: TRowMenuItem[] = [];
    if (c.property) {
      items.push({
        label: t`View Property`,
        icon: <Eye size={18} />,
        to: localize(paths.property(c.property._id)),
      });
    }
    items.push({
      label: t`Delete`,
      icon: <Trash2 size={18} />,
      isDestructive: true,
      onSelect: () => {
        const from = userName(c);
        const about = c.property?.title;
        del.ask({
          id: c._id,
          title: t`Delete contact request`,
          message: about
            ? t`Are you sure you want to delete the request from ${from} about ${about}?`
            : t`Are you sure you want to delete the request from ${from}?`,
        });
      },
    });
    return items;
  };

  return (
    <>
      <PageHeader
        breadcrumbs={crumbs({ label: t`Contacts` })}
        title={t`Contact Requests`}
        description={t`Buyers asking agents about listings.`}
      />
      {contacts.isError && !isAlertDismissed && (
        <ListErrorAlert
          message={say(ADMIN_ERRORS.loadContacts)}
          onRetry={() => contacts.refetch()}
          isRetrying={contacts.isFetching}
          onDismiss={() => setIsAlertDismissed(true)}
        />
      )}
      <ListToolbar countText={i18n._(REQUESTS, { count: list.total })} isLoading={!contacts.data}>
        <SearchField value={list.search} onChange={list.setSearch} placeholder={t`Search contacts...`} />
      </ListToolbar>
      <DataTable
        label={t`Contact requests`}
        columns={columns}
        rows={list.visible}
        getRowKey={(c) => c._id}
        renderActions={(c) => (
          <RowMenu label={t`Actions for the request from ${userName(c)}`} items={menuItems(c)} />
        )}
        isLoading={contacts.isPending}
        empty={
          contacts.isError ? (
            <ListUnavailable onRetry={() => contacts.refetch()} isRetrying={contacts.isFetching} />
          ) : (
            <ListEmpty
              title={say(ADMIN_EMPTY.contacts)}
              hasSearch={!!list.search}
              onClearSearch={() => list.setSearch('')}
              message={t`When buyers contact agents about a listing, their requests appear here.`}
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
