import { hash } from '@node-rs/argon2';
import { inArray } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage/storage';
import type { Db } from '../client';
import { developers, type TStoredFile, users } from '../schema';
import { agentLicence } from './data/approvals';
import { DEVELOPERS } from './data/developers';
import { AGENTS, BUYERS } from './data/people';
import type { TGeneratorAgent, TGeneratorDeveloper } from './listing-types';
import { DEMO_PREFIX, runLimited } from './image-pool';
import { renderAvatar, renderLogo } from './images';
import type { TRng } from './prng';

export const DEMO_LOGINS = {
  admin: { email: 'admin@nivaas.in', password: 'Admin@123' },
  agent: { emailOf: (n: number) => `agent${n}@nivaas.in`, password: 'Agent@123' },
  buyer: { emailOf: (n: number) => `buyer${n}@nivaas.in`, password: 'Buyer@123' },
} as const;

/** Which demo agent is deactivated, to show that its listings disappear from public lists. */
export const INACTIVE_AGENT_NUMBER = 10;

const DAY_MS = 86_400_000;
const WEBP = 'image/webp';

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Hashes each distinct password once: argon2id is slow on purpose, and 31 users share three. */
export async function hashPasswords(passwords: readonly string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const hashes = await Promise.all(distinct.map((p) => hash(p)));
  return new Map(distinct.map((p, i) => [p, hashes[i] as string]));
}

async function storeOnce(storage: Storage, key: string, make: () => Promise<Buffer>): Promise<string> {
  if (!(await storage.exists(key))) await storage.put(key, await make(), WEBP);
  return storage.urlFor(key);
}

function storedFile(storage: Storage, key: string): TStoredFile {
  return { _id: newId(), url: storage.urlFor(key), publicId: key.replace(/\.webp$/, '') };
}

function mobile(rng: TRng): string {
  return `+91 ${rng.pick(['98', '97', '99', '94', '90', '88', '70'])}${rng.int(100, 999)} ${rng.int(10000, 99999)}`;
}

export type TDemoUsers = {
  adminId: string;
  agents: (TGeneratorAgent & { email: string })[];
  buyers: { id: string; email: string }[];
};

/**
 * The admin, ten agents (one deactivated) and twenty buyers, with avatars. Emails are unique,
 * so running again keeps the existing accounts and answers their ids.
 */
export async function insertDemoUsers(
  db: Db,
  storage: Storage,
  hashes: ReadonlyMap<string, string>,
  rng: TRng,
  now: Date,
): Promise<TDemoUsers> {
  const hashOf = (p: string) => {
    const h = hashes.get(p);
    if (!h) throw new Error('password not hashed');
    return h;
  };
  const ago = (maxDays: number, minDays = 0) =>
    new Date(now.getTime() - rng.float(minDays, maxDays) * DAY_MS);
  const avatar = (key: string, name: string, seed: number) =>
    storeOnce(storage, `${DEMO_PREFIX}avatars/${key}.webp`, () => renderAvatar(name, seed));

  const rows: (typeof users.$inferInsert)[] = [];
  const adminCreated = ago(400, 380);
  rows.push({
    id: newId(adminCreated.getTime()),
    email: DEMO_LOGINS.admin.email,
    passwordHash: hashOf(DEMO_LOGINS.admin.password),
    name: 'Nivaas Admin',
    role: 'admin',
    mobile: '+91 98220 00001',
    occupation: 'Platform Administrator',
    avatar: await avatar('admin', 'Nivaas Admin', 1),
    isVerified: true,
    createdAt: adminCreated,
    updatedAt: adminCreated,
  });
  const avatars = await Promise.all([
    ...AGENTS.map((a, i) => avatar(`agent-${String(i + 1).padStart(2, '0')}`, a.name, 100 + i)),
    ...BUYERS.map((b, i) => avatar(`buyer-${String(i + 1).padStart(2, '0')}`, b.name, 200 + i)),
  ]);
  AGENTS.forEach((a, i) => {
    const n = i + 1;
    const created = ago(370, 200);
    rows.push({
      id: newId(created.getTime()),
      email: DEMO_LOGINS.agent.emailOf(n),
      passwordHash: hashOf(DEMO_LOGINS.agent.password),
      name: a.name,
      role: 'agent',
      mobile: mobile(rng),
      occupation: a.occupation,
      avatar: avatars[i] ?? null,
      company: a.company,
      licenseNumber: agentLicence(rng),
      specializations: [...a.specializations],
      // Most agents are verified; two are still waiting, and one is deactivated.
      isVerified: n <= 8,
      active: n !== INACTIVE_AGENT_NUMBER,
      createdAt: created,
      updatedAt: created,
    });
  });
  BUYERS.forEach((b, i) => {
    const created = ago(360);
    rows.push({
      id: newId(created.getTime()),
      email: DEMO_LOGINS.buyer.emailOf(i + 1),
      passwordHash: hashOf(DEMO_LOGINS.buyer.password),
      name: b.name,
      role: 'buyer',
      mobile: mobile(rng),
      occupation: b.occupation,
      avatar: avatars[AGENTS.length + i] ?? null,
      createdAt: created,
      updatedAt: created,
    });
  });
  // Demo accounts are confirmed, as if each had opened its confirmation link when it was made.
  for (const row of rows) row.emailVerifiedAt = row.createdAt;
  await db.insert(users).values(rows).onConflictDoNothing({ target: users.email });

  const stored = await db
    .select({ id: users.id, email: users.email, active: users.active })
    .from(users)
    .where(
      inArray(
        users.email,
        rows.map((r) => r.email),
      ),
    );
  const byEmail = new Map(stored.map((u) => [u.email, u]));
  const get = (email: string) => {
    const u = byEmail.get(email);
    if (!u) throw new Error(`demo user ${email} missing after insert`);
    return u;
  };
  return {
    adminId: get(DEMO_LOGINS.admin.email).id,
    agents: AGENTS.map((a, i) => {
      const u = get(DEMO_LOGINS.agent.emailOf(i + 1));
      return { id: u.id, email: u.email, active: u.active, city: a.city };
    }),
    buyers: BUYERS.map((_, i) => {
      const u = get(DEMO_LOGINS.buyer.emailOf(i + 1));
      return { id: u.id, email: u.email };
    }),
  };
}

