import type { TSays } from '../../../lib/i18n/says';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldOff from 'lucide-react/icons/shield-off';
import Trash2 from 'lucide-react/icons/trash-2';
import { ADMIN_MSG, type TAdminProperty } from '@nivaas/shared/admin';
import { ADMIN_PAGE_SIZES } from '@nivaas/shared/constants';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { RowMenu } from '../../../components/data-table/row-menu';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import layout from '../../../components/ui/layout.module.css';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteProperty } from '../api/delete-property';
import { useAdminProperties } from '../api/get-admin-properties';
import { useSetReraCheck } from '../api/rera-check';
import { EmptyCell, PersonCell, TextCell } from '../components/cells';
import { useDeleteConfirm } from '../components/delete-confirm';
import { ListEmpty, ListErrorAlert, ListUnavailable } from '../components/list-states';
import { ListToolbar } from '../components/list-toolbar';
import { PropertyStatusBadge } from '../components/property-status-badge';
import { ReraCheckCell } from '../components/rera-check-cell';
import { useDetailWords } from '../../property/lib/detail-words';
import { useAdminCrumbs } from '../lib/admin-crumbs';
import { useAdminFormat } from '../lib/admin-format';
import { ADMIN_EMPTY, ADMIN_ERRORS } from '../lib/admin-messages';
import { RERA_CHECK_FAILED, SAME_ENGLISH, useAdminWords } from '../lib/admin-words';
import { propertySearchFields } from '../lib/search-fields';
import { useClientList } from '../lib/use-client-list';
import styles from './admin-properties-page.module.css';

const PROPERTIES = msg({ message: '{count, plural, one {# property} other {# properties}}' });

/** Property Management for admins (admin spec §2.5): every listing, searched and paged on the client. */
export default function AdminPropertiesPage() {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const { say } = useAdminWords();
  const format = useAdminFormat();
  const words = useDetailWords();
  const crumbs = useAdminCrumbs();
  const localize = useLocalizedPath();
  usePageTitle(t`Property Management`);
  const properties = useAdminProperties();
  const list = useClientList(properties.data, propertySearchFields);
  const deleteProperty = useDeleteProperty();
  const [isAlertDismissed, setIsAlertDismissed] = useState(false);
  const reraCheck = useSetReraCheck();
  const setReraChecked = async (p: TAdminProperty, checked: boolean) => {
    try {
      await reraCheck.mutateAsync({ id: p._id, checked });
      notify(say(checked ? ADMIN_MSG.reraChecked : ADMIN_MSG.reraUnchecked), 'success');
    } catch (err) {
      notify(say(errorMessage(err, RERA_CHECK_FAILED)), 'error');
    }
  };
  const del = useDeleteConfirm({
    remove: (id) => deleteProperty.mutateAsync(id),
    successMessage: ADMIN_MSG.propertyDeleted,
    failureMessage: ADMIN_ERRORS.deleteProperty,
  });

  const columns: TDataColumn<TAdminProperty>[] = [
    {
      id: 'title',
      header: t`Title`,
      isPrimary: true,
      minWidth: 180,
      render: (p) => (
        <div className={styles.titleCell}>
          <RouterLink to={localize(paths.property(p._id))} className={styles.title} title={p.title}>
            {p.title}
          </RouterLink>
          {p.featured && <Badge tone="secondary">{t`Featured`}</Badge>}
          {p.rera && <ReraCheckCell rera={p.rera} checkedBy={p.reraCheckedBy} />}
        </div>
      ),
    },
    {
      id: 'agent',
      header: t`Agent`,
      render: (p) =>
        p.agent ? <PersonCell name={p.agent.name} avatar={p.agent.photo ?? p.agent.avatar} /> : <EmptyCell />,
    },
    { id: 'type', header: t`Type`, render: (p) => <TextCell value={words.type(p.type)} /> },
    {
      id: 'location',
      header: t`Location`,
      minWidth: 120,
      render: (p) => <TextCell value={[p.address.city, p.address.state].filter(Boolean).join(', ')} />,
    },
    {
      id: 'price',
      header: t`Price`,
      align: 'right',
      render: (p) => (
        <span className={`${layout.price} ${styles.noWrap}`}>{format.price(p.price, p.status)}</span>
      ),
    },
    { id: 'status', header: t`Status`, render: (p) => <PropertyStatusBadge status={p.status} /> },
  ];

  return (
    <>
      <PageHeader
        breadcrumbs={crumbs({ label: t`Properties` })}
        title={t`Property Management`}
        description={t`Every listing on Nivaas, from every agent.`}
        actions={
          <ButtonLink to={localize(paths.addProperty)} variant="primary" startIcon={<Plus size={20} />}>
            {t`Add Property`}
          </ButtonLink>
        }
      />
      {properties.isError && !isAlertDismissed && (
        <ListErrorAlert
          message={say(ADMIN_ERRORS.loadProperties)}
          onRetry={() => properties.refetch()}
          isRetrying={properties.isFetching}
          onDismiss={() => setIsAlertDismissed(true)}
        />
      )}
      <ListToolbar countText={i18n._(PROPERTIES, { count: list.total })} isLoading={!properties.data}>
        <SearchField value={list.search} onChange={list.setSearch} placeholder={t`Search properties...`} />
      </ListToolbar>
      <DataTable
        label={t`Properties`}
        columns={columns}
        rows={list.visible}
        getRowKey={(p) => p._id}
        renderActions={(p) => (
          <RowMenu
            label={t`Actions for ${p.title}`}
            items={[
              {
                label: i18n._(SAME_ENGLISH.view, { action: 'view' }),
                icon: <Eye size={18} />,
                to: localize(paths.property(p._id)),
              },
              { label: t`Edit`, icon: <Pencil size={18} />, to: localize(paths.adminProperty(p._id)) },
              ...(p.rera
                ? [
                    p.rera.checkedAt
                      ? {
                          label: t`Undo RERA check`,
                          icon: <ShieldOff size={18} />,
                          onSelect: () => setReraChecked(p, false),
                        }
                      : {
                          label: t`Mark RERA checked`,
                          icon: <ShieldCheck size={18} />,
                          onSelect: () => setReraChecked(p, true),
                        },
                  ]
                : []),
              {
                label: t`Delete`,
                icon: <Trash2 size={18} />,
                isDestructive: true,
                onSelect: () =>
                  del.ask({
                    id: p._id,
                    title: t`Delete property`,
                    message: t`Are you sure you want to delete ${p.title}? Its photos and contact requests go with it.`,
                  }),
              },
            ]}
          />
        )}
        isLoading={properties.isPending}
        empty={
          properties.isError ? (
            <ListUnavailable onRetry={() => properties.refetch()} isRetrying={properties.isFetching} />
          ) : (
            <ListEmpty
              title={say(ADMIN_EMPTY.properties)}
              hasSearch={!!list.search}
              onClearSearch={() => list.setSearch('')}
              message={t`Listings that agents add will appear here.`}
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
