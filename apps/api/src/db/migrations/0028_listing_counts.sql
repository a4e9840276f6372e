-- Issue 21: a city's search filtered on status, type, price and bedrooms counted its matches from
-- the index entries (the peers' query at 100,000 listings: 5,760 entries for 3,581 matches, 1.2-1.9 ms,
-- the larger part of the statement). The public listings are now counted ahead by city, status, price
-- step, type and bedrooms; such a search adds up the rows of the price steps it covers whole and
-- counts only the listings of the steps its limits cut (count-ahead.ts).
CREATE TABLE "listing_counts" (
	"city_key" text NOT NULL,
	"status" text NOT NULL,
	"price_step" smallint NOT NULL,
	"type" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_counts_city_key_status_price_step_type_bedrooms_pk" PRIMARY KEY("city_key","status","price_step","type","bedrooms")
);
--> statement-breakpoint
-- Searches test amenities on the bitmask the search indexes carry (migration 0012); this index on the
-- array was read by nothing and written on every insert and edit.
DROP INDEX "properties_amenities_idx";
--> statement-breakpoint
-- A price's step: its band (number of digits × 10 + first digit: 2,000,000 and 2,500,000 are in 62)
-- split in two, the band's lowest price alone (2 × 62) and the rest (2 × 62 + 1), so a limit of one
-- significant digit (₹20 L, ₹90 L, ₹2 Cr) falls on a step's edge, as a lower limit or an upper one.
-- priceStep in count-ahead.ts is the same function.
CREATE FUNCTION listing_price_step(price bigint) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN price <= 0 THEN 0
    ELSE ((length(price::text) - 1) * 10 + left(price::text, 1)::int) * 2
      + CASE WHEN rtrim(substr(price::text, 2), '0') = '' THEN 0 ELSE 1 END END::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION listing_counts_apply(signs integer[], cities text[], statuses text[], types text[], beds integer[], prices bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Rows in key order, so concurrent statements lock them in one order.
  INSERT INTO listing_counts AS c (city_key, status, price_step, type, bedrooms, n)
  SELECT d.city, d.status, listing_price_step(d.price), d.type, d.beds, sum(d.sign)::int
  FROM unnest(signs, cities, statuses, types, beds, prices) AS d(sign, city, status, type, beds, price)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (city_key, status, price_step, type, bedrooms) DO UPDATE SET n = c.n + excluded.n;
END
$$;
--> statement-breakpoint
CREATE FUNCTION properties_follow_listing_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM listing_counts_apply(array_agg(1), array_agg(city_key), array_agg(status), array_agg(type), array_agg(bedrooms), array_agg(price))
    FROM new_rows WHERE listed AND status IN ('For Sale', 'For Rent') HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM listing_counts_apply(array_agg(-1), array_agg(city_key), array_agg(status), array_agg(type), array_agg(bedrooms), array_agg(price))
    FROM old_rows WHERE listed AND status IN ('For Sale', 'For Rent') HAVING count(*) > 0;
  ELSE
    -- Only listings whose counted columns changed: saving a description moves no count.
    PERFORM listing_counts_apply(array_agg(d.sign), array_agg(d.city_key), array_agg(d.status), array_agg(d.type), array_agg(d.bedrooms), array_agg(d.price))
    FROM (
      SELECT o.listed, o.status, o.city_key, o.type, o.bedrooms, o.price, n.listed AS n_listed, n.status AS n_status,
        n.city_key AS n_city_key, n.type AS n_type, n.bedrooms AS n_bedrooms, n.price AS n_price
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.listed, o.status, o.city_key, o.type, o.bedrooms, o.price)
        IS DISTINCT FROM (n.listed, n.status, n.city_key, n.type, n.bedrooms, n.price)
    ) m
    CROSS JOIN LATERAL (
      SELECT -1, m.city_key, m.status, m.type, m.bedrooms, m.price WHERE m.listed AND m.status IN ('For Sale', 'For Rent')
      UNION ALL
      SELECT 1, m.n_city_key, m.n_status, m.n_type, m.n_bedrooms, m.n_price WHERE m.n_listed AND m.n_status IN ('For Sale', 'For Rent')
    ) d(sign, city_key, status, type, bedrooms, price)
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_listing_counts_insert
  AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_follow_listing_counts();
--> statement-breakpoint
CREATE TRIGGER properties_listing_counts_update
  AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_follow_listing_counts();
--> statement-breakpoint
CREATE TRIGGER properties_listing_counts_delete
  AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_follow_listing_counts();
--> statement-breakpoint
INSERT INTO listing_counts (city_key, status, price_step, type, bedrooms, n)
SELECT city_key, status, listing_price_step(price), type, bedrooms, count(*)::int
FROM properties WHERE listed AND status IN ('For Sale', 'For Rent')
GROUP BY 1, 2, 3, 4, 5;
