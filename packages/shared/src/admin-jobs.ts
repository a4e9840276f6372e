import { z } from 'zod';

/** The outbox of notifications (a new lead to an agent, alert emails): how much waits, what failed. */
export const ZOutboxQueue = z.object({
  /** Messages not sent yet: due now, waiting for a retry, or being delivered. */
  pending: z.number().int().min(0),
  /** Of those, due now and not yet picked up by any instance. */
  due: z.number().int().min(0),
  /** Of those, failed at least once and waiting to be retried (with back-off). */
  retrying: z.number().int().min(0),
  /** Given up after the last retry: never delivered. */
  failed: z.number().int().min(0),
  sentLastDay: z.number().int().min(0),
  /** Seconds the oldest due message has waited; null when none is due. */
  oldestDueSeconds: z.number().min(0).nullable(),
});
export type TOutboxQueue = z.infer<typeof ZOutboxQueue>;

/** A periodic job run by one instance at a time (e.g. the sweep of files no listing uses). */
export const ZJobState = z.object({
  name: z.string(),
  /** Running now on some instance. */
  isRunning: z.boolean(),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  runs: z.number().int().min(0),
  failures: z.number().int().min(0),
  /** Failures since the last success: each waits longer before the retry. */
  failuresInARow: z.number().int().min(0),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type TJobState = z.infer<typeof ZJobState>;

/** POST /admin/jobs/{name}/run. */
export const ZJobNameParams = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .meta({ examples: ['saved-search-alerts-instant'] }),
});

/** GET /admin/jobs. `queueDepth` and `failures` are the dashboard's one line. */
export const ZAdminJobs = z.object({
  /** Notifications not sent yet (outbox.pending). */
  queueDepth: z.number().int().min(0),
  /** Notifications given up or waiting for a retry, and jobs whose last run failed. */
  failures: z.number().int().min(0),
  outbox: ZOutboxQueue,
  jobs: z.array(ZJobState),
});
export type TAdminJobs = z.infer<typeof ZAdminJobs>;

export const ZAdminJobsResponse = z.object({ success: z.literal(true), data: ZAdminJobs });
export type TAdminJobsResponse = z.infer<typeof ZAdminJobsResponse>;
