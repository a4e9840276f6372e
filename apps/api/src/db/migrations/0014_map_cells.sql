-- The public map of a search (GET /properties/map), grouped in a grid by the server.
CREATE TABLE "property_map_cells" (
	"level" smallint NOT NULL,
	"cy" integer NOT NULL,
	"cx" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	CONSTRAINT "property_map_cells_level_cy_cx_status_pk" PRIMARY KEY("level","cy","cx","status")
);
--> statement-breakpoint
CREATE INDEX "properties_pub_city_map_idx" ON "properties" USING btree ("city_key","lat","lng") WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
CREATE INDEX "properties_pub_lng_map_idx" ON "properties" USING btree ("lng","lat") WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
-- The map's grid counted ahead (see property_map_cells in schema.ts). A level's cells are
-- 2^-level degrees (level 0: 1 degree … level 6: 1/64 degree, about 1.7 km); a map zoomed out
-- further adds up level 0's cells, which nest exactly in the bigger ones. Only listings of active
-- agents with a position are counted, per status. Sums are double precision: a cell of one listing
-- keeps that listing's position to well under a metre, enough to find it again.
CREATE OR REPLACE FUNCTION property_map_cells_apply(signs integer[], lats double precision[], lngs double precision[], statuses text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_map_cells AS c (level, cy, cx, status, n, sum_lat, sum_lng)
  SELECT l.level, floor(d.lat * (2 ^ l.level))::int, floor(d.lng * (2 ^ l.level))::int, d.status,
    sum(d.sign)::int, sum(d.sign * d.lat), sum(d.sign * d.lng)
  FROM unnest(signs, lats, lngs, statuses) AS d(sign, lat, lng, status)
  CROSS JOIN generate_series(0, 6) AS l(level)
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.lat) <> 0 OR sum(d.sign * d.lng) <> 0
  ON CONFLICT (level, cy, cx, status) DO UPDATE
    SET n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng;
  DELETE FROM property_map_cells WHERE n <= 0 AND (level, cy, cx, status) IN (
    SELECT l.level, floor(d.lat * (2 ^ l.level))::int, floor(d.lng * (2 ^ l.level))::int, d.status
    FROM unnest(signs, lats, lngs, statuses) AS d(sign, lat, lng, status)
    CROSS JOIN generate_series(0, 6) AS l(level)
    WHERE d.sign < 0
  );
END
$$;
--> statement-breakpoint
-- One pass per statement: a bulk insert of thousands of listings updates each cell once.
CREATE OR REPLACE FUNCTION properties_follow_map_cells() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM property_map_cells_apply(array_agg(1), array_agg(lat), array_agg(lng), array_agg(status))
    FROM new_rows WHERE agent_active AND lat IS NOT NULL AND lng IS NOT NULL HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM property_map_cells_apply(array_agg(-1), array_agg(lat), array_agg(lng), array_agg(status))
    FROM old_rows WHERE agent_active AND lat IS NOT NULL AND lng IS NOT NULL HAVING count(*) > 0;
  ELSE
    PERFORM property_map_cells_apply(array_agg(d.sign), array_agg(d.lat), array_agg(d.lng), array_agg(d.status))
    FROM (
      SELECT -1 AS sign, lat, lng, status FROM old_rows WHERE agent_active AND lat IS NOT NULL AND lng IS NOT NULL
      UNION ALL
      SELECT 1, lat, lng, status FROM new_rows WHERE agent_active AND lat IS NOT NULL AND lng IS NOT NULL
    ) d HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_map_cells_insert
  AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_follow_map_cells();
--> statement-breakpoint
CREATE TRIGGER properties_map_cells_update
  AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_follow_map_cells();
--> statement-breakpoint
CREATE TRIGGER properties_map_cells_delete
  AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_follow_map_cells();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_truncate_map_cells() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM property_map_cells;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_map_cells_truncate
  AFTER TRUNCATE ON properties FOR EACH STATEMENT EXECUTE FUNCTION properties_truncate_map_cells();
--> statement-breakpoint
INSERT INTO property_map_cells (level, cy, cx, status, n, sum_lat, sum_lng)
SELECT l.level, floor(p.lat * (2 ^ l.level))::int, floor(p.lng * (2 ^ l.level))::int, p.status,
  count(*)::int, sum(p.lat), sum(p.lng)
FROM properties p CROSS JOIN generate_series(0, 6) AS l(level)
WHERE p.agent_active AND p.lat IS NOT NULL AND p.lng IS NOT NULL
GROUP BY 1, 2, 3, 4;
