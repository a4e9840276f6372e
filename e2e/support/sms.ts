import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

type TSms = { sender: string; to: string; text: string };

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the stand-in SMS provider (support/mail-catcher.mjs) writes what the server sent. */
const SMS_FILE = path.join(here, `../.artifacts/sms-${process.env.E2E_PORT ?? 3100}.jsonl`);

function readMessages(): TSms[] {
  try {
    return readFileSync(SMS_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TSms);
  } catch {
    return [];
  }
}

/** The 6-digit code of the newest text message to a number ('+919822012345'), once it has come. */
export async function readSignInCode(to: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const messages = readMessages().filter((m) => m.to === to);
        code = messages.length > after ? messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
        return code !== undefined;
      },
      { message: `a code sent to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return code as string;
}