/** The builders with logos and team photos; a builder already present (by name) is kept. */
export async function insertDemoDevelopers(
  db: Db,
  storage: Storage,
  now: Date,
): Promise<TGeneratorDeveloper[]> {
  const names = DEVELOPERS.map((d) => d.name);
  const existing = new Set(
    (await db.select({ name: developers.name }).from(developers).where(inArray(developers.name, names))).map(
      (d) => d.name,
    ),
  );
  const missing = DEVELOPERS.filter((d) => !existing.has(d.name));
  const rows: (typeof developers.$inferInsert)[] = [];
  await runLimited(missing, 4, async (d) => {
    const s = slug(d.name);
    const logoKey = `${DEMO_PREFIX}developers/${s}/logo.webp`;
    await storeOnce(storage, logoKey, () => renderLogo(d.name, d.foundedYear));
    const team = await Promise.all(
      d.team.map(async (m, i) => {
        const key = `${DEMO_PREFIX}developers/${s}/team-${i + 1}.webp`;
        await storeOnce(storage, key, () => renderAvatar(m.name, d.foundedYear * 10 + i));
        return { name: m.name, designation: m.designation, image: storedFile(storage, key) };
      }),
    );
    const created = new Date(now.getTime() - (340 - names.indexOf(d.name) * 3) * DAY_MS);
    rows.push({
      id: newId(created.getTime()),
      name: d.name,
      description: d.description,
      website: d.website,
      foundedYear: d.foundedYear,
      logo: storedFile(storage, logoKey),
      hqCity: d.hqCity,
      hqState: d.hqState,
      hqCountry: 'India',
      completedProjects: d.completedProjects,
      ongoingProjects: d.ongoingProjects,
      upcomingProjects: d.upcomingProjects,
      flagshipProjects: d.flagshipProjects.map((p) => ({ ...p })),
      team,
      specializations: d.specializations.map((p) => ({ ...p })),
      specializationKeys: d.specializations.map((p) => p.name.toLowerCase()),
      contactEmail: d.contactEmail,
      contactPhone: d.contactPhone,
      socialMedia: { ...d.socialMedia },
      awards: d.awards.map((a) => ({ ...a })),
      createdAt: created,
      updatedAt: created,
    });
  });
  // Insert in the data file's order so lists sorted by creation look intentional.
  rows.sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
  if (rows.length) await db.insert(developers).values(rows);
  return loadGeneratorDevelopers(db);
}

/** Every builder in the database as the generator needs it; demo builders keep their focus cities. */
export async function loadGeneratorDevelopers(db: Db): Promise<TGeneratorDeveloper[]> {
  const rows = await db
    .select({
      id: developers.id,
      name: developers.name,
      hqCity: developers.hqCity,
      keys: developers.specializationKeys,
    })
    .from(developers);
  const focus = new Map(DEVELOPERS.map((d) => [d.name, d.focusCities]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    focusCities: focus.get(r.name) ?? [r.hqCity],
    specializationKeys: r.keys,
  }));
}
