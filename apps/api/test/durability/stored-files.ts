import path from 'node:path';
import type { Database } from '../../src/db/client';
import { UPLOADS_URL_PREFIX } from '../../src/storage/local-storage';

type TFileRef = { url?: string; variants?: Record<string, string> } | null;

const keysOf = (file: TFileRef): string[] =>
  file
    ? [file.url ?? '', ...Object.values(file.variants ?? {})]
        .filter((u) => u.startsWith(UPLOADS_URL_PREFIX))
        .map((u) => u.slice(UPLOADS_URL_PREFIX.length))
    : [];

/** Every storage key some row points at: listing files, avatars, builder logos and team photos. */
export async function referencedKeys(database: Database): Promise<Set<string>> {
  const keys = new Set<string>();
  const add = (file: TFileRef) => {
    for (const k of keysOf(file)) keys.add(k);
  };
  const listings = await database.query<{
    images: TFileRef[];
    floor_plans: TFileRef[];
    brochure: TFileRef;
    virtual_tour: TFileRef;
  }>('select images, floor_plans, brochure, virtual_tour from properties');
  for (const p of listings) {
    for (const f of [...p.images, ...p.floor_plans, p.brochure, p.virtual_tour]) add(f);
  }
  for (const u of await database.query<{ avatar: string | null }>('select avatar from users')) {
    add(u.avatar ? { url: u.avatar } : null);
  }
  const builders = await database.query<{ logo: TFileRef; team: { image?: TFileRef }[] }>(
    'select logo, team from developers',
  );
  for (const d of builders) for (const f of [d.logo, ...d.team.map((m) => m.image ?? null)]) add(f);
  return keys;
}

/** Files in storage that no row points at, leaving out the shared demo pool. */
export function orphanFiles(storedFiles: string[], referenced: Set<string>): string[] {
  return storedFiles
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => !f.startsWith('demo/') && !referenced.has(f));
}
