import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { TSays } from '../../../lib/i18n/says';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useAdminFormat } from '../lib/admin-format';
import { SAME_ENGLISH, useAdminWords } from '../lib/admin-words';
import EyeOff from 'lucide-react/icons/eye-off';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import UserX from 'lucide-react/icons/user-x';
import X from 'lucide-react/icons/x';
import type { TModeratedListing, TReportGroup } from '@nivaas/shared/listing-report';
import { Link as RouterLink } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import layout from '../../../components/ui/layout.module.css';
import { paths } from '../../../config/paths';
import type { TStatusTone } from '../lib/status-colors';
import styles from './report-group-card.module.css';

/** Whether the public sees the listing, and if not, why (in the page's language: `i18n`). */
export function visibilityOf(p: TModeratedListing, i18n: TSays): { label: string; tone: TStatusTone } {
  if (p.isListed) return { label: i18n._(SAME_ENGLISH.listed, { state: 'public' }), tone: 'success' };
  if (p.agent && !p.agent.active) return { label: i18n._(msg`Agent deactivated`), tone: 'error' };
  if (p.hiddenReason === 'reported') return { label: i18n._(msg`Hidden pending review`), tone: 'warning' };
  if (p.hiddenReason === 'moderator') return { label: i18n._(msg`Hidden by a moderator`), tone: 'error' };
  if (p.hiddenReason === 'stale') return { label: i18n._(msg`Hidden: not confirmed`), tone: 'neutral' };
  return { label: i18n._(msg`Not listed`), tone: 'neutral' };
}

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
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const format = useAdminFormat();
  const { reason: sayReason } = useAdminWords();
  const localize = useLocalizedPath();
  const p = group.property;
  const state = visibilityOf(p, i18n);
  const place = [p.locality, p.city].filter(Boolean).join(', ');
  const price = format.price(p.price, p.status);
  const agentName = p.agent ? p.agent.name : t`None`;
  const people = group.reporterCount;
  const asked = group.agentAskedAt ? format.relative(group.agentAskedAt) : null;
  const last = format.relative(group.lastReportedAt);
  const reportCount = group.reports.length;
  const titleId = `report-group-${p._id}`;
  const isBusy = busyAction !== null;
  const guest = (email: string) => t`Guest (${email})`;
  return (
    <Card as="article" look="outlined" padding="md" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.head}>
        <div className={styles.headText}>
          <h3 id={titleId} className={styles.title}>
            <RouterLink to={localize(paths.property(p._id))}>{p.title}</RouterLink>
          </h3>
          <p className={styles.meta}>
            {place} · <span className={layout.price}>{price}</span> · {t`Agent: ${agentName}`}
          </p>
        </div>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>

      <p className={styles.summary}>
        <strong>
          {i18n._(msg({ message: '{people, plural, one {# person} other {# people}}' }), { people })}
        </strong>{' '}
        {t`reported it`}
        {asked && <> · {t`agent asked ${asked}`}</>} · {t`last report ${last}`}
      </p>
      <ul className={styles.reasons} aria-label={t`Reasons`}>
        {group.reasons.map((r) => (
          <li key={r.reason}>
            <Badge tone="neutral">
              {sayReason(r.reason)}
              {r.count > 1 ? ` × ${r.count}` : ''}
            </Badge>
          </li>
        ))}
      </ul>

      <details className={styles.details}>
        <summary>
          {i18n._(msg({ message: '{reportCount, plural, one {Read # report} other {Read # reports}}' }), {
            reportCount,
          })}
        </summary>
        <ol className={styles.reports}>
          {group.reports.map((r) => (
            <li key={r._id} className={styles.report}>
              <p className={styles.reportHead}>
                <strong>{sayReason(r.reason)}</strong> ·{' '}
                {r.reporter.name ? `${r.reporter.name} (${r.reporter.email})` : guest(r.reporter.email)} ·{' '}
                <time dateTime={r.createdAt}>{format.dateTime(r.createdAt)}</time>
              </p>
              {r.message ? (
                <p className={styles.message}>{r.message}</p>
              ) : (
                <p className={styles.noMessage}>{t`No message`}</p>
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
          busyLabel={t`Dismissing...`}
        >
          <X size={16} aria-hidden="true" />
          {t`Dismiss`}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onAction('ask-agent')}
          disabled={isBusy || !p.agent}
        >
          <MessageSquareWarning size={16} aria-hidden="true" />
          {t`Ask agent`}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => onAction('hide')}
          disabled={isBusy || p.hiddenReason === 'moderator'}
        >
          <EyeOff size={16} aria-hidden="true" />
          {t`Hide listing`}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onAction('deactivate-agent')}
          disabled={isBusy || !p.agent?.active}
        >
          <UserX size={16} aria-hidden="true" />
          {t`Deactivate agent`}
        </Button>
      </div>
    </Card>
  );
}
