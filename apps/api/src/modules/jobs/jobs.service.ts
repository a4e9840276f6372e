import type { TAdminJobs } from '@nivaas/shared/admin-jobs';
import type { TOutboxRepository } from '../notifications/outbox.repository';
import type { TJobsRepository } from './jobs.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The admin's view of background work: the notification queue and the periodic jobs. */
export function createJobsService(deps: { jobs: TJobsRepository; outbox: TOutboxRepository }) {
  return {
    async getStatus(): Promise<TAdminJobs> {
      const [outbox, rows] = await Promise.all([deps.outbox.queueState(), deps.jobs.findAll()]);
      const jobs = rows.map((r) => ({
        name: r.name,
        isRunning: r.isRunning,
        nextRunAt: iso(r.nextRunAt),
        lastRunAt: iso(r.lastRunAt),
        runs: r.runs,
        failures: r.failures,
        failuresInARow: r.attempts,
        lastError: r.lastError,
        lastErrorAt: iso(r.lastErrorAt),
      }));
      return {
        queueDepth: outbox.pending,
        failures: outbox.failed + outbox.retrying + jobs.filter((j) => j.failuresInARow > 0).length,
        outbox,
        jobs,
      };
    },
  };
}
export type TJobsService = ReturnType<typeof createJobsService>;
