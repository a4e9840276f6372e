-- The map of one city counted ahead too (issue 16): a city's listing page asks for its map with
-- `city=…`, which grouped the city's listings themselves (81,616 in Nashik at 1,000,000 listings:
-- 250 ms at p95). Each listing now counts in two rows of a cell: the country's (city_key '') and its
-- city's. An update moves only rows whose position, status, visibility or city changed, so saving a
-- listing's description no longer takes it out of its cells and puts it back (and float sums no
-- longer drift in their last bits).
ALTER TABLE "property_map_cells" ADD COLUMN "city_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_map_cells" DROP CONSTRAINT "property_map_cells_level_cy_cx_status_pk";--> statement-breakpoint
ALTER TABLE "property_map_cells" ADD CONSTRAINT "property_map_cells_city_key_level_cy_cx_status_pk" PRIMARY KEY("city_key","level","cy","cx","status");--> statement-breakpoint
-- The side strips of a city's box, by longitude (the city index reads them by latitude).
CREATE INDEX "properties_pub_city_lng_map_idx" ON "properties" USING btree ("city_key","lng","lat") WHERE listed and status in ('For Sale', 'For Rent');--> statement-breakpoint
DROP FUNCTION property_map_cells_apply(integer[], double precision[], double precision[], text[]);--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_map_cells_apply(signs integer[], lats double precision[], lngs double precision[], statuses text[], cities text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Cells in key order, so concurrent statements lock them in one order.
  INSERT INTO property_map_cells AS c (city_key, level, cy, cx, status, n, sum_lat, sum_lng)
  SELECT k.city_key, l.level, floor(d.lat * (2 ^ l.level))::int, floor(d.lng * (2 ^ l.level))::int, d.status,
    sum(d.sign)::int, sum(d.sign * d.lat), sum(d.sign * d.lng)
  FROM unnest(signs, lats, lngs, statuses, cities) AS d(sign, lat, lng, status, city)
  CROSS JOIN LATERAL (VALUES (''), (d.city)) AS k(city_key)
  CROSS JOIN generate_series(0, 6) AS l(level)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.lat) <> 0 OR sum(d.sign * d.lng) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (city_key, level, cy, cx, status) DO UPDATE
    SET n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng;
  DELETE FROM property_map_cells WHERE n <= 0 AND (city_key, level, cy, cx, status) IN (
    SELECT k.city_key, l.level, floor(d.lat * (2 ^ l.level))::int, floor(d.lng * (2 ^ l.level))::int, d.status
    FROM unnest(signs, lats, lngs, statuses, cities) AS d(sign, lat, lng, status, city)
    CROSS JOIN LATERAL (VALUES (''), (d.city)) AS k(city_key)
    CROSS JOIN generate_series(0, 6) AS l(level)
    WHERE d.sign < 0
  );
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_follow_map_cells() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM property_map_cells_apply(array_agg(1), array_agg(lat), array_agg(lng), array_agg(status), array_agg(city_key))
    FROM new_rows WHERE listed AND lat IS NOT NULL AND lng IS NOT NULL HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM property_map_cells_apply(array_agg(-1), array_agg(lat), array_agg(lng), array_agg(status), array_agg(city_key))
    FROM old_rows WHERE listed AND lat IS NOT NULL AND lng IS NOT NULL HAVING count(*) > 0;
  ELSE
    PERFORM property_map_cells_apply(array_agg(d.sign), array_agg(d.lat), array_agg(d.lng), array_agg(d.status), array_agg(d.city_key))
    FROM (
      SELECT o.id, o.listed, o.lat, o.lng, o.status, o.city_key, n.listed AS n_listed, n.lat AS n_lat,
        n.lng AS n_lng, n.status AS n_status, n.city_key AS n_city_key
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.listed, o.lat, o.lng, o.status, o.city_key) IS DISTINCT FROM (n.listed, n.lat, n.lng, n.status, n.city_key)
    ) m
    CROSS JOIN LATERAL (
      SELECT -1, m.lat, m.lng, m.status, m.city_key WHERE m.listed AND m.lat IS NOT NULL AND m.lng IS NOT NULL
      UNION ALL
      SELECT 1, m.n_lat, m.n_lng, m.n_status, m.n_city_key WHERE m.n_listed AND m.n_lat IS NOT NULL AND m.n_lng IS NOT NULL
    ) d(sign, lat, lng, status, city_key)
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO property_map_cells (city_key, level, cy, cx, status, n, sum_lat, sum_lng)
SELECT p.city_key, l.level, floor(p.lat * (2 ^ l.level))::int, floor(p.lng * (2 ^ l.level))::int, p.status,
  count(*)::int, sum(p.lat), sum(p.lng)
FROM properties p CROSS JOIN generate_series(0, 6) AS l(level)
WHERE p.listed AND p.lat IS NOT NULL AND p.lng IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
