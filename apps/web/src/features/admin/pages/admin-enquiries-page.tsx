import Eye from 'lucide-react/icons/eye';
import Mail from 'lucide-react/icons/mail';
import Trash2 from 'lucide-react/icons/trash-2';
import { ADMIN_PAGE_SIZES } from '@nivaas/shared/constants';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  type TEnquiry,
  type TEnquiryKind,
} from '@nivaas/shared/enquiry';
import { useMemo, useState } from 'react';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { RowMenu } from '../../../components/data-table/row-menu';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteEnquiry } from '../api/delete-enquiry';
import { useEnquiries } from '../api/get-enquiries';
import { useUpdateEnquiryStatus } from '../api/update-enquiry-status';
import { EmptyCell, TextCell, TwoLineCell } from '../components/cells';
import { DateTimeText } from '../components/date-time-text';
import { useDeleteConfirm } from '../components/delete-confirm';
import { ListEmpty, ListErrorAlert, ListUnavailable } from '../components/list-states';
import { ListToolbar } from '../components/list-toolbar';
import { StatusSelect } from '../components/status-select';
import { adminCrumbs } from '../lib/admin-crumbs';
import { ADMIN_EMPTY, ADMIN_ERRORS, failureNotice } from '../lib/admin-messages';
import { formatContactDate } from '../lib/format-date';
import { enquirySearchFields } from '../lib/search-fields';
import { enquiryStatusColor, statusLabel } from '../lib/status-colors';
import { useClientList } from '../lib/use-client-list';
import styles from './admin-lists.module.css';

type TKindFilter = TEnquiryKind | 'all';
const KIND_OPTIONS = [
  { value: 'all', label: 'All kinds' },
  ...ENQUIRY_KINDS.map((k) => ({ value: k, label: ENQUIRY_KIND_LABELS[k] })),
];

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
    { id: 'kind', header: 'Kind', render: (e) => <TextCell value={ENQUIRY_KIND_LABELS[e.kind] ?? e.kind} /> },
    {
      id: 'sender',
      header: 'Sender',
      isPrimary: true,
      minWidth: 140,
      render: (e) => (
        <TwoLineCell
          primary={<span className={styles.sender}>{e.name}</span>}
          secondary={e.user ? 'Signed-in user' : undefined}
        />
      ),
    },
    {
      id: 'contact',
      header: 'Email / phone',
      render: (e) => <TwoLineCell primary={e.email} secondary={e.phone ?? 'No phone'} />,
    },
    {
      id: 'message',
      header: 'Message',
      render: (e) =>
        e.subject || e.message ? (
          <TextCell value={[e.subject, e.message].filter(Boolean).join(' — ')} isCut />
        ) : (
          <EmptyCell />
        ),
    },
    {
      id: 'date',
      header: 'Date',
      render: (e) => <DateTimeText value={e.createdAt} />,
    },
    {
      id: 'status',
      header: 'Status',
      render: (e) => (
        <StatusSelect
          value={e.status}
          options={ENQUIRY_STATUSES}
          toneOf={enquiryStatusColor}
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
      <PageHeader
        breadcrumbs={adminCrumbs({ label: 'Enquiries' })}
        title="Enquiries"
        description="Messages and applications sent from the information pages."
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
        <Field label="Kind" isLabelHidden className={styles.kindFilter}>
          <Select
            isSmall
            options={KIND_OPTIONS}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TKindFilter);
              list.setPage(0);
            }}
          />
        </Field>
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
              { label: 'View details', icon: <Eye size={18} />, onSelect: () => setViewing(e) },
              {
                label: 'Reply by email',
                icon: <Mail size={18} />,
                href: `mailto:${e.email}?subject=${encodeURIComponent(`Re: ${e.subject ?? ENQUIRY_KIND_LABELS[e.kind]}`)}`,
              },
              {
                label: 'Delete',
                icon: <Trash2 size={18} />,
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
  const rows: [string, string][] = enquiry
    ? [
        ['Kind', ENQUIRY_KIND_LABELS[enquiry.kind] ?? enquiry.kind],
        ['From', enquiry.name],
        ['Email', enquiry.email],
        ['Phone', enquiry.phone ?? '—'],
        ['Received', formatContactDate(enquiry.createdAt)],
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
    <Dialog
      open={!!enquiry}
      onClose={onClose}
      title={`Enquiry from ${enquiry?.name ?? ''}`}
      size="sm"
      hasCloseButton={false}
      isFullScreenOnPhone
    >
      <DialogBody>
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.detailRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {enquiry?.message && <p className={styles.message}>{enquiry.message}</p>}
      </DialogBody>
      <DialogFooter>
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
