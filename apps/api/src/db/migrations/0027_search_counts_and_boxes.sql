-- Issue 21: a filtered search counts its matches (exactly up to 10,000) in the page's statement. With
-- a city, that count read every public listing of the city from the city index and tested the other
-- filters on each entry (Nashik, For Sale, 20-90 lakh, 2+ bedrooms at 100,000 listings: 14,291 entries
-- for 3,581 matches). This index is ordered by city, sale/rent and price, so the count reads only the
-- city's entries of that status and price band (5,760), and carries the other filter columns
-- (INCLUDE: drizzle does not express it) so they are tested on the index entries alone.
CREATE INDEX "properties_pub_city_price_idx" ON "properties" USING btree ("city_key","status","price","id") INCLUDE ("bedrooms","bathrooms","type","area","amenity_mask","created_at") WHERE listed and status in ('For Sale', 'For Rent');
--> statement-breakpoint
-- A dense map box (more than 10,000 listings) is paged by walking the newest-first index and testing
-- the box on its entries, written `(lat + 0) between …` so the box's own index cannot take it. Without
-- statistics on those expressions the planner took the box for a few dozen listings (0.5 % of a range
-- each, its default) and sorted a whole index's matches instead (the relevance index carries the same
-- columns since migration 0017): the Nashik box at 100,000 listings read 2,427 pages, 81,200 entries.
-- With them it sees a tenth of the listings in the box and walks: 650 pages.
CREATE STATISTICS "properties_box_lat_stat" ON (lat + 0) FROM "properties";--> statement-breakpoint
CREATE STATISTICS "properties_box_lng_stat" ON (lng + 0) FROM "properties";
