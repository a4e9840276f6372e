import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ADMIN_MSG, type TAdminProperty } from '@nivaas/shared/admin';
import { ADMIN_PAGE_SIZES } from '@nivaas/shared/constants';

import { Link as RouterLink } from 'react-router';
import { priceSx } from '../../../app/theme';
import { type TDataColumn, DataTable } from '../../../components/data-table/data-table';
import { RowMenu } from '../../../components/data-table/row-menu';
import { SearchField } from '../../../components/search-field';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteProperty } from '../api/delete-property';
import { useAdminProperties } from '../api/get-admin-properties';
import { AdminPageHeader } from '../components/admin-page-header';
import { EmptyCell, PersonCell, TextCell } from '../components/cells';
import { useDeleteConfirm } from '../components/delete-confirm';
import { ListToolbar } from '../components/list-toolbar';
import { ListEmpty, ListErrorAlert, ListUnavailable } from '../components/list-states';
import { PropertyStatusBadge } from '../components/property-status-badge';
import { ADMIN_EMPTY, ADMIN_ERRORS } from '../lib/admin-messages';
import { formatAdminPrice } from '../lib/format-price';
import { propertySearchFields } from '../lib/search-fields';
import { useClientList } from '../lib/use-client-list';
import { useState } from 'react';

/** Property Management for admins (admin spec §2.5): every listing, searched and paged on the client. */
export default function AdminPropertiesPage() {
  usePageTitle('Property Management');
  const properties = useAdminProperties();
  const list = useClientList(properties.data, propertySearchFields);
  const deleteProperty = useDeleteProperty();
  const [isAlertDismissed, setIsAlertDismissed] = useState(false);
  const del = useDeleteConfirm({
    remove: (id) => deleteProperty.mutateAsync(id),
    successMessage: ADMIN_MSG.propertyDeleted,
    failureMessage: ADMIN_ERRORS.deleteProperty,
  });

  const columns: TDataColumn<TAdminProperty>[] = [
    {
      id: 'title',
      header: 'Title',
      isPrimary: true,
      minWidth: 180,
      render: (p) => (
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={paths.property(p._id)}
            variant="body2"
            sx={{
              fontWeight: 600,
              display: { xs: 'block', md: '-webkit-box' },
              maxWidth: { md: 240 },
              overflow: 'hidden',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            }}
            title={p.title}
          >
            {p.title}
          </Link>
          {p.featured && (
            <Chip label="Featured" size="small" color="secondary" sx={{ mt: 0.5, height: 20 }} />
          )}
        </Box>
      ),
    },
    {
      id: 'agent',
      header: 'Agent',
      render: (p) =>
        p.agent ? <PersonCell name={p.agent.name} avatar={p.agent.photo ?? p.agent.avatar} /> : <EmptyCell />,
    },
    { id: 'type', header: 'Type', render: (p) => <TextCell value={p.type} /> },
    {
      id: 'location',
      header: 'Location',
      minWidth: 120,
      render: (p) => <TextCell value={[p.address.city, p.address.state].filter(Boolean).join(', ')} />,
    },
    {
      id: 'price',
      header: 'Price',
      align: 'right',
      render: (p) => (
        <Typography variant="body2" sx={{ ...priceSx, whiteSpace: 'nowrap' }}>
          {formatAdminPrice(p.price, p.status)}
        </Typography>
      ),
    },
    { id: 'status', header: 'Status', render: (p) => <PropertyStatusBadge status={p.status} /> },
  ];

  return (
    <>
      <AdminPageHeader
        title="Property Management"
        subtitle="Every listing on Nivaas, from every agent."
        actions={
          <Button
            component={RouterLink}
            to={paths.addProperty}
            variant="contained"
            startIcon={<Add />}
            sx={{ minHeight: 44 }}
          >
            Add Property
          </Button>
        }
      />
      {properties.isError && !isAlertDismissed && (
        <ListErrorAlert
          message={ADMIN_ERRORS.loadProperties}
          onRetry={() => properties.refetch()}
          isRetrying={properties.isFetching}
          onDismiss={() => setIsAlertDismissed(true)}
        />
      )}
      <ListToolbar count={list.total} noun={['property', 'properties']} isLoading={!properties.data}>
        <SearchField value={list.search} onChange={list.setSearch} placeholder="Search properties..." />
      </ListToolbar>
      <DataTable
        label="Properties"
        columns={columns}
        rows={list.visible}
        getRowKey={(p) => p._id}
        renderActions={(p) => (
          <RowMenu
            label={`Actions for ${p.title}`}
            items={[
              { label: 'View', icon: <VisibilityOutlined fontSize="small" />, to: paths.property(p._id) },
              { label: 'Edit', icon: <EditOutlined fontSize="small" />, to: paths.adminProperty(p._id) },
              {
                label: 'Delete',
                icon: <DeleteOutline fontSize="small" />,
                isDestructive: true,
                onSelect: () =>
                  del.ask({
                    id: p._id,
                    title: 'Delete property',
                    message: `Are you sure you want to delete ${p.title}? Its photos and contact requests go with it.`,
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
              title={ADMIN_EMPTY.properties}
              hasSearch={!!list.search}
              onClearSearch={() => list.setSearch('')}
              message="Listings that agents add will appear here."
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
