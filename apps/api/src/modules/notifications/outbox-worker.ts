import type { FastifyBaseLogger } from 'fastify';
import type { TMailer } from './mailer';
import type { TOutboxRepository } from './outbox.repository';

const MAX_ATTEMPTS = 8;
const BATCH = 20;
/**
 * How long a claimed batch is this instance's: longer than delivering it can take (the SMTP
 * transport gives up on a message after a minute), so no other instance sends it meanwhile.
 */
export const OUTBOX_LEASE_MS = 10 * 60_000;

/** Back-off: 30 s, 1 min, 2 min ... capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** attempts, 3_600_000);
}

/** Headers a message asked for (its payload's `headers`: List-Unsubscribe of an alert). */
function mailHeaders(payload: Record<string, unknown>): { headers?: Record<string, string> } {
  const headers = payload.headers;
  if (!headers || typeof headers !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (typeof v === 'string') out[k] = v;
  return { headers: out };
}

/** The HTML part a message carries (its payload's `html`: an alert's cards), beside its text. */
function mailHtml(payload: Record<string, unknown>): { html?: string } {
  return typeof payload.html === 'string' && payload.html ? { html: payload.html } : {};
}

/**
 * Delivers pending outbox messages. Runs in every server process on an interval; each batch is
 * claimed in the database first (FOR UPDATE SKIP LOCKED, outbox.repository.ts), so with several
 * instances each message is sent by one of them. A message that fails stays in the table and is
 * retried with back-off, so nothing is lost; one whose instance dies mid-delivery is sent again
 * when its lease ends (at least once, never by two instances at the same time).
 */
export function createOutboxWorker(deps: {
  outbox: TOutboxRepository;
  mailer: TMailer;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** One claimed batch; each message is sent or rescheduled. */
  async function deliverBatch(): Promise<{ due: number; sent: number }> {
    const due = await deps.outbox.claimDue(BATCH, OUTBOX_LEASE_MS);
    let sent = 0;
    for (const message of due) {
      try {
        await deps.mailer.send({
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          ...mailHtml(message.payload),
          ...mailHeaders(message.payload),
        });
        await deps.outbox.markSent(message.id);
        deps.log.info({ outboxId: message.id, kind: message.kind }, 'outbox message sent');
        sent++;
      } catch (err) {
        const attempts = message.attempts + 1;
        const retryInMs = attempts >= MAX_ATTEMPTS ? null : retryDelayMs(attempts);
        deps.log.warn({ err, outboxId: message.id, attempts }, 'outbox delivery failed');
        await deps.outbox.markFailed(message.id, (err as Error).message, retryInMs);
      }
    }
    return { due: due.length, sent };
  }

  /** Drains the backlog in batches: a burst of leads is delivered in one pass, not 20 per tick. */
  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await deliverBatch();
      sent += batch.sent;
      if (batch.due < BATCH) return sent;
    }
  }

  return {
    /** One pass; concurrent calls share the pass in flight. */
    runOnce(): Promise<number> {
      running ??= deliverDue().finally(() => {
        running = undefined;
      });
      return running;
    },
    start(intervalMs = 5_000) {
      timer = setInterval(() => {
        this.runOnce().catch((err) => deps.log.error({ err }, 'outbox pass failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
export type TOutboxWorker = ReturnType<typeof createOutboxWorker>;
