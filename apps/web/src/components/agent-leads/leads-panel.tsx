import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import Inbox from 'lucide-react/icons/inbox';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import { CONTACT_STATUSES, type TContactStatus } from '@nivaas/shared/property-options';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http-client';
import { notify } from '../../lib/notify';
import { cardTextFor } from '../../lib/i18n/i18n';
import { sayKnown } from '../../lib/i18n/known-messages';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
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
  leadDateText,
  leadPhone,
  type TAgentLead,
  telHref,
} from './lead-lib';
import styles from './leads-panel.module.css';
import { useUpdateLeadStatus } from './update-lead-status';

const STATUS_UPDATED = msg`Contact request updated`;
const STATUS_UPDATE_FAILED = msg`Failed to update the status`;

/** The statuses' and the methods' names (lead-lib.ts's English). */
const STATUS_WORDS: Record<TContactStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  contacted: msg`Contacted`,
  completed: msg`Completed`,
};
const METHOD_WORDS: Record<string, MessageDescriptor> = {
  email: msg`Email`,
  phone: msg`Phone call`,
};

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
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const phone = leadPhone(lead);
  const buyer = lead.user?.name ?? t`A buyer`;
  const methodWords = METHOD_WORDS[lead.contactMethod];
  const method = methodWords
    ? i18n._(methodWords)
    : (CONTACT_METHOD_LABELS[lead.contactMethod] ?? lead.contactMethod);
  // A Hindi page's date as hi-IN writes it ('12 मार्च 2025, 4:30 pm').
  const hindi = cardTextFor(i18n.locale);
  const hindiDay = hindi?.date(lead.createdAt);
  const when = hindiDay
    ? [hindiDay, ...leadDateText(lead.createdAt).split(', ').slice(1)].join(', ')
    : leadDateText(lead.createdAt);
  return (
    <Card as="li" look="outlined" padding="md">
      <div className={styles.lead}>
        <div className={styles.body}>
          <h3 className={styles.title}>
            {lead.property ? (
              <RouterLink to={localize(paths.property(lead.property._id))}>{lead.property.title}</RouterLink>
            ) : (
              t`A listing that has been removed`
            )}
          </h3>
          <p className={styles.meta}>
            <time dateTime={lead.createdAt}>{when}</time>
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
            <p className={styles.noMessage}>{t`No message.`}</p>
          )}
        </div>
        <Field label={t`Status`} isDisabled={isSaving}>
          <Select
            value={isLeadStatus(lead.status) ? lead.status : ''}
            options={CONTACT_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_WORDS[s]) }))}
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
  title,
  headingComponent = 'h2',
}: {
  title?: string;
  headingComponent?: 'h2' | 'h3';
}) {
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const Heading = headingComponent;
  const leads = useAgentLeads();
  const update = useUpdateLeadStatus();
  const savingId = update.isPending ? update.variables?.id : undefined;

  const changeStatus = (id: string, status: TContactStatus) =>
    update.mutate(
      { id, status },
      {
        onSuccess: () => notify(i18n._(STATUS_UPDATED), 'success'),
        onError: (err) => notify(sayKnown(i18n, errorMessage(err, i18n._(STATUS_UPDATE_FAILED))), 'error'),
      },
    );

  const list = leads.data?.pages.flatMap((p) => p.data) ?? [];
  const total = leads.data?.pages.at(-1)?.pagination.total ?? list.length;
  const shownCount = list.length;

  let body: React.ReactNode;
  if (leads.isPending) {
    body = <LeadsSkeleton />;
  } else if (leads.isError) {
    body = (
      <ErrorState
        title={t`Failed to load enquiries`}
        message={sayKnown(i18n, errorMessage(leads.error, t`Failed to load enquiries`))}
        retryLabel={t`Retry`}
        onRetry={() => leads.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={<Inbox size={48} strokeWidth={1.5} />}
        title={t`No enquiries yet`}
        message={t`When buyers contact you about your listings, their requests appear here.`}
        actions={
          <ButtonLink to={localize(paths.addProperty)} variant="secondary">
            {t`Add a property`}
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
              busyLabel={t`Loading…`}
            >
              {t`Show more (${shownCount} of ${total})`}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="agent-leads-heading" aria-busy={leads.isPending}>
      <Heading id="agent-leads-heading" className={styles.heading}>
        {title ?? t`Enquiries on your listings`}
        {total > 0 && <span className={styles.count}>({total})</span>}
      </Heading>
      {body}
    </section>
  );
}
