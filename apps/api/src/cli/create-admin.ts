import { z } from 'zod';
import { ZEmail } from '@nivaas/shared/auth';
import { requiredText } from '@nivaas/shared/zod-helpers';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';
import { newId } from '../lib/ids';
import { refusingCommonPasswords } from '../lib/password-policy';
import { hashPassword } from '../lib/passwords';
import { createUsersRepository } from '../modules/users/users.repository';
import { parseArgs } from './parse-args';

const ZArgs = z.object({
  email: ZEmail,
  password: refusingCommonPasswords(
    z.string({ error: () => '--password is required' }).min(8, '--password must be at least 8 characters'),
  ),
  name: requiredText('--name is required', 100),
});

const USAGE =
  'Usage: npm run create-admin -- --email you@example.in --password "a-long-password" --name "Your Name"';

/**
 * Makes the first admin of a deployment: creates the user, or promotes (and re-activates) an
 * existing one and sets the given password. Works on the embedded database and on DATABASE_URL.
 */
async function main() {
  const parsed = ZArgs.safeParse(parseArgs(process.argv.slice(2)));
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`).join('\n'));
    console.error(USAGE);
    process.exit(2);
  }
  const { email, password, name } = parsed.data;
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const users = createUsersRepository(database.db);
    const passwordHash = await hashPassword(password);
    const existing = await users.getUserByEmail(email);
    if (existing) {
      await users.updateUser(existing.id, { role: 'admin', active: true, passwordHash, name });
      console.log(`Promoted ${email} to admin.`);
    } else {
      await users.insertUser({
        id: newId(),
        email,
        name,
        passwordHash,
        role: 'admin',
        isVerified: true,
        // Typed by whoever runs the server: confirmed.
        emailVerifiedAt: new Date(),
      });
      console.log(`Created admin ${email}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
