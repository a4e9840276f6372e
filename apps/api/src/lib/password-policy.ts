import { readFileSync } from 'node:fs';
import { MSG } from '@nivaas/shared/messages';
import type { z } from 'zod';

let common: Set<string> | undefined;

/** The 10,000 most common passwords (common-passwords.txt), lower-cased; read once, on first use. */
function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    common = new Set(
      text
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.toLowerCase()),
    );
  }
  return common;
}

/**
 * A password anyone would try first: one of the 10,000 most common (in any letter case), or
 * nothing but spaces. Kept on the server, so the list never ships in the web app.
 */
export function isTooCommonPassword(password: string): boolean {
  return password.trim() === '' || commonPasswords().has(password.toLowerCase());
}

/** A shared password rule (length etc.) that also refuses common passwords, with the spec's field message. */
export function refusingCommonPasswords<S extends z.ZodType<string>>(schema: S) {
  return schema.refine((password) => !isTooCommonPassword(password), { message: MSG.passwordTooCommon });
}
