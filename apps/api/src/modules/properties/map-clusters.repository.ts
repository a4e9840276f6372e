import { type SQL, sql } from 'drizzle-orm';
import {
  MAP_CELL_SHIFT,
  MAP_MARKERS_MAX,
  MAP_MARKERS_ZOOM,
  MAP_SINGLES_MAX,
  mapCellDegrees,
  type TMapBox,
  type TMapCluster,
  type TMapMarker,
  type TPropertyMap,
} from '@nivaas/shared/property-map';
import { PUBLIC_STATUSES } from '@nivaas/shared/property-options';
import type { TBbox, TPropertySearch } from '@nivaas/shared/property-search';
import type { Db } from '../../db/client';
import { properties, propertyMapCells } from '../../db/schema';
import { buildTsQuery, buildWhere, key, parseSearchText, type TResolvedWord } from './property-search';

/**
 * The map of a search, grouped in a grid by the database (see packages/shared property-map.ts).
 * Cells are 2^-level degrees with level = zoom - MAP_CELL_SHIFT. A search with no filter but its
 * statuses, city and box adds up property_map_cells (migrations 0014 and 0024, kept by triggers) for the cells
 * wholly inside the box, and groups the listings themselves only in the cells the box's edges cut;
 * any other search groups its matching listings (the same WHERE as the list, property-search.ts).
 */

/** The finest level counted ahead (1/64 degree, about 1.7 km); coarser maps add up level 0. */
export const MAP_CELL_LEVELS = 6;
/** How near (degrees) a listing is to the position of a cell of one: about a centimetre. */
const SAME_PLACE = 1e-7;

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as TRows<T>).rows;

type TCellRow = {
  cy: number;
  cx: number;
  n: number;
  lat: number;
  lng: number;
  min_lat: number;
  min_lng: number;
  max_lat: number;
  max_lng: number;
  /** Every part of the cell grouped listings (rather than adding up counted cells). */
  exact: boolean;
};
type TMarkerRow = {
  id: string;
  lat: number;
  lng: number;
  title: string | null;
  price: number | string | null;
  status: string;
  street: string | null;
  city: string | null;
};

/** Filters the counted-ahead grid can answer: statuses (of listed listings), a city and a box. */
const GRID_KEYS = new Set(['page', 'limit', 'sort', 'status', 'city', 'bbox']);
export function gridAnswers(q: TPropertySearch): boolean {
  if (q.city !== undefined && key(q.city) === '') return false;
  return Object.entries(q).every(([k, v]) => v === undefined || GRID_KEYS.has(k));
}

const statusList = (q: TPropertySearch): SQL =>
  sql.join(
    (q.status ?? PUBLIC_STATUSES).map((s) => sql`${s}`),
    sql`, `,
  );

/** The cells [from, to] of one axis that lie wholly inside [min, max] at `scale` cells a degree. */
function innerCells(min: number, max: number, scale: number): [number, number] {
  return [Math.ceil(min * scale), Math.floor(max * scale) - 1];
}

