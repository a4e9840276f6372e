-- The newest-first index of public listings also carries each listing's latitude and longitude,
-- so a map box of more than 10,000 listings finds its newest page by walking this index alone
-- (about 1 ms for the Nashik box of 52,000 listings at 1,000,000) instead of sorting every
-- listing of the box (10-30 ms).
DROP INDEX IF EXISTS "properties_pub_created_idx";--> statement-breakpoint
CREATE INDEX "properties_pub_created_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("lat","lng") WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
-- Public listings' text with their bedrooms, in one text index: 'powai 1bhk' finds its 494
-- listings in the index alone (2 ms at 1,000,000), where the text index ANDed with the bedrooms
-- index read all 60,000-240,000 entries of that bedroom count (6-30 ms). Searches write an exact
-- bedroom count as array[bedrooms] @> array[n] to use it.
CREATE INDEX "properties_pub_search_idx" ON "properties" USING gin ("search_vector",(array["bedrooms"])) WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
-- No parallel plans on listings: every search reads a few thousand index entries at most, and a
-- parallel plan's workers take 3-5 ms to start (a 0.5 ms walk of the index above took 6.5 ms with
-- two workers); under many connections on few cores they only compete with the other requests.
ALTER TABLE "properties" SET (parallel_workers = 0);
