import { and, arrayContains, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { developers, properties, type TDeveloperRow, type TStoredFile } from '../../db/schema';
import { createMediaUrls, type TMediaUrls } from '../../storage/media-urls';
import { developerJson } from './developer-json';

export type { TDeveloperRow };
export type TDeveloperInsert = typeof developers.$inferInsert;
export type TDeveloperValues = Omit<TDeveloperInsert, 'id' | 'createdAt' | 'updatedAt' | 'logo'>;

export type TDeveloperFilters = {
  search?: string;
  city?: string;
  state?: string;
  country?: string;
  minYear?: number;
  maxYear?: number;
  minProjects?: number;
  maxProjects?: number;
  specialization?: string;
};

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(f: TDeveloperFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.search) {
    const pattern = likePattern(f.search);
    conditions.push(
      or(
        sql`lower(${developers.name}) like ${pattern}`,
        sql`lower(${developers.description}) like ${pattern}`,
        sql`lower(${developers.hqCity}) like ${pattern}`,
      ),
    );
  }
  // Stored values are trimmed on save, so lower(column) matches its index.
  if (f.city) conditions.push(sql`lower(${developers.hqCity}) = ${f.city.toLowerCase()}`);
  if (f.state) conditions.push(sql`lower(${developers.hqState}) = ${f.state.toLowerCase()}`);
  if (f.country) conditions.push(sql`lower(${developers.hqCountry}) = ${f.country.toLowerCase()}`);
  if (f.minYear !== undefined) conditions.push(gte(developers.foundedYear, f.minYear));
  if (f.maxYear !== undefined) conditions.push(lte(developers.foundedYear, f.maxYear));
  if (f.minProjects !== undefined) conditions.push(gte(developers.completedProjects, f.minProjects));
  if (f.maxProjects !== undefined) conditions.push(lte(developers.completedProjects, f.maxProjects));
  if (f.specialization) {
    conditions.push(arrayContains(developers.specializationKeys, [f.specialization.toLowerCase()]));
  }
  return and(...conditions);
}

/** The only code that reads and writes the developers table (and the builder name copied onto listings). */
export function createDevelopersRepository(db: Db, media: TMediaUrls = createMediaUrls(undefined)) {
  const builderJson = sql.raw(developerJson('d'));
  /**
   * Builders with `listing_count`: their public listings (agent active, For Sale or For Rent: the
   * rule of the public search, API.md), read from developer_listing_counts: a trigger on the
   * listings keeps it in step with every write (migration 0005), so a list costs the same at any
   * number of listings. A builder without a row there has none.
   */
  const withListingCount = (where: SQL | undefined, page?: { offset: number; limit: number }) => sql`
    select ${developers}.*,
      coalesce((select c.listings from developer_listing_counts c where c.developer_id = ${developers.id}), 0)
        as listing_count
    from ${developers}
    ${where ? sql`where ${where}` : sql``}
    order by lower(${developers.name}), ${developers.id}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;

  return {
    /**
     * Builders by name, as the JSON text of their TDeveloper array written by the database
     * (developer-json.ts), how many it holds and how many match.
     */
    async findDevelopersJson(
      filters: TDeveloperFilters,
      page?: { offset: number; limit: number },
    ): Promise<{ json: string; count: number; total: number }> {
      const where = filterWhere(filters);
      const { rows } = (await db.execute(sql`
        select coalesce(json_agg(${builderJson} order by lower(d.name), d.id), '[]')::text as json,
          count(*)::int as n
        from (${withListingCount(where, page)}) d`)) as { rows: { json: string; n: number }[] };
      const json = media.json(rows[0]?.json ?? '[]');
      const count = Number(rows[0]?.n ?? 0);
      const total = page ? Number(await db.$count(developers, where)) : count;
      return { json, count, total };
    },

    /** One builder as the JSON text of its TDeveloper (developer-json.ts), or undefined. */
    async getDeveloperJson(id: string): Promise<string | undefined> {
      const { rows } = (await db.execute(sql`
        select ${builderJson}::text as json
        from (${withListingCount(eq(developers.id, id))}) d`)) as { rows: { json: string }[] };
      const json = rows[0]?.json;
      return json === undefined ? undefined : media.json(json);
    },

    /** The builder's stored row (its team's photos, for an update), or undefined. */
    async getDeveloperRow(id: string): Promise<TDeveloperRow | undefined> {
      const [row] = await db.select().from(developers).where(eq(developers.id, id)).limit(1);
      return row;
    },

    async insertDeveloper(values: TDeveloperInsert): Promise<TDeveloperRow> {
      const [row] = await db.insert(developers).values(values).returning();
      if (!row) throw new Error('insert into developers returned no row');
      return row;
    },

    /** Updates the builder and, in the same transaction, the name copied onto its listings for search. */
    async updateDeveloper(id: string, values: TDeveloperValues): Promise<TDeveloperRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(developers)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(developers.id, id))
          .returning();
        if (!row) return undefined;
        await tx
          .update(properties)
          .set({ developerName: row.name })
          .where(
            and(
              eq(properties.developerId, id),
              sql`${properties.developerName} is distinct from ${row.name}`,
            ),
          );
        return row;
      });
    },

    /** Sets a new logo; answers the one it replaced (null if none), or undefined when the builder is gone. */
    async replaceLogo(id: string, logo: TStoredFile): Promise<{ previous: TStoredFile | null } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ logo: developers.logo })
          .from(developers)
          .where(eq(developers.id, id))
          .for('update');
        if (!current) return undefined;
        await tx.update(developers).set({ logo, updatedAt: new Date() }).where(eq(developers.id, id));
        return { previous: current.logo ?? null };
      });
    },

    /** Deletes the builder; its listings stay, with no builder (the FK sets null; the copied name goes too). */
    async deleteDeveloper(id: string): Promise<TDeveloperRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.update(properties).set({ developerName: null }).where(eq(properties.developerId, id));
        const [row] = await tx.delete(developers).where(eq(developers.id, id)).returning();
        return row;
      });
    },
  };
}
export type TDevelopersRepository = ReturnType<typeof createDevelopersRepository>;
