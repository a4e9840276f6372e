-- Listing freshness: agents confirm a listing is still available. A listing unconfirmed for the
-- site's stale limit (60 days by default) is marked stale: a badge, and last in the default order;
-- at the hide limit (90) it leaves public search (hidden_reason 'stale', migration 0015) until its
-- agent confirms it again. Both marks are set by a daily job in one statement each.
--
-- Listings that exist now count as confirmed today (the column's default): their agents could not
-- confirm anything before, and backdating them to their last edit would take most of the demo and
-- production listings out of search on the job's first run.
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Completeness, 0 to 100, for the default order ('Relevance'): photos (up to 40), description
-- length (up to 30), a RERA registration number (15; the project's reraId, as rera_id of migration
-- 0016, which a generated column cannot read) and amenities (up to 15). Stored and computed on
-- write, so the order is an index, never a computation over every listing. Payment plays no part
-- in it (the listing page says 'No paid placements').
CREATE FUNCTION "listing_quality"(images jsonb, description text, project_details jsonb, amenities text[]) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select (least(jsonb_array_length(coalesce(images, '[]'::jsonb)), 5) * 8
    + least(length(coalesce(description, '')) / 50, 10) * 3
    + case when nullif(btrim(project_details ->> 'reraId'), '') is not null then 15 else 0 end
    + least(coalesce(cardinality(amenities), 0), 5) * 3)::smallint
$$;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "quality_score" smallint GENERATED ALWAYS AS (listing_quality(images, description, project_details, amenities)) STORED;--> statement-breakpoint
-- The default order of public lists: fresh before stale, complete before sparse, recently confirmed
-- first; it carries the filter columns like migration 0012's indexes, so a page and its count are
-- read from index entries alone.
CREATE INDEX "properties_pub_relevance_idx" ON "properties" USING btree ("stale","quality_score" DESC NULLS FIRST,"confirmed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("created_at","lat","lng","status","type","city_key","price","area","bedrooms","bathrooms","amenity_mask") WHERE listed and status in ('For Sale', 'For Rent');--> statement-breakpoint
-- A city's listings in the same order (the site's searches start with a city): without it, a city
-- with few matches for its other filters walked the whole relevance index testing the city on
-- every entry (all 43,200 public entries of 60,000 listings for a Nashik search matching nothing).
CREATE INDEX "properties_pub_city_relevance_idx" ON "properties" USING btree ("city_key","stale","quality_score" DESC NULLS FIRST,"confirmed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("status","type","price","area","bedrooms","bathrooms","amenity_mask") WHERE listed and status in ('For Sale', 'For Rent');--> statement-breakpoint
-- The daily job's look-ups: listings to mark stale (not stale, confirmed before a day), to unmark
-- (stale, confirmed since) and to take out of search (stale, confirmed before a day); and the
-- weekly reminders (confirmed before a day).
CREATE INDEX "properties_stale_confirmed_idx" ON "properties" USING btree ("stale","confirmed_at");
