import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

/** An email as received: its text part, and its HTML part when it has one (support/mail-catcher.mjs). */
export type TMail = { to: string[]; subject: string; text: string; html?: string };

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where support/mail-catcher.mjs writes what the server sent (per port, like the server's data). */
const MAIL_FILE = path.join(here, `../.artifacts/mail-${process.env.E2E_PORT ?? 3100}.jsonl`);

function readInbox(): TMail[] {
  try {
    return readFileSync(MAIL_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TMail);
  } catch {
    return [];
  }
}

/** The newest email to an address whose subject matches, waiting for the outbox to send it. */
export async function waitForMail(to: string, subject: RegExp): Promise<TMail> {
  let found: TMail | undefined;
  await expect
    .poll(
      () => {
        found = readInbox()
          .filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))
          .at(-1);
        return found !== undefined;
      },
      { message: `an email to ${to} with subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as TMail;
}

/** How many emails an address has received so far. */
export function mailCount(to: string): number {
  return readInbox().filter((m) => m.to.includes(to.toLowerCase())).length;
}

/** The site path of the first link in an email to one of our pages ('/reset-password?token=…'). */
export function linkIn(mail: TMail, pagePath: string): string {
  const match = new RegExp(
    `(?:https?://[^/\\s]+)?(${pagePath.replace(/[/]/g, '\\/')}\\?token=[\\w%-]+)`,
  ).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${pagePath} link in: ${mail.text}`);
  return match[1];
}
