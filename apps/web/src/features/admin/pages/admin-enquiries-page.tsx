import DeleteOutline from '@mui/icons-material/DeleteOutline';
import MailOutline from '@mui/icons-material/MailOutline';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZES } from '@nivaas/shared/constants';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  type TEnquiry,
  type TEnquiryKind,
} from '@nivaas/shared/enquiry';
import { useId, useMemo, useState } from 'react';
import { type TDataColumn, DataTable } from '../../../components/data-table/data-table';
import { RowMenu } from '../../../components/data-table/row-menu';
import { SearchField } from '../../../components/search-field';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteEnquiry } from '../api/delete-enquiry';
import { useEnquiries } from '../api/get-enquiries';
import { useUpdateEnquiryStatus } from '../api/update-enquiry-status';
import { AdminPageHeader } from '../components/admin-page-header';
import { EmptyCell, oneLineOnDesktop, TextCell } from '../components/cells';
import { useDeleteConfirm } from '../components/delete-confirm';
import { ListToolbar } from '../components/list-toolbar';
import { ListEmpty, ListErrorAlert, ListUnavailable } from '../components/list-states';
import { StatusSelect } from '../components/status-select';
import { ADMIN_EMPTY, ADMIN_ERRORS, failureNotice } from '../lib/admin-messages';
import { formatContactDate, formatFullDate } from '../lib/format-date';
import { enquirySearchFields } from '../lib/search-fields';
import { enquiryStatusColor, statusLabel } from '../lib/status-colors';
import { useClientList } from '../lib/use-client-list';

type TKindFilter = TEnquiryKind | 'all';

