// Starts the real server for the browser journeys: built web app, a fresh embedded database in
// e2e/.artifacts/data with the demo data, always PGlite (DATABASE_URL is ignored here).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher, startSmsCatcher } from './mail-catcher.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = process.env.E2E_PORT ?? '3100';
// One data directory per port, so journeys on two ports (two checkouts' runs) never share a database.
const dataDir = path.join(here, `../.artifacts/data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

// The server's emails go to a local mail catcher whose inbox file the journeys read (support/mail.ts).
const mailFile = path.join(here, `../.artifacts/mail-${port}.jsonl`);
rmSync(mailFile, { force: true });
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(port) + 1);
await startMailCatcher({ port: smtpPort, file: mailFile });
// Sign-in codes go to a stand-in SMS provider whose messages the journeys read (support/sms.ts).
const smsFile = path.join(here, `../.artifacts/sms-${port}.jsonl`);
rmSync(smsFile, { force: true });
const smsPort = Number(process.env.E2E_SMS_PORT ?? Number(port) + 2);
await startSmsCatcher({ port: smsPort, file: smsFile });

// Every journey signs in from 127.0.0.1, so the per-address limits are raised here; the API suites
// test the limits themselves. Requests are not logged one by one: failures still are.
const env = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGIN: '1000',
  RATE_LIMIT_LOGIN_ADDRESS: '1000',
  RATE_LIMIT_REGISTER: '1000',
  RATE_LIMIT_CONTACT: '1000',
  RATE_LIMIT_ENQUIRY: '1000',
  RATE_LIMIT_REPORT: '1000',
  OUTBOX_POLL_SECONDS: '0.5',
  ...process.env,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SMS_HTTP_URL: `http://127.0.0.1:${smsPort}/sms`,
  PORT: port,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  // The site's address, as in production: share tags and the sitemap carry absolute URLs.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
