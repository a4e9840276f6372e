import { z } from 'zod';
import { parseArgs } from '../../cli/parse-args';
import { ConfigError, loadConfig } from '../../config';
import { createStorage } from '../../storage/create-storage';
import { DataDirLockedError } from '../data-dir-lock';
import { openDatabase } from '../open-database';
import { seedBulk } from './seed-bulk';
import { DEFAULT_SEED, seedDemo } from './seed-demo';

const USAGE = `Usage: npm run seed -w apps/api -- [--properties N] [--seed S] [--demo]
  (no options)     load the demo (accounts, builders, DEMO_PROPERTIES listings) into an empty database
  --properties N   add N generated listings for benchmarks (after the demo when the database is empty)
  --demo           load the demo even when the database has users; with --properties, N demo listings
  --seed S         random seed (default ${DEFAULT_SEED}); the same seed gives the same listings`;

const count = (name: string) =>
  z.union([z.literal(true), z.string()]).transform((v, ctx) => {
    const n = v === true ? Number.NaN : Number(v.replaceAll('_', ''));
    if (!Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: `--${name} must be a whole number` });
      return z.NEVER;
    }
    return n;
  });

const ZArgs = z.object({
  properties: count('properties').optional(),
  seed: count('seed').optional(),
  demo: z.literal(true, { error: () => '--demo takes no value' }).optional(),
  help: z.literal(true).optional(),
});

const say = (msg: string) => process.stdout.write(`[seed] ${msg}\n`);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const parsed = ZArgs.safeParse(parseArgs(process.argv.slice(2)));
  if (!parsed.success || parsed.data.help) {
    if (!parsed.success) console.error(parsed.error.issues.map((i) => `  ${i.message}`).join('\n'));
    console.error(USAGE);
    process.exit(parsed.success ? 0 : 2);
  }
  const args = parsed.data;
  const started = performance.now();
  const config = loadConfig();
  say(
    config.databaseUrl
      ? 'Opening PostgreSQL (DATABASE_URL)…'
      : `Opening the embedded database in ${config.dataDir}…`,
  );
  const database = await openDatabase(config);
  const storage = createStorage(config);
  try {
    const [row] = await database.query<{ n: number }>('select count(*)::int as n from users');
    const isEmpty = (row?.n ?? 0) === 0;
    let didSomething = false;

    if (isEmpty || args.demo) {
      const listings = args.demo && args.properties !== undefined ? args.properties : config.demoProperties;
      const t = performance.now();
      const { logins } = await seedDemo(database, storage, {
        properties: listings,
        seed: args.seed,
        log: say,
      });
      say(`Demo loaded: ${listings} listings in ${secs(performance.now() - t)}. Logins:`);
      for (const l of logins) say(`  ${l.role.padEnd(6)} ${l.email} / ${l.password}`);
      didSomething = true;
    }
    if (args.properties !== undefined && !args.demo) {
      const result = await seedBulk(database, storage, {
        properties: args.properties,
        seed: args.seed,
        log: say,
      });
      say(
        `Inserted ${result.inserted.toLocaleString('en-IN')} listings in ${secs(result.ms)} (${result.rowsPerSecond.toLocaleString('en-IN')} rows/s).`,
      );
      didSomething = true;
    }
    // Fresh rows have no planner statistics; without them the search plans are guesses.
    if (didSomething) await database.query('analyze');
    if (!didSomething) {
      say('Nothing to do: the database already has users. Pass --demo or --properties N.');
      console.error(USAGE);
    }
  } finally {
    await database.close();
  }
  say(`Done in ${secs(performance.now() - started)}.`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(`[seed] ${err.message}`);
  else console.error(err);
  process.exit(1);
});