/** Enquiries from the information pages: contact form, loan, design team, lawyer, movers. */
export default function AdminEnquiriesPage() {
  usePageTitle('Enquiries');
  const enquiries = useEnquiries();
  const [kind, setKind] = useState<TKindFilter>('all');
  const ofKind = useMemo(
    () => (kind === 'all' ? enquiries.data : enquiries.data?.filter((e) => e.kind === kind)),
    [enquiries.data, kind],
  );
  const list = useClientList(ofKind, enquirySearchFields);
  const updateStatus = useUpdateEnquiryStatus();
  const deleteEnquiry = useDeleteEnquiry();
  const [viewing, setViewing] = useState<TEnquiry | null>(null);
  const [isAlertDismissed, setIsAlertDismissed] = useState(false);
  const del = useDeleteConfirm({
    remove: (id) => deleteEnquiry.mutateAsync(id),
    successMessage: 'Enquiry deleted',
    failureMessage: ADMIN_ERRORS.deleteEnquiry,
  });

  const columns: TDataColumn<TEnquiry>[] = [
    {
      id: 'kind',
      header: 'Kind',
      render: (e) => <TextCell value={ENQUIRY_KIND_LABELS[e.kind] ?? e.kind} />,
    },
    {
      id: 'sender',
      header: 'Sender',
      isPrimary: true,
      minWidth: 140,
      render: (e) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {e.name}
          </Typography>
          {e.user && (
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              Signed-in user
            </Typography>
          )}
        </Box>
      ),
    },
    {
      id: 'contact',
      header: 'Email / phone',
      render: (e) => (
        <Box sx={{ minWidth: 0, maxWidth: { md: 200 } }}>
          <Typography variant="body2" title={e.email} sx={oneLineOnDesktop}>
            {e.email}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {e.phone ?? 'No phone'}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'message',
      header: 'Message',
      render: (e) =>
        e.subject || e.message ? (
          <TextCell value={[e.subject, e.message].filter(Boolean).join(' — ')} maxWidth={180} />
        ) : (
          <EmptyCell />
        ),
    },
    {
      id: 'date',
      header: 'Date',
      render: (e) => (
        <Typography
          variant="body2"
          component="time"
          dateTime={e.createdAt}
          title={formatFullDate(e.createdAt)}
          sx={{ display: 'block', minWidth: 104 }}
        >
          {formatContactDate(e.createdAt)}
        </Typography>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      render: (e) => (
        <StatusSelect
          value={e.status}
          options={ENQUIRY_STATUSES}
          colorOf={enquiryStatusColor}
          label={`Status of the enquiry from ${e.name}`}
          isDisabled={updateStatus.isPending && updateStatus.variables?.id === e._id}
          onChange={async (status) => {
            try {
              await updateStatus.mutateAsync({ id: e._id, status });
              notify(`Enquiry marked ${statusLabel(status).toLowerCase()}`, 'success');
            } catch (err) {
              notify(failureNotice(err, ADMIN_ERRORS.updateEnquiry), 'error');
            }
          }}
        />
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Enquiries"
        subtitle="Messages and applications sent from the information pages."
      />
      {enquiries.isError && !isAlertDismissed && (
        <ListErrorAlert
          message={ADMIN_ERRORS.loadEnquiries}
          onRetry={() => enquiries.refetch()}
          isRetrying={enquiries.isFetching}
          onDismiss={() => setIsAlertDismissed(true)}
        />
      )}
      <ListToolbar count={list.total} noun={['enquiry', 'enquiries']} isLoading={!enquiries.data}>
        <SearchField value={list.search} onChange={list.setSearch} placeholder="Search enquiries..." />
        <TextField
          select
          size="small"
          label="Kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as TKindFilter);
            list.setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value="all">All kinds</MenuItem>
          {ENQUIRY_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {ENQUIRY_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <DataTable
        label="Enquiries"
        columns={columns}
        rows={list.visible}
        getRowKey={(e) => e._id}
        renderActions={(e) => (
          <RowMenu
            label={`Actions for the enquiry from ${e.name}`}
            items={[
              {
                label: 'View details',
                icon: <VisibilityOutlined fontSize="small" />,
                onSelect: () => setViewing(e),
              },
              {
                label: 'Reply by email',
                icon: <MailOutline fontSize="small" />,
                href: `mailto:${e.email}?subject=${encodeURIComponent(`Re: ${e.subject ?? ENQUIRY_KIND_LABELS[e.kind]}`)}`,
              },
              {
                label: 'Delete',
                icon: <DeleteOutline fontSize="small" />,
                isDestructive: true,
                onSelect: () =>
                  del.ask({
                    id: e._id,
                    title: 'Delete enquiry',
                    message: `Are you sure you want to delete the enquiry from ${e.name}?`,
                  }),
              },
            ]}
          />
        )}
        isLoading={enquiries.isPending}
        empty={
          enquiries.isError ? (
            <ListUnavailable onRetry={() => enquiries.refetch()} isRetrying={enquiries.isFetching} />
          ) : (
            <ListEmpty
              title={ADMIN_EMPTY.enquiries}
              hasSearch={!!list.search || kind !== 'all'}
              onClearSearch={() => {
                list.setSearch('');
                setKind('all');
              }}
              message="Messages from the contact, loan, design, lawyer and movers forms appear here."
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
      <EnquiryDialog enquiry={viewing} onClose={() => setViewing(null)} />
      {del.dialog}
    </>
  );
}

/** Everything the sender wrote, including the form's details (loan amount, cities...). */
function EnquiryDialog({ enquiry, onClose }: { enquiry: TEnquiry | null; onClose: () => void }) {
  const titleId = useId();
  const rows: [string, string][] = enquiry
    ? [
        ['Kind', ENQUIRY_KIND_LABELS[enquiry.kind] ?? enquiry.kind],
        ['From', enquiry.name],
        ['Email', enquiry.email],
        ['Phone', enquiry.phone ?? '—'],
        ['Received', formatFullDate(enquiry.createdAt)],
        ['Status', statusLabel(enquiry.status)],
        ...(enquiry.subject ? ([['Subject', enquiry.subject]] as [string, string][]) : []),
        ...Object.entries(enquiry.details)
          .filter(([, v]) => v !== undefined && v !== null && v !== '')
          .map(([k, v]): [string, string] => [
            statusLabel(k.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()),
            String(v),
          ]),
      ]
    : [];
  return (
    <Dialog open={!!enquiry} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Enquiry from {enquiry?.name}</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {enquiry?.message && (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 2, borderRadius: 2 }}>
            {enquiry.message}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" sx={{ minHeight: 44 }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
