import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PUBLIC_ROWS, properties } from '../../db/schema';

export type TLocalityRow = {
  city: string;
  cityKey: string;
  state: string;
  locality: string;
  localityKey: string;
  count: number;
  lat: number | null;
  lng: number | null;
};

/** Reads the places listings are in (the properties table, grouped). */
export function createLocationsRepository(db: Db) {
  return {
    async findLocalities(): Promise<TLocalityRow[]> {
      const result = (await db.execute(sql`
        select min(city) as city, city_key as "cityKey", min(state) as state,
          min(locality) as locality, locality_key as "localityKey", count(*)::int as count,
          avg(lat)::float8 as lat, avg(lng)::float8 as lng
        from ${properties}
        where ${PUBLIC_ROWS}
        group by city_key, locality_key`)) as unknown as { rows: TLocalityRow[] };
      return result.rows;
    },
  };
}
export type TLocationsRepository = ReturnType<typeof createLocationsRepository>;
