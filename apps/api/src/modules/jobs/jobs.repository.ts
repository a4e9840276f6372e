import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema';

export type TJobRow = typeof jobRuns.$inferSelect;

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** The only code that touches job_runs. Times are the database's, so every instance agrees. */
export function createJobsRepository(db: Db) {
  return {
    /** Makes the job's row if it has none (due at once). */
    async ensure(name: string): Promise<void> {
      await db.insert(jobRuns).values({ name }).onConflictDoNothing();
    },
    /**
     * Claims the job for `leaseMs` when it is due and nobody holds it: one statement on one row, so
     * of several instances asking at once exactly one gets it.
     */
    async claim(name: string, owner: string, leaseMs: number): Promise<TJobRow | undefined> {
      const [row] = await db
        .update(jobRuns)
        .set({ lockedUntil: inMs(leaseMs), lockedBy: owner })
        .where(
          and(
            eq(jobRuns.name, name),
            lte(jobRuns.nextRunAt, sql`now()`),
            or(isNull(jobRuns.lockedUntil), lt(jobRuns.lockedUntil, sql`now()`)),
          ),
        )
        .returning();
      return row;
    },
    /** Due now (an admin's 'run now'); false when there is no such job. */
    async makeDue(name: string): Promise<boolean> {
      const rows = await db
        .update(jobRuns)
        .set({ nextRunAt: sql`now()` })
        .where(eq(jobRuns.name, name))
        .returning({ name: jobRuns.name });
      return rows.length > 0;
    },
    async succeeded(name: string, owner: string, nextInMs: number): Promise<void> {
      await db
        .update(jobRuns)
        .set({
          lockedUntil: null,
          lockedBy: null,
          nextRunAt: inMs(nextInMs),
          attempts: 0,
          runs: sql`${jobRuns.runs} + 1`,
          lastRunAt: sql`now()`,
        })
        .where(and(eq(jobRuns.name, name), eq(jobRuns.lockedBy, owner)));
    },
    async failed(name: string, owner: string, error: string, retryInMs: number): Promise<void> {
      await db
        .update(jobRuns)
        .set({
          lockedUntil: null,
          lockedBy: null,
          nextRunAt: inMs(retryInMs),
          attempts: sql`${jobRuns.attempts} + 1`,
          runs: sql`${jobRuns.runs} + 1`,
          failures: sql`${jobRuns.failures} + 1`,
          lastRunAt: sql`now()`,
          lastError: error.slice(0, 500),
          lastErrorAt: sql`now()`,
        })
        .where(and(eq(jobRuns.name, name), eq(jobRuns.lockedBy, owner)));
    },
    async findAll(): Promise<(TJobRow & { isRunning: boolean })[]> {
      return db
        .select({
          name: jobRuns.name,
          nextRunAt: jobRuns.nextRunAt,
          lockedUntil: jobRuns.lockedUntil,
          lockedBy: jobRuns.lockedBy,
          attempts: jobRuns.attempts,
          runs: jobRuns.runs,
          failures: jobRuns.failures,
          lastRunAt: jobRuns.lastRunAt,
          lastError: jobRuns.lastError,
          lastErrorAt: jobRuns.lastErrorAt,
          isRunning: sql<boolean>`coalesce(${jobRuns.lockedUntil} > now(), false)`,
        })
        .from(jobRuns)
        .orderBy(asc(jobRuns.name));
    },
  };
}
export type TJobsRepository = ReturnType<typeof createJobsRepository>;
