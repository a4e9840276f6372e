import EyeOff from 'lucide-react/icons/eye-off';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import UserX from 'lucide-react/icons/user-x';
import X from 'lucide-react/icons/x';
import {
  REPORT_REASON_LABELS,
  type TModeratedListing,
  type TReportGroup,
} from '@nivaas/shared/listing-report';
import { Link as RouterLink } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import layout from '../../../components/ui/layout.module.css';
import { paths } from '../../../config/paths';
import { formatContactDate, formatRelativeTime } from '../lib/format-date';
import { formatAdminPrice } from '../lib/format-price';
import type { TStatusTone } from '../lib/status-colors';
import styles from './report-group-card.module.css';

/** Whether the public sees the listing, and if not, why. */
export function visibilityOf(p: TModeratedListing): { label: string; tone: TStatusTone } {
  if (p.isListed) return { label: 'Listed', tone: 'success' };
  if (p.agent && !p.agent.active) return { label: 'Agent deactivated', tone: 'error' };
  if (p.hiddenReason === 'reported') return { label: 'Hidden pending review', tone: 'warning' };
  if (p.hiddenReason === 'moderator') return { label: 'Hidden by a moderator', tone: 'error' };
  if (p.hiddenReason === 'stale') return { label: 'Hidden: not confirmed', tone: 'neutral' };
  return { label: 'Not listed', tone: 'neutral' };
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

export type TGroupAction = 'dismiss' | 'ask-agent' | 'hide' | 'deactivate-agent';

/** One reported listing in the moderation queue: what people said, and what a moderator can do. */
export function ReportGroupCard({
  group,
  busyAction,
  onAction,
}: {
  group: TReportGroup;
  /** The action under way on this listing, if any. */
  busyAction: TGroupAction | null;
  onAction: (action: TGroupAction) => void;
}) {
  const p = group.property;
  const state = visibilityOf(p);
  const titleId = `report-group-${p._id}`;
  const isBusy = busyAction !== null;
  return (
    <Card as="article" look="outlined" padding="md" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.head}>
        <div className={styles.headText}>
          <h3 id={titleId} className={styles.title}>
            <RouterLink to={paths.property(p._id)}>{p.title}</RouterLink>
          </h3>
          <p className={styles.meta}>
            {[p.locality, p.city].filter(Boolean).join(', ')} ·{' '}
            <span className={layout.price}>{formatAdminPrice(p.price, p.status)}</span> · Agent:{' '}
            {p.agent ? p.agent.name : 'None'}
          </p>
        </div>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>

      <p className={styles.summary}>
        <strong>{plural(group.reporterCount, 'person', 'people')}</strong> reported it
        {group.agentAskedAt && <> · agent asked {formatRelativeTime(group.agentAskedAt)}</>} · last report{' '}
        {formatRelativeTime(group.lastReportedAt)}
      </p>
      <ul className={styles.reasons} aria-label="Reasons">
        {group.reasons.map((r) => (
          <li key={r.reason}>
            <Badge tone="neutral">
              {REPORT_REASON_LABELS[r.reason]}
              {r.count > 1 ? ` × ${r.count}` : ''}
            </Badge>
          </li>
        ))}
      </ul>

      <details className={styles.details}>
        <summary>Read {plural(group.reports.length, 'report', 'reports')}</summary>
        <ol className={styles.reports}>
          {group.reports.map((r) => (
            <li key={r._id} className={styles.report}>
              <p className={styles.reportHead}>
                <strong>{REPORT_REASON_LABELS[r.reason]}</strong> ·{' '}
                {r.reporter.name ? `${r.reporter.name} (${r.reporter.email})` : `Guest (${r.reporter.email})`}{' '}
                · <time dateTime={r.createdAt}>{formatContactDate(r.createdAt)}</time>
              </p>
              {r.message ? (
                <p className={styles.message}>{r.message}</p>
              ) : (
                <p className={styles.noMessage}>No message</p>
              )}
            </li>
          ))}
        </ol>
      </details>

      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onAction('dismiss')}
          disabled={isBusy}
          busy={busyAction === 'dismiss'}
          busyLabel="Dismissing..."
        >
          <X size={16} aria-hidden="true" />
          Dismiss
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onAction('ask-agent')}
          disabled={isBusy || !p.agent}
        >
          <MessageSquareWarning size={16} aria-hidden="true" />
          Ask agent
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => onAction('hide')}
          disabled={isBusy || p.hiddenReason === 'moderator'}
        >
          <EyeOff size={16} aria-hidden="true" />
          Hide listing
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onAction('deactivate-agent')}
          disabled={isBusy || !p.agent?.active}
        >
          <UserX size={16} aria-hidden="true" />
          Deactivate agent
        </Button>
      </div>
    </Card>
  );
}
