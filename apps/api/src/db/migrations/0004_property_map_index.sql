-- The map view: a box of public listings in the list's order. With the box and every sort key in
-- one partial index, the matches of a box are read (and counted) from the index alone, without
-- visiting each listing; the plain (lat, lng) index of 0001 read every matching row (4,000+ in a
-- city box, 26 ms on PGlite at 100,000 listings).
DROP INDEX IF EXISTS "properties_lat_lng_idx";--> statement-breakpoint
CREATE INDEX "properties_pub_map_idx" ON "properties" USING btree ("lat","lng","created_at","id","price","area") WHERE agent_active and status in ('For Sale', 'For Rent');
