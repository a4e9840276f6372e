import { ZAdminJobsResponse } from '@nivaas/shared/admin-jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, openTestDatabase, type TTestApp } from '../../../test/test-app';
import type { Database } from '../../db/client';
import type { TMailer } from '../notifications/mailer';
import { createOutboxWorker } from '../notifications/outbox-worker';
import { createJobRunner } from './job-runner';

/**
 * Background work with several instances on one database: each outbox message and each periodic
 * job run is done by one instance, failures are retried with back-off, and admins see the queue.
 */
let database: Database;
let a: TTestApp;
let b: TTestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  a = await createTestApp({}, { database });
  b = await createTestApp({}, { database });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const recorder = (fail?: (subject: string) => boolean) => {
  const sent: string[] = [];
  const mailer: TMailer = {
    kind: 'smtp',
    send: async (mail) => {
      // A delivery takes a moment, so the instances' passes overlap.
      await new Promise((r) => setTimeout(r, 2));
      if (fail?.(mail.subject)) throw new Error('SMTP 451 try later');
      sent.push(mail.subject);
    },
  };
  return { sent, mailer };
};

describe('the outbox with two instances', () => {
  it('delivers each message once when both workers drain it at the same time', async () => {
    const subjects = Array.from({ length: 60 }, (_, i) => `Lead ${i}`);
    for (const subject of subjects) {
      await a.app.deps.repos.outbox.enqueue({ kind: 'test', recipient: 'agent@x.in', subject, body: '.' });
    }
    const one = recorder();
    const two = recorder();
    const workers = [
      createOutboxWorker({ outbox: a.app.deps.repos.outbox, mailer: one.mailer, log: a.app.log }),
      createOutboxWorker({ outbox: b.app.deps.repos.outbox, mailer: two.mailer, log: b.app.log }),
    ];
    await Promise.all([...workers.map((w) => w.runOnce()), ...workers.map((w) => w.runOnce())]);
    await Promise.all(workers.map((w) => w.runOnce()));
    const all = [...one.sent, ...two.sent].filter((s) => s.startsWith('Lead '));
    expect(all.sort()).toEqual([...subjects].sort());
    expect(new Set(all).size).toBe(subjects.length);
    const rows = (await a.app.deps.repos.outbox.findAll()).filter((m) => m.kind === 'test');
    expect(rows.every((m) => m.status === 'sent')).toBe(true);
  });

  it('retries a failed delivery with back-off and shows it to admins', async () => {
    await a.app.deps.repos.outbox.enqueue({
      kind: 'test-fail',
      recipient: 'agent@x.in',
      subject: 'Bounces',
      body: '.',
    });
    const failing = recorder((s) => s === 'Bounces');
    await createOutboxWorker({
      outbox: a.app.deps.repos.outbox,
      mailer: failing.mailer,
      log: a.app.log,
    }).runOnce();
    const [row] = await database.query<{ status: string; attempts: number; wait: number }>(
      `select status, attempts, extract(epoch from next_attempt_at - now())::float8 as wait
       from outbox where kind = 'test-fail'`,
    );
    // Second failure in a row would wait 2 min; the first waits a minute (retryDelayMs).
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.wait).toBeGreaterThan(50);
    expect(row?.wait).toBeLessThan(70);

    const admin = await createUser(a.app, { role: 'admin' });
    const res = await b.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = ZAdminJobsResponse.parse(res.json());
    expect(body.data.outbox).toMatchObject({ pending: 1, retrying: 1, due: 0 });
    expect(body.data.queueDepth).toBe(1);
    expect(body.data.failures).toBeGreaterThanOrEqual(1);
  });
});

describe('periodic jobs with two instances', () => {
  it('runs a due job on one instance only, and retries a failure later', async () => {
    let runs = 0;
    let shouldFail = false;
    const job = {
      name: `test-job-${Date.now()}`,
      intervalMs: 60 * 60_000,
      leaseMs: 60_000,
      run: async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 20));
        if (shouldFail) throw new Error('bucket unreachable');
        return 'ran';
      },
    };
    const runners = [a, b].map((t) =>
      createJobRunner({ jobs: t.app.deps.repos.jobs, log: t.app.log, list: [job] }),
    );
    await Promise.all([...runners.map((r) => r.runOnce()), ...runners.map((r) => r.runOnce())]);
    expect(runs).toBe(1);
    // Not due again for an hour.
    await Promise.all(runners.map((r) => r.runOnce()));
    expect(runs).toBe(1);

    shouldFail = true;
    await database.query(`update job_runs set next_run_at = now() - interval '1 second' where name = $1`, [
      job.name,
    ]);
    await Promise.all(runners.map((r) => r.runOnce()));
    expect(runs).toBe(2);
    const [row] = await database.query<{
      attempts: number;
      failures: number;
      last_error: string;
      wait: number;
    }>(
      `select attempts, failures, last_error, extract(epoch from next_run_at - now())::float8 as wait
       from job_runs where name = $1`,
      [job.name],
    );
    expect(row).toMatchObject({ attempts: 1, failures: 1, last_error: 'bucket unreachable' });
    // A minute after the first failure, not the hour of a success.
    expect(row?.wait).toBeGreaterThan(50);
    expect(row?.wait).toBeLessThan(70);

    const admin = await createUser(a.app, { role: 'admin' });
    const res = await a.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: admin.auth });
    const state = ZAdminJobsResponse.parse(res.json()).data.jobs.find((j) => j.name === job.name);
    expect(state).toMatchObject({ runs: 2, failures: 1, failuresInARow: 1, lastError: 'bucket unreachable' });
  });

  it('vacuums the listings on the embedded database, which has no autovacuum', async () => {
    const names = a.app.deps.database.kind === 'pglite' ? ['listings-vacuum'] : [];
    await database.query(`delete from job_runs where name = 'listings-vacuum'`);
    await a.app.deps.jobRunner.runOnce();
    const rows = await database.query<{ name: string; failures: number }>(
      `select name, failures from job_runs where name = 'listings-vacuum'`,
    );
    expect(rows.map((r) => r.name)).toEqual(names);
    expect(rows.every((r) => r.failures === 0)).toBe(true);
  });
});