export function createMapClustersRepository(
  db: Db,
  deps: { resolveWords: (words: string[]) => Promise<TResolvedWord[]> },
) {
  /** When set, the statements run are collected here (for explainMap). */
  let trace: SQL[] | null = null;
  const run = <T>(query: SQL): Promise<T[]> => {
    trace?.push(query);
    return rowsOf<T>(db.execute(query));
  };

  /** Groups the listings matching `where` into cells of 1/scale degrees. */
  const groupListings = (where: SQL, scale: number): SQL => sql`
    select floor(lat * ${scale}::float8)::int as cy, floor(lng * ${scale}::float8)::int as cx,
      count(*)::int as n, sum(lat) as sum_lat, sum(lng) as sum_lng,
      min(lat) as min_lat, min(lng) as min_lng, max(lat) as max_lat, max(lng) as max_lng
    from ${properties} where ${where} and lat is not null and lng is not null
    group by 1, 2`;

  /**
   * The cells of a grid-answerable search, in three parts that never overlap: the counted cells of
   * `source` level for the display cells wholly inside the box; the counted cells of the finest
   * level (1/64 degree) wholly inside the box around them; and, grouped from the listings, only the
   * strips under 1/64 degree wide along the box's edges (four index ranges: the top and bottom by
   * latitude, the sides by longitude).
   */
  function gridStatement(q: TPropertySearch, scale: number, source: number): SQL {
    const statuses = statusList(q);
    // The country's cells are counted under '' and each city's under its key (migration 0024).
    const cityKey = q.city ? key(q.city) : '';
    const counted = (level: number, perDisplay: number, inside: SQL) => sql`
      select floor(cy / ${perDisplay}::float8)::int as cy, floor(cx / ${perDisplay}::float8)::int as cx,
        sum(n)::int as n, sum(sum_lat) as sum_lat, sum(sum_lng) as sum_lng,
        null::float8 as min_lat, null::float8 as min_lng, null::float8 as max_lat, null::float8 as max_lng
      from ${propertyMapCells}
      where city_key = ${cityKey} and level = ${level} and status in (${statuses}) ${inside}
      group by 1, 2`;
    const box = q.bbox;
    if (!box) return counted(source, 2 ** source / scale, sql``);
    const where = buildWhere(q, 'public', null);
    const fine = 2 ** MAP_CELL_LEVELS;
    const [Y0, Y1] = innerCells(box.minLat, box.maxLat, fine);
    const [X0, X1] = innerCells(box.minLng, box.maxLng, fine);
    if (Y0 > Y1 || X0 > X1) return groupListings(where, scale);
    const parts: SQL[] = [];
    // Display cells wholly inside the box, from the coarse level.
    const [y0, y1] = innerCells(box.minLat, box.maxLat, scale);
    const [x0, x1] = innerCells(box.minLng, box.maxLng, scale);
    const finePerDisplay = fine / scale;
    let notInner = sql``;
    if (y0 <= y1 && x0 <= x1) {
      const perSource = 2 ** source / scale;
      parts.push(
        counted(
          source,
          perSource,
          sql`and cy between ${y0 * perSource} and ${(y1 + 1) * perSource - 1}
            and cx between ${x0 * perSource} and ${(x1 + 1) * perSource - 1}`,
        ),
      );
      notInner = sql`and not (cy between ${y0 * finePerDisplay} and ${(y1 + 1) * finePerDisplay - 1}
        and cx between ${x0 * finePerDisplay} and ${(x1 + 1) * finePerDisplay - 1})`;
    }
    // The finest counted cells inside the box, around those.
    parts.push(
      counted(
        MAP_CELL_LEVELS,
        finePerDisplay,
        sql`and cy between ${Y0} and ${Y1} and cx between ${X0} and ${X1} ${notInner}`,
      ),
    );
    // The strips along the edges, from the listings.
    const south = Y0 / fine;
    const north = (Y1 + 1) / fine;
    const west = X0 / fine;
    const east = (X1 + 1) / fine;
    for (const strip of [
      sql`lat < ${south}::float8`,
      sql`lat >= ${north}::float8`,
      sql`lat >= ${south}::float8 and lat < ${north}::float8 and lng < ${west}::float8`,
      sql`lat >= ${south}::float8 and lat < ${north}::float8 and lng >= ${east}::float8`,
    ]) {
      parts.push(groupListings(sql`${where} and ${strip}`, scale));
    }
    return sql.join(
      parts.map((part) => sql`(${part})`),
      sql` union all `,
    );
  }

  /** Cells with their count, mean position and the box of their listings (or of the cell). */
  async function cells(part: SQL, scale: number, box: TBbox | undefined): Promise<TMapCluster[]> {
    const rows = await run<TCellRow>(sql`
      select cy, cx, sum(n)::int as n, sum(sum_lat) / sum(n) as lat, sum(sum_lng) / sum(n) as lng,
        min(min_lat) as min_lat, min(min_lng) as min_lng, max(max_lat) as max_lat, max(max_lng) as max_lng,
        bool_and(min_lat is not null) as exact
      from (${part}) parts group by cy, cx having sum(n) > 0`);
    return rows.map((r) => {
      const n = Number(r.n);
      // Listings grouped here carry their own extent; counted cells are as big as the cell.
      let cellBox: TMapBox = r.exact
        ? [Number(r.min_lng), Number(r.min_lat), Number(r.max_lng), Number(r.max_lat)]
        : [r.cx / scale, r.cy / scale, (r.cx + 1) / scale, (r.cy + 1) / scale];
      if (box) {
        cellBox = [
          Math.max(cellBox[0], box.minLng),
          Math.max(cellBox[1], box.minLat),
          Math.min(cellBox[2], box.maxLng),
          Math.min(cellBox[3], box.maxLat),
        ];
      }
      return { lat: Number(r.lat), lng: Number(r.lng), count: n, box: cellBox };
    });
  }

  const markerOf = (r: TMarkerRow): TMapMarker => ({
    _id: r.id,
    lat: Number(r.lat),
    lng: Number(r.lng),
    title: r.title,
    price: r.price === null ? null : Number(r.price),
    status: r.status,
    address: { street: r.street, city: r.city },
  });
  const MARKER_COLUMNS = sql`p.id, p.lat, p.lng, p.title, p.price, p.status, p.street, p.city`;

  /** The listing of each cell of one (found again at the cell's position), in the cells' order. */
  async function singles(where: SQL, at: TMapCluster[]): Promise<TMapMarker[]> {
    if (!at.length) return [];
    const lats = sql`array[${sql.join(
      at.map((c) => sql`${c.lat}`),
      sql`, `,
    )}]::float8[]`;
    const lngs = sql`array[${sql.join(
      at.map((c) => sql`${c.lng}`),
      sql`, `,
    )}]::float8[]`;
    const rows = await run<TMarkerRow>(sql`
      select ${MARKER_COLUMNS}
      from unnest(${lats}, ${lngs}) with ordinality as s(lat, lng, ord)
      cross join lateral (
        select ${MARKER_COLUMNS} from ${properties} p
        where ${where}
          and p.lat between s.lat - ${SAME_PLACE}::float8 and s.lat + ${SAME_PLACE}::float8
          and p.lng between s.lng - ${SAME_PLACE}::float8 and s.lng + ${SAME_PLACE}::float8
        limit 1
      ) p
      order by s.ord`);
    return rows.map(markerOf);
  }

  async function mapOf(
    q: TPropertySearch,
    zoom: number,
    text: SQL | null,
  ): Promise<Omit<TPropertyMap, 'bounds'> & { extent?: TMapBox }> {
    const cell = mapCellDegrees(zoom);
    const scale = 1 / cell;
    const level = zoom - MAP_CELL_SHIFT;
    const where = buildWhere(q, 'public', text);

    if (zoom >= MAP_MARKERS_ZOOM) {
      const rows = await run<TMarkerRow>(sql`
        select ${MARKER_COLUMNS} from ${properties} p
        where ${where} and p.lat is not null and p.lng is not null
        order by p.lat, p.lng limit ${MAP_MARKERS_MAX + 1}`);
      if (rows.length <= MAP_MARKERS_MAX) {
        return { total: rows.length, zoom, cell, clusters: [], markers: rows.map(markerOf) };
      }
    }

    const fromGrid = !text && gridAnswers(q) && level <= MAP_CELL_LEVELS;
    const part = fromGrid ? gridStatement(q, scale, Math.max(0, level)) : groupListings(where, scale);
    const all = await cells(part, scale, q.bbox);
    const total = all.reduce((sum, c) => sum + c.count, 0);
    const ones = all.filter((c) => c.count === 1).slice(0, MAP_SINGLES_MAX);
    const found = await singles(where, ones);
    // A cell of one whose listing was not found again stays a cluster of one.
    const near = (c: TMapCluster, m: TMapMarker) =>
      Math.abs(c.lat - m.lat) <= SAME_PLACE && Math.abs(c.lng - m.lng) <= SAME_PLACE;
    const clusters = all.filter((c) => c.count > 1 || !found.some((m) => near(c, m)));
    // Counted cells know only their own extent: a first map without a box (a city's listing page)
    // fits to where the listings are, four index end points of the map indexes.
    const extent = fromGrid && !q.bbox && total > 0 ? await extentOf(where) : undefined;
    return { total, zoom, cell, clusters, markers: found, extent };
  }

  async function extentOf(where: SQL): Promise<TMapBox | undefined> {
    const [r] = await run<{ w: number; s: number; e: number; n: number }>(sql`
      select min(lng) as w, min(lat) as s, max(lng) as e, max(lat) as n
      from ${properties} where ${where} and lat is not null and lng is not null`);
    return r && r.w !== null ? [Number(r.w), Number(r.s), Number(r.e), Number(r.n)] : undefined;
  }

  /** Around every cluster's listings and every marker. */
  function boundsOf(map: Omit<TPropertyMap, 'bounds'>): TMapBox | null {
    const boxes: TMapBox[] = [
      ...map.clusters.map((c) => c.box),
      ...map.markers.map((m): TMapBox => [m.lng, m.lat, m.lng, m.lat]),
    ];
    if (!boxes.length) return null;
    return [
      Math.min(...boxes.map((b) => b[0])),
      Math.min(...boxes.map((b) => b[1])),
      Math.max(...boxes.map((b) => b[2])),
      Math.max(...boxes.map((b) => b[3])),
    ];
  }

  /** The public map of a search at a zoom: the same listings as the list, with text matched the same way. */
  async function findMap(search: TPropertySearch, zoom: number): Promise<TPropertyMap> {
    let q = search;
    let words: TResolvedWord[] = [];
    if (q.search) {
      const parsed = parseSearchText(q.search);
      if (parsed.bedrooms !== undefined && !q.bedrooms) {
        q = { ...q, bedrooms: { value: parsed.bedrooms, atLeast: false } };
      }
      words = await deps.resolveWords(parsed.words);
    }
    let map = await mapOf(q, zoom, buildTsQuery(words, 'and', 'match'));
    // As the list does: nothing has every word, so what has any of them.
    if (map.total === 0 && words.length > 1) map = await mapOf(q, zoom, buildTsQuery(words, 'or', 'match'));
    const { extent, ...answer } = map;
    return { ...answer, bounds: extent ?? boundsOf(answer) };
  }

  return {
    findMap,

    /** EXPLAIN ANALYZE of the statements a map runs (for the benchmark's plan report). */
    async explainMap(search: TPropertySearch, zoom: number): Promise<string[]> {
      trace = [];
      let statements: SQL[] = [];
      try {
        await findMap(search, zoom);
      } finally {
        statements = trace ?? [];
        trace = null;
      }
      const plans: string[] = [];
      for (const statement of statements) {
        const rows = await rowsOf<Record<string, string>>(
          db.execute(sql`explain (analyze, buffers, costs off) ${statement}`),
        );
        plans.push(rows.map((r) => Object.values(r)[0]).join('\n'));
      }
      return plans;
    },
  };
}
export type TMapClustersRepository = ReturnType<typeof createMapClustersRepository>;
