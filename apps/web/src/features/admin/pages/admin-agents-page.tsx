import type { TSays } from '../../../lib/i18n/says';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
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
import { useAdminCrumbs } from '../lib/admin-crumbs';
import { useAdminFormat } from '../lib/admin-format';
import { ADMIN_EMPTY, ADMIN_ERRORS } from '../lib/admin-messages';
import { useAdminWords } from '../lib/admin-words';
import { lastPage, toPageSize } from '../lib/client-list';
import { useDebouncedValue } from '../lib/use-debounced-value';
import styles from './admin-agents-page.module.css';

const AGENTS = msg({ message: '{count, plural, one {# agent} other {# agents}}' });
const LISTINGS = msg({ message: '{count, plural, one {# listing} other {# listings}}' });

/**
 * Agent Management (admin spec §2.7): a page of agents at a time from GET /admin/agents, searched
 * on the server by name, email or licence; errors in a banner above the table.
 */
export default function AdminAgentsPage() {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const { say, failure, serverOr } = useAdminWords();
  const format = useAdminFormat();
  const crumbs = useAdminCrumbs();
  const localize = useLocalizedPath();
  usePageTitle(t`Agent Management`);
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
      const { name } = agent;
      notify(
        agent.active
          ? t`${name} deactivated. Their listings are hidden from the public site.`
          : t`${name} activated. Their listings are public again.`,
        'success',
      );
    } catch (err) {
      setBanner(failure(err, ADMIN_ERRORS.updateAgentStatus));
    }
  };

  const onVerify = async (agent: TAdminAgent) => {
    setBanner(null);
    try {
      await verify.mutateAsync(agent._id);
      notify(say(ADMIN_MSG.agentVerified), 'success');
    } catch (err) {
      setBanner(failure(err, ADMIN_ERRORS.verifyAgent));
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
      header: t`Agent`,
      isPrimary: true,
      render: (a) => (
        <PersonCell
          name={a.name}
          avatar={a.photo}
          secondary={i18n._(LISTINGS, { count: a.listingCount })}
          badge={
            a.isVerified ? (
              <span
                role="img"
                aria-label={t`Verified agent`}
                title={t`Verified agent`}
                className={styles.verified}
              >
                <BadgeCheck size={16} />
              </span>
            ) : undefined
          }
        />
      ),
    },
    {
      id: 'contact',
      header: t`Contact`,
      render: (a) => <TwoLineCell primary={a.email} secondary={a.mobile ?? t`No mobile`} />,
    },
    {
      id: 'license',
      header: t`License`,
      render: (a) => (a.licenseNumber ? <LicenceText value={a.licenseNumber} /> : <EmptyCell />),
    },
    {
      id: 'status',
      header: t`Status`,
      render: (a) => (
        <Switch
          label={
            <span className={a.active ? styles.active : styles.inactive}>
              {a.active ? t`Active` : t`Inactive`}
            </span>
          }
          aria-label={t`Active status for ${a.name}`}
          checked={a.active}
          onChange={() => toggleActive(a)}
          disabled={setStatus.isPending && setStatus.variables?.id === a._id}
        />
      ),
    },
    {
      id: 'since',
      header: t`Since`,
      render: (a) => (
        <TwoLineCell
          primary={
            <time dateTime={a.createdAt} className={styles.noWrap}>
              {format.relative(a.createdAt)}
            </time>
          }
          secondary={format.date(a.createdAt)}
        />
      ),
    },
  ];

  const menuItems = (a: TAdminAgent): TRowMenuItem[] => [
    { label: t`Edit`, icon: <Pencil size={18} />, to: localize(paths.adminEditUser(a._id)) },
    ...(a.isVerified
      ? []
      : [{ label: t`Verify Agent`, icon: <BadgeCheck size={18} />, onSelect: () => onVerify(a) }]),
    {
      label: t`Delete`,
      icon: <Trash2 size={18} />,
      isDestructive: true,
      onSelect: () =>
        del.ask({
          id: a._id,
          title: t`Delete agent`,
          message: t`Are you sure you want to delete agent ${a.name}? This will also remove all their listings and associated data.`,
        }),
    },
  ];

  const loadError =
    agents.isError && !isLoadBannerDismissed ? serverOr(agents.error, ADMIN_ERRORS.loadAgents) : null;

  return (
    <>
      <PageHeader
        breadcrumbs={crumbs({ label: t`Agents` })}
        title={t`Agent Management`}
        description={t`Verify agents, switch their listings on or off, and keep their details current.`}
        actions={
          <>
            <IconButton
              label={t`Refresh agents`}
              variant="secondary"
              icon={<RefreshCw size={20} />}
              onClick={refresh}
              disabled={agents.isFetching}
              className={styles.refresh}
            />
            <ButtonLink to={localize(paths.adminNewAgent)} variant="primary" startIcon={<Plus size={20} />}>
              {t`Add New Agent`}
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
      <ListToolbar countText={i18n._(AGENTS, { count: total })} isLoading={!agents.data}>
        <SearchField
          value={search}
          onChange={changeSearch}
          placeholder={t`Search agents by name, email or license...`}
          maxWidth={480}
        />
      </ListToolbar>
      <DataTable
        label={t`Agents`}
        columns={columns}
        rows={rows}
        getRowKey={(a) => a._id}
        renderActions={(a) => <RowMenu label={t`Actions for ${a.name}`} items={menuItems(a)} />}
        isLoading={agents.isPending}
        empty={
          agents.isError && !agents.data ? (
            <ListUnavailable onRetry={refresh} isRetrying={agents.isFetching} />
          ) : (
            <ListEmpty
              title={say(ADMIN_EMPTY.agents)}
              hasSearch={!!search}
              onClearSearch={() => changeSearch('')}
              message={t`Add an agent to let them list properties.`}
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
