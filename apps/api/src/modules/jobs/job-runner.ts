import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TJobsRepository } from './jobs.repository';

export type TJob = {
  name: string;
  /** Claimed once across instances (the default); false: every instance runs it on its own files. */
  isShared?: boolean;
  /** Between the end of one successful run and the next. */
  intervalMs: number;
  /** Longer than a run can take: past it another instance may take the job over. */
  leaseMs: number;
  run: () => Promise<string | undefined>;
};

/** Back-off after failures in a row: 1, 2, 4 … minutes, at most the job's interval. */
export function jobRetryMs(failuresInARow: number, intervalMs: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failuresInARow - 1), intervalMs);
}

/**
 * Runs periodic jobs in every instance, each run claimed in the database first (jobs.repository.ts)
 * so that one instance runs it while the others skip it. A failed run is retried with back-off;
 * runs, failures and the last error are kept for the admin's jobs view.
 */
export function createJobRunner(deps: { jobs: TJobsRepository; log: FastifyBaseLogger; list: TJob[] }) {
  const owner = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isReady = false;

  const shared = deps.list.filter((job) => job.isShared !== false);
  const local = deps.list.filter((job) => job.isShared === false);
  const localNext = new Map<string, number>();

  async function runLocal(job: TJob): Promise<void> {
    if (Date.now() < (localNext.get(job.name) ?? 0)) return;
    localNext.set(job.name, Date.now() + job.intervalMs);
    try {
      const said = await job.run();
      if (said) deps.log.info({ job: job.name }, said);
    } catch (err) {
      localNext.set(job.name, Date.now() + jobRetryMs(1, job.intervalMs));
      deps.log.warn({ err, job: job.name }, 'job failed');
    }
  }

  async function runDue(): Promise<void> {
    for (const job of local) await runLocal(job);
    if (!isReady) {
      for (const job of shared) await deps.jobs.ensure(job.name);
      isReady = true;
    }
    for (const job of shared) {
      const claimed = await deps.jobs.claim(job.name, owner, job.leaseMs);
      if (!claimed) continue;
      try {
        const said = await job.run();
        await deps.jobs.succeeded(job.name, owner, job.intervalMs);
        deps.log.info({ job: job.name }, said ?? 'job done');
      } catch (err) {
        const retryMs = jobRetryMs(claimed.attempts + 1, job.intervalMs);
        deps.log.warn({ err, job: job.name, retryMs }, 'job failed');
        await deps.jobs.failed(job.name, owner, (err as Error).message, retryMs);
      }
    }
  }

  return {
    /** One pass over the jobs; concurrent calls share it. */
    runOnce(): Promise<void> {
      running ??= runDue().finally(() => {
        running = undefined;
      });
      return running;
    },
    /**
     * Runs a shared job now, whatever its schedule (an admin's 'run now'): made due, then a pass, and
     * one more in case a pass already in flight had passed it. Still claimed: an instance running it
     * at this moment keeps it. False when there is no such job.
     */
    async runNow(name: string): Promise<boolean> {
      if (!shared.some((job) => job.name === name)) return false;
      await deps.jobs.ensure(name);
      await deps.jobs.makeDue(name);
      await this.runOnce();
      await this.runOnce();
      return true;
    },
    start(pollMs = 30_000) {
      const tick = () => this.runOnce().catch((err) => deps.log.error({ err }, 'job pass failed'));
      void tick();
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
export type TJobRunner = ReturnType<typeof createJobRunner>;
