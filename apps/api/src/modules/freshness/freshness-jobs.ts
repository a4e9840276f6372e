import type { TJob } from '../jobs/job-runner';
import type { TFreshnessService } from './freshness.service';

const DAY_MS = 24 * 3600_000;

/** The periodic work of listing freshness, run once across instances by the jobs runner. */
export function freshnessJobs(freshness: TFreshnessService): TJob[] {
  return [
    {
      // Two statements over every listing, whatever their number (see freshness.repository.ts).
      name: 'listing-freshness',
      intervalMs: DAY_MS,
      leaseMs: 30 * 60_000,
      run: () => freshness.markUnconfirmed(),
    },
    {
      // Through the outbox: the emails are sent, and retried, by its worker.
      name: 'listing-reminders',
      intervalMs: 7 * DAY_MS,
      leaseMs: 30 * 60_000,
      run: () => freshness.sendReminders(),
    },
  ];
}
