import type { TSays } from '../../../lib/i18n/says';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import Eye from 'lucide-react/icons/eye';
import ShieldCheck from 'lucide-react/icons/shield-check';
import {
  REPORT_MESSAGE_MAX,
  REPORT_MSG,
  type THiddenListing,
  type TReportGroup,
} from '@nivaas/shared/listing-report';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type TDataColumn } from '../../../components/data-table/data-table';
import { RowMenu } from '../../../components/data-table/row-menu';
import { EmptyState } from '../../../components/feedback/empty-state';
import { FormDialog } from '../../../components/form-dialog';
import { PageHeader } from '../../../components/page-header';
import { Field } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { MODERATION_ERRORS, useHiddenListings, useReportQueue } from '../api/get-report-queue';
import { type TModerateVariables, useModerateListing } from '../api/moderate-listing';
import { StatusChip, TwoLineCell } from '../components/cells';
import { DateTimeText } from '../components/date-time-text';
import { ListErrorAlert, ListUnavailable } from '../components/list-states';
import { ModerationNav } from '../components/moderation-nav';
import { ReportGroupCard, type TGroupAction, visibilityOf } from '../components/report-group-card';
import { useAdminCrumbs } from '../lib/admin-crumbs';
import { useAdminWords } from '../lib/admin-words';
import styles from './admin-moderation-page.module.css';

type TDialog = { action: 'ask-agent' | 'hide' | 'deactivate-agent'; group: TReportGroup } | null;

