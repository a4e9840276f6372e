import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACT_STATUSES, type TContactStatus } from '@nivaas/shared/property-options';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http-client';
import { notify } from '../../lib/notify';
import { EmptyState } from '../feedback/empty-state';
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
import { useUpdateLeadStatus } from './update-lead-status';

const STATUS_UPDATED = 'Contact request updated';
const STATUS_UPDATE_FAILED = 'Failed to update the status';

function MethodIcon({ method }: { method: string }) {
  const sx = { fontSize: 18 } as const;
  if (method === 'whatsapp') return <WhatsApp sx={sx} aria-hidden />;
  if (method === 'phone') return <PhoneOutlined sx={sx} aria-hidden />;
  if (method === 'email') return <EmailOutlined sx={sx} aria-hidden />;
  return <ChatOutlined sx={sx} aria-hidden />;
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
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, listStyle: 'none' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 200px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.75 }}>
          <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {lead.property ? (
              <Link component={RouterLink} to={paths.property(lead.property._id)}>
                {lead.property.title}
              </Link>
            ) : (
              'A listing that has been removed'
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={lead.createdAt}>{leadDateText(lead.createdAt)}</time>
            {' · '}
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, verticalAlign: 'bottom' }}
            >
              <MethodIcon method={lead.contactMethod} />
              {method}
            </Box>
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{buyer}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {lead.user?.email && (
              <Link
                href={`mailto:${lead.user.email}`}
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, overflowWrap: 'anywhere' }}
              >
                {lead.user.email}
              </Link>
            )}
            {phone && (
              <Link
                href={telHref(phone)}
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
              >
                {phone}
              </Link>
            )}
          </Box>
          {lead.message ? (
            <Typography
              component="blockquote"
              sx={{
                m: 0,
                pl: 1.5,
                borderLeft: 3,
                borderColor: 'divider',
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
              }}
            >
              {lead.message}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No message.
            </Typography>
          )}
        </Box>
        <TextField
          select
          size="medium"
          label="Status"
          value={isLeadStatus(lead.status) ? lead.status : ''}
          disabled={isSaving}
          onChange={(e) => {
            const next = e.target.value;
            if (isLeadStatus(next) && next !== lead.status) onStatus(next);
          }}
        >
          {CONTACT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Paper>
  );
}

function LeadsSkeleton() {
  return (
    <Box component="ul" aria-hidden sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
      {[0, 1, 2].map((i) => (
        <Paper key={i} component="li" variant="outlined" sx={{ p: 2.5, borderRadius: 3, listStyle: 'none' }}>
          <Skeleton width="60%" height={28} />
          <Skeleton width="40%" />
          <Skeleton width="30%" />
          <Skeleton variant="rounded" height={48} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Box>
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
        icon={<InboxOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />}
        title="No enquiries yet"
        message="When buyers contact you about your listings, their requests appear here."
        actions={
          <Button component={RouterLink} to={paths.addProperty} variant="outlined" sx={{ minHeight: 44 }}>
            Add a property
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
          {list.map((lead) => (
            <LeadCard
              key={lead._id}
              lead={lead}
              isSaving={savingId === lead._id}
              onStatus={(status) => changeStatus(lead._id, status)}
            />
          ))}
        </Box>
        {leads.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Button
              variant="outlined"
              onClick={() => leads.fetchNextPage()}
              disabled={leads.isFetchingNextPage}
              sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
            >
              {leads.isFetchingNextPage ? 'Loading…' : `Show more (${list.length} of ${total})`}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="agent-leads-heading" aria-busy={leads.isPending}>
      <Typography id="agent-leads-heading" variant="h4" component={headingComponent} sx={{ mb: 2 }}>
        {title}
        {total > 0 && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
            ({total})
          </Typography>
        )}
      </Typography>
      {body}
    </Box>
  );
}
