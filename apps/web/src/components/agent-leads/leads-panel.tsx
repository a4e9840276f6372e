import Inbox from 'lucide-react/icons/inbox';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { CONTACT_STATUSES, type TContactStatus } from '@nivaas/shared/property-options';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http-client';
import { notify } from '../../lib/notify';
import { EmptyState } from '../feedback/empty-state';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { Field } from '../ui/field';
import { Select } from '../ui/select';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../feedback/error-state';
import { useAgentLeads } from './get-agent-leads';
import {
  CONTACT_METHOD_LABELS,
  isLeadStatus,
  LEAD_STATUS_LABELS,
  leadDateText,
  leadPhone,
  type TAgentLead,
  telHref,
} from './lead-lib';
import styles from './leads-panel.module.css';
import { useUpdateLeadStatus } from './update-lead-status';

const STATUS_UPDATED = 'Contact request updated';
const STATUS_UPDATE_FAILED = 'Failed to update the status';

function MethodIcon({ method }: { method: string }) {
  if (method === 'whatsapp') return <MessageCircle size={18} />;
  if (method === 'phone') return <Phone size={18} />;
  if (method === 'email') return <Mail size={18} />;
  return <MessageCircle size={18} />;
}

function LeadCard({
  lead,
  isSaving,
  onStatus,
}: {
  lead: TAgentLead;
  isSaving: boolean;
  onStatus: (status: TContactStatus) => void;
}) {
  const phone = leadPhone(lead);
  const buyer = lead.user?.name ?? 'A buyer';
  const method = CONTACT_METHOD_LABELS[lead.contactMethod] ?? lead.contactMethod;
  return (
    <Card as="li" look="outlined" padding="md">
      <div className={styles.lead}>
        <div className={styles.body}>
          <h3 className={styles.title}>
            {lead.property ? (
              <RouterLink to={paths.property(lead.property._id)}>{lead.property.title}</RouterLink>
            ) : (
              'A listing that has been removed'
            )}
          </h3>
          <p className={styles.meta}>
            <time dateTime={lead.createdAt}>{leadDateText(lead.createdAt)}</time>
            {' · '}
            <span className={styles.method}>
              <MethodIcon method={lead.contactMethod} />
              {method}
            </span>
          </p>
          <p className={styles.buyer}>{buyer}</p>
          <div className={styles.reach}>
            {lead.user?.email && (
              <a href={`mailto:${lead.user.email}`} className={styles.reachLink}>
                {lead.user.email}
              </a>
            )}
            {phone && (
              <a href={telHref(phone)} className={styles.reachLink}>
                {phone}
              </a>
            )}
          </div>
          {lead.message ? (
            <blockquote className={styles.message}>{lead.message}</blockquote>
          ) : (
            <p className={styles.noMessage}>No message.</p>
          )}
        </div>
        <Field label="Status" isDisabled={isSaving}>
          <Select
            value={isLeadStatus(lead.status) ? lead.status : ''}
            options={CONTACT_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
            onChange={(e) => {
              const next = e.target.value;
              if (isLeadStatus(next) && next !== lead.status) onStatus(next);
            }}
          />
        </Field>
      </div>
    </Card>
  );
}

function LeadsSkeleton() {
  return (
    <ul aria-hidden="true" className={styles.list}>
      {[0, 1, 2].map((i) => (
        <Card key={i} as="li" look="outlined" padding="md">
          <Skeleton width="60%" height={24} />
          <Skeleton width="40%" />
          <Skeleton width="30%" />
          <Skeleton shape="rect" height={48} />
        </Card>
      ))}
    </ul>
  );
}

/**
 * An agent's leads: the contact requests on their listings, newest first, each with the listing,
 * the buyer's name, email and phone, the method, the message and the date, and a status select
 * (pending, contacted, completed) that saves at once. For the profile page's agent view.
 */
export function LeadsPanel({
  title = 'Enquiries on your listings',
  headingComponent = 'h2',
}: {
  title?: string;
  headingComponent?: 'h2' | 'h3';
}) {
  const Heading = headingComponent;
  const leads = useAgentLeads();
  const update = useUpdateLeadStatus();
  const savingId = update.isPending ? update.variables?.id : undefined;

  const changeStatus = (id: string, status: TContactStatus) =>
    update.mutate(
      { id, status },
      {
        onSuccess: () => notify(STATUS_UPDATED, 'success'),
        onError: (err) => notify(errorMessage(err, STATUS_UPDATE_FAILED), 'error'),
      },
    );

  const list = leads.data?.pages.flatMap((p) => p.data) ?? [];
  const total = leads.data?.pages.at(-1)?.pagination.total ?? list.length;

  let body: React.ReactNode;
  if (leads.isPending) {
    body = <LeadsSkeleton />;
  } else if (leads.isError) {
    body = (
      <ErrorState
        title="Failed to load enquiries"
        message={errorMessage(leads.error, 'Failed to load enquiries')}
        onRetry={() => leads.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={<Inbox size={48} strokeWidth={1.5} />}
        title="No enquiries yet"
        message="When buyers contact you about your listings, their requests appear here."
        actions={
          <ButtonLink to={paths.addProperty} variant="secondary">
            Add a property
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {list.map((lead) => (
            <LeadCard
              key={lead._id}
              lead={lead}
              isSaving={savingId === lead._id}
              onStatus={(status) => changeStatus(lead._id, status)}
            />
          ))}
        </ul>
        {leads.hasNextPage && (
          <div className={styles.more}>
            <Button
              variant="secondary"
              onClick={() => leads.fetchNextPage()}
              busy={leads.isFetchingNextPage}
              busyLabel="Loading…"
            >
              {`Show more (${list.length} of ${total})`}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="agent-leads-heading" aria-busy={leads.isPending}>
      <Heading id="agent-leads-heading" className={styles.heading}>
        {title}
        {total > 0 && <span className={styles.count}>({total})</span>}
      </Heading>
      {body}
    </section>
  );
}
