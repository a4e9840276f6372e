import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { TGeneratedProperty } from './listing-types';

export type TPropertySeedRow = TGeneratedProperty & { id: string };

/** Column of each generated field (the schema's field names); generated columns (keys, search text) are left to the database. */
export const PROPERTY_COLUMNS: readonly (readonly [keyof TPropertySeedRow, string])[] = [
  ['id', 'id'],
  ['title', 'title'],
  ['description', 'description'],
  ['titleHi', 'title_hi'],
  ['descriptionHi', 'description_hi'],
  ['type', 'type'],
  ['status', 'status'],
  ['price', 'price'],
  ['bedrooms', 'bedrooms'],
  ['bathrooms', 'bathrooms'],
  ['area', 'area'],
  ['buildingName', 'building_name'],
  ['floorNumber', 'floor_number'],
  ['featured', 'featured'],
  ['line1', 'line1'],
  ['street', 'street'],
  ['city', 'city'],
  ['locality', 'locality'],
  ['state', 'state'],
  ['zipCode', 'zip_code'],
  ['country', 'country'],
  ['lat', 'lat'],
  ['lng', 'lng'],
  ['amenities', 'amenities'],
  ['highlights', 'highlights'],
  ['nearbyLocalities', 'nearby_localities'],
  ['projectDetails', 'project_details'],
  ['approvals', 'approvals'],
  ['developerId', 'developer_id'],
  ['developerName', 'developer_name'],
  ['possessionDate', 'possession_date'],
  ['constructionStatus', 'construction_status'],
  ['ageOfProperty', 'age_of_property'],
  ['launchDate', 'launch_date'],
  ['images', 'images'],
  ['agentId', 'agent_id'],
  ['listed', 'listed'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
  ['confirmedAt', 'confirmed_at'],
  ['stale', 'stale'],
  ['hiddenReason', 'hidden_reason'],
  ['hiddenAt', 'hidden_at'],
  ['priceDroppedAt', 'price_dropped_at'],
  ['priceDropPercent', 'price_drop_percent'],
];

const COLUMN_LIST = PROPERTY_COLUMNS.map(([, c]) => c).join(', ');

/** The batch as one JSON array with the table's column names as keys. */
function toJson(rows: readonly TPropertySeedRow[]): string {
  const out = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as TPropertySeedRow;
    const obj: Record<string, unknown> = {};
    for (const [field, column] of PROPERTY_COLUMNS) obj[column] = row[field];
    out[i] = JSON.stringify(obj);
  }
  return `[${out.join(',')}]`;
}

/**
 * Inserts a batch of listings in one statement with one parameter: the rows travel as a JSON
 * array and jsonb_populate_recordset types every field from the table itself (text[], jsonb,
 * dates). That is much cheaper than tens of thousands of bind parameters, on PGlite and on
 * node-postgres alike, and has no 65,535-parameter ceiling.
 */
export async function insertPropertyBatch(db: Db, rows: readonly TPropertySeedRow[]): Promise<void> {
  if (!rows.length) return;
  const columns = sql.raw(COLUMN_LIST);
  await db.execute(
    sql`INSERT INTO properties (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::properties, ${toJson(rows)}::jsonb)`,
  );
  await insertPriceHistory(db, rows);
}

/**
 * The back-dated price history of the batch's listings whose price changed: the insert trigger
 * (migration 0020) wrote each listing's current price at its creation; that row gets the first
 * price, and the later prices follow with their dates. One statement, one JSON parameter.
 */
async function insertPriceHistory(db: Db, rows: readonly TPropertySeedRow[]): Promise<void> {
  const points: string[] = [];
  for (const row of rows) {
    row.priceChanges.forEach((p, k) => {
      points.push(
        JSON.stringify({ property_id: row.id, price: p.price, changed_at: p.changedAt, first: k === 0 }),
      );
    });
  }
  if (!points.length) return;
  await db.execute(
    sql`WITH points AS (
          SELECT * FROM jsonb_to_recordset(${`[${points.join(',')}]`}::jsonb)
            AS p(property_id uuid, price bigint, changed_at timestamptz, first boolean)
        ), firsts AS (
          UPDATE property_price_history h SET price = p.price
          FROM points p WHERE p.first AND h.property_id = p.property_id
        )
        INSERT INTO property_price_history (property_id, price, changed_at)
        SELECT property_id, price, changed_at FROM points WHERE NOT first`,
  );
}
