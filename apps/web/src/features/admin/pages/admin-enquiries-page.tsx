import type { TSays } from '../../../lib/i18n/says';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
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
import { useAdminCrumbs } from '../lib/admin-crumbs';
import { useAdminFormat } from '../lib/admin-format';
import { ADMIN_EMPTY, ADMIN_ERRORS } from '../lib/admin-messages';
import { ENQUIRY_DELETED, SAME_ENGLISH, useAdminWords } from '../lib/admin-words';
import { enquirySearchFields } from '../lib/search-fields';
import { enquiryStatusColor } from '../lib/status-colors';
import { useClientList } from '../lib/use-client-list';
import styles from './admin-lists.module.css';

type TKindFilter = TEnquiryKind | 'all';
/** The notice after a status change ('Enquiry marked in progress'). */
const MARKED: Record<string, MessageDescriptor> = {
  new: msg`Enquiry marked new`,
  'in-progress': msg`Enquiry marked in progress`,
  closed: msg`Enquiry marked closed`,
};
const ENQUIRIES = msg({ message: '{count, plural, one {# enquiry} other {# enquiries}}' });

/** Enquiries from the information pages: contact form, loan, design team, lawyer, movers. */
export default function AdminEnquiriesPage() {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const { say, failure, status: statusLabel, kind: kindLabel } = useAdminWords();
  const crumbs = useAdminCrumbs();
  const kindOptions = [
    { value: 'all', label: t`All kinds` },
    ...ENQUIRY_KINDS.map((k) => ({ value: k, label: kindLabel(k) })),
  ];
  usePageTitle(t`Enquiries`);
  const enquiryMarked = (status: string) => {
    const known = MARKED[status];
    return known ? i18n._(known) : `Enquiry marked ${statusLabel(status).toLowerCase()}`;
  };
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
    successMessage: ENQUIRY_DELETED,
    failureMessage: ADMIN_ERRORS.deleteEnquiry,
  });

  const columns: TDataColumn<TEnquiry>[] = [
    { id: 'kind', header: t`Kind`, render: (e) => <TextCell value={kindLabel(e.kind)} /> },
    {
      id: 'sender',
      header: t`Sender`,
      isPrimary: true,
      minWidth: 140,
      render: (e) => (
        <TwoLineCell
          primary={<span className={styles.sender}>{e.name}</span>}
          secondary={e.user ? t`Signed-in user` : undefined}
        />
      ),
    },
    {
      id: 'contact',
      header: t`Email / phone`,
      render: (e) => <TwoLineCell primary={e.email} secondary={e.phone ?? t`No phone`} />,
    },
    {
      id: 'message',
      header: t`Message`,
      render: (e) =>
        e.subject || e.message ? (
          <TextCell value={[e.subject, e.message].filter(Boolean).join(' — ')} isCut />
        ) : (
          <EmptyCell />
        ),
    },
    {
      id: 'date',
      header: t`Date`,
      render: (e) => <DateTimeText value={e.createdAt} />,
    },
    {
      id: 'status',
      header: t`Status`,
      render: (e) => (
        <StatusSelect
          value={e.status}
          options={ENQUIRY_STATUSES}
          toneOf={enquiryStatusColor}
          label={t`Status of the enquiry from ${e.name}`}
          isDisabled={updateStatus.isPending && updateStatus.variables?.id === e._id}
          onChange={async (status) => {
            try {
              await updateStatus.mutateAsync({ id: e._id, status });
              notify(enquiryMarked(status), 'success');
            } catch (err) {
              notify(failure(err, ADMIN_ERRORS.updateEnquiry), 'error');
            }
          }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        breadcrumbs={crumbs({ label: t`Enquiries` })}
        title={t`Enquiries`}
        description={t`Messages and applications sent from the information pages.`}
      />
      {enquiries.isError && !isAlertDismissed && (
        <ListErrorAlert
          message={say(ADMIN_ERRORS.loadEnquiries)}
          onRetry={() => enquiries.refetch()}
          isRetrying={enquiries.isFetching}
          onDismiss={() => setIsAlertDismissed(true)}
        />
      )}
      <ListToolbar countText={i18n._(ENQUIRIES, { count: list.total })} isLoading={!enquiries.data}>
        <SearchField value={list.search} onChange={list.setSearch} placeholder={t`Search enquiries...`} />
        <Field label={t`Kind`} isLabelHidden className={styles.kindFilter}>
          <Select
            isSmall
            options={kindOptions}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TKindFilter);
              list.setPage(0);
            }}
          />
        </Field>
      </ListToolbar>
      <DataTable
        label={t`Enquiries`}
        columns={columns}
        rows={list.visible}
        getRowKey={(e) => e._id}
        renderActions={(e) => (
          <RowMenu
            label={t`Actions for the enquiry from ${e.name}`}
            items={[
              { label: t`View details`, icon: <Eye size={18} />, onSelect: () => setViewing(e) },
              {
                label: t`Reply by email`,
                icon: <Mail size={18} />,
                href: `mailto:${e.email}?subject=${encodeURIComponent(`Re: ${e.subject ?? ENQUIRY_KIND_LABELS[e.kind]}`)}`,
              },
              {
                label: t`Delete`,
                icon: <Trash2 size={18} />,
                isDestructive: true,
                onSelect: () =>
                  del.ask({
                    id: e._id,
                    title: t`Delete enquiry`,
                    message: t`Are you sure you want to delete the enquiry from ${e.name}?`,
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
              title={say(ADMIN_EMPTY.enquiries)}
              hasSearch={!!list.search || kind !== 'all'}
              onClearSearch={() => {
                list.setSearch('');
                setKind('all');
              }}
              message={t`Messages from the contact, loan, design, lawyer and movers forms appear here.`}
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
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const words = useAdminWords();
  const format = useAdminFormat();
  const rows: [string, string][] = enquiry
    ? [
        [t`Kind`, words.kind(enquiry.kind)],
        [i18n._(SAME_ENGLISH.from, { row: 'sender' }), enquiry.name],
        [t`Email`, enquiry.email],
        [t`Phone`, enquiry.phone ?? '—'],
        [t`Received`, format.dateTime(enquiry.createdAt)],
        [t`Status`, words.status(enquiry.status)],
        ...(enquiry.subject ? ([[t`Subject`, enquiry.subject]] as [string, string][]) : []),
        ...Object.entries(enquiry.details)
          .filter(([, v]) => v !== undefined && v !== null && v !== '')
          .map(([k, v]): [string, string] => [words.detail(k), String(v)]),
      ]
    : [];
  const sender = enquiry?.name ?? '';
  return (
    <Dialog
      open={!!enquiry}
      onClose={onClose}
      title={t`Enquiry from ${sender}`}
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
          {t`Close`}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