/** The moderation queue: listings the public reported, grouped, with the moderator's actions. */
export default function AdminModerationPage() {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const { say, failure } = useAdminWords();
  const crumbs = useAdminCrumbs();
  usePageTitle(t`Moderation`);
  const queue = useReportQueue();
  const hidden = useHiddenListings();
  const moderate = useModerateListing();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const run = async (variables: TModerateVariables): Promise<boolean> => {
    try {
      const { message } = await moderate.mutateAsync(variables);
      notify(say(message), 'success');
      return true;
    } catch (err) {
      notify(failure(err, MODERATION_ERRORS.action), 'error');
      setDialogError(failure(err, MODERATION_ERRORS.action));
      return false;
    }
  };
  const busyOn = (id: string) =>
    moderate.isPending && moderate.variables?.id === id ? (moderate.variables.action as TGroupAction) : null;

  const onAction = (group: TReportGroup, action: TGroupAction) => {
    setDialogError(null);
    if (action === 'dismiss') void run({ id: group.property._id, action });
    else setDialog({ action, group });
  };
  const closeDialog = () => {
    if (!moderate.isPending) setDialog(null);
  };

  const groups = queue.data ?? [];
  const agentName = dialog?.group.property.agent?.name;
  const openReports = groups.reduce((n, g) => n + g.reports.length, 0);

  return (
    <>
      <PageHeader
        breadcrumbs={crumbs({ label: t`Moderation` })}
        title={t`Moderation`}
        description={t`Listings people have reported, grouped by listing. Dismiss what is fine; ask the agent, hide the listing or deactivate the agent when it is not.`}
      />
      <ModerationNav />

      <section aria-labelledby="open-reports-title" className={styles.section}>
        <h2 id="open-reports-title" className={styles.heading}>
          {t`Open reports`}
          {queue.data && (
            <span className={styles.count}>
              {i18n._(OPEN_COUNT, { openReports, listings: groups.length })}
            </span>
          )}
        </h2>
        {queue.isError ? (
          <ListErrorAlert
            message={say(MODERATION_ERRORS.loadQueue)}
            onRetry={() => queue.refetch()}
            isRetrying={queue.isFetching}
          />
        ) : queue.isPending ? (
          <ul className={styles.groups} aria-hidden="true">
            {[0, 1].map((i) => (
              <li key={i} className={styles.skeleton}>
                <Skeleton width="60%" height="1.25em" />
                <Skeleton width="40%" />
                <Skeleton width="80%" />
              </li>
            ))}
          </ul>
        ) : groups.length === 0 ? (
          <EmptyState
            icon={<ShieldCheck size={48} strokeWidth={1.5} />}
            title={t`No open reports`}
            message={t`Reports people send from a listing's page appear here.`}
          />
        ) : (
          <ul className={styles.groups}>
            {groups.map((group) => (
              <li key={group.property._id}>
                <ReportGroupCard
                  group={group}
                  busyAction={busyOn(group.property._id)}
                  onAction={(action) => onAction(group, action)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <HiddenListings
        listings={hidden.data}
        isPending={hidden.isPending}
        isError={hidden.isError}
        isFetching={hidden.isFetching}
        onRetry={() => hidden.refetch()}
        onShow={(listing) => void run({ id: listing._id, action: 'show' })}
      />

      <NoteDialog
        key={dialog ? `${dialog.action}-${dialog.group.property._id}` : 'closed'}
        dialog={
          dialog && (dialog.action === 'ask-agent' || dialog.action === 'hide')
            ? { action: dialog.action, group: dialog.group }
            : null
        }
        isBusy={moderate.isPending}
        error={dialogError}
        onClose={closeDialog}
        onSubmit={async (note) => {
          if (!dialog) return;
          setDialogError(null);
          if (await run({ id: dialog.group.property._id, action: dialog.action, note })) setDialog(null);
        }}
      />
      <ConfirmDialog
        open={dialog?.action === 'deactivate-agent'}
        title={t`Deactivate agent?`}
        message={
          agentName
            ? t`${agentName} will be signed out and cannot sign in; every listing of theirs leaves the public site until they are activated again on the Agents screen.`
            : t`The agent will be signed out and cannot sign in; every listing of theirs leaves the public site until they are activated again on the Agents screen.`
        }
        confirmLabel={t`Deactivate agent`}
        busyLabel={t`Deactivating...`}
        isBusy={moderate.isPending}
        error={dialog?.action === 'deactivate-agent' ? dialogError : null}
        onClose={closeDialog}
        onConfirm={async () => {
          if (!dialog) return;
          setDialogError(null);
          if (await run({ id: dialog.group.property._id, action: 'deactivate-agent' })) setDialog(null);
        }}
      />
    </>
  );
}

const NOTE_TEXT = {
  'ask-agent': {
    title: msg`Ask the agent`,
    label: msg`What should the agent check?`,
    help: msg`Sent to the agent by email with what people reported.`,
    submit: msg`Send to agent`,
    busy: msg`Sending...`,
  },
  hide: {
    title: msg`Hide this listing?`,
    label: msg`Note for the agent`,
    help: msg`The listing leaves the public site at once and the agent is told by email. You can show it again later.`,
    submit: msg`Hide listing`,
    busy: msg`Hiding...`,
  },
} as const;

/** '3 on 2 listings': the open reports and the listings they are about. */
const OPEN_COUNT = msg({
  message: '{openReports} on {listings, plural, one {# listing} other {# listings}}',
});

/** Ask agent (a note is needed) and Hide (a note is optional): a short form in a dialog. */
function NoteDialog({
  dialog,
  isBusy,
  error,
  onClose,
  onSubmit,
}: {
  dialog: { action: 'ask-agent' | 'hide'; group: TReportGroup } | null;
  isBusy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (note: string) => void;
}) {
  const { i18n } = useLingui();
  const { say } = useAdminWords();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const text = NOTE_TEXT[dialog?.action ?? 'ask-agent'];
  const isRequired = dialog?.action === 'ask-agent';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isRequired && !note.trim()) {
      setNoteError(say(REPORT_MSG.noteRequired));
      return;
    }
    onSubmit(note.trim());
  };
  return (
    <FormDialog
      open={!!dialog}
      onClose={onClose}
      title={i18n._(text.title)}
      description={dialog?.group.property.title}
      onSubmit={submit}
      submitLabel={i18n._(text.submit)}
      busyLabel={i18n._(text.busy)}
      isSubmitting={isBusy}
      isDirty={!!note.trim()}
      error={error}
      maxWidth="xs"
    >
      <Field
        label={i18n._(text.label)}
        isRequired={isRequired}
        isOptional={!isRequired}
        help={i18n._(text.help)}
        error={noteError}
      >
        <Textarea
          rows={4}
          maxLength={REPORT_MESSAGE_MAX}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setNoteError(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}

/** Listings moderation has hidden, with Show again. */
function HiddenListings({
  listings,
  isPending,
  isError,
  isFetching,
  onRetry,
  onShow,
}: {
  listings: THiddenListing[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  onShow: (listing: THiddenListing) => void;
}) {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const localize = useLocalizedPath();
  const columns: TDataColumn<THiddenListing>[] = [
    {
      id: 'listing',
      header: t`Listing`,
      isPrimary: true,
      minWidth: 200,
      render: (p) => (
        <TwoLineCell
          primary={<RouterLink to={localize(paths.property(p._id))}>{p.title}</RouterLink>}
          secondary={[p.locality, p.city].filter(Boolean).join(', ')}
        />
      ),
    },
    { id: 'agent', header: t`Agent`, render: (p) => p.agent?.name ?? t`None` },
    {
      id: 'state',
      header: t`Why hidden`,
      render: (p) => {
        const state = visibilityOf(p, i18n);
        return <StatusChip label={state.label} tone={state.tone} />;
      },
    },
    {
      id: 'since',
      header: t`Hidden`,
      render: (p) => (p.hiddenAt ? <DateTimeText value={p.hiddenAt} /> : '—'),
    },
  ];
  return (
    <section aria-labelledby="hidden-listings-title" className={styles.section}>
      <h2 id="hidden-listings-title" className={styles.heading}>
        {t`Hidden by moderation`}
      </h2>
      <DataTable
        label={t`Hidden by moderation`}
        columns={columns}
        rows={listings ?? []}
        getRowKey={(p) => p._id}
        isLoading={isPending}
        skeletonRows={2}
        maxHeight="none"
        renderActions={(p) => (
          <RowMenu
            label={t`Actions for ${p.title}`}
            items={[{ label: t`Show again`, icon: <Eye size={18} />, onSelect: () => onShow(p) }]}
          />
        )}
        empty={
          isError ? (
            <ListUnavailable onRetry={onRetry} isRetrying={isFetching} />
          ) : (
            <EmptyState
              icon={<ShieldCheck size={48} strokeWidth={1.5} />}
              title={t`No hidden listings`}
              message={t`Listings hidden by reports or by a moderator appear here, to be shown again.`}
            />
          )
        }
      />
    </section>
  );
}
