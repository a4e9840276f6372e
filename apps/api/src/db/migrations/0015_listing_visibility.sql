-- Listings leave the public site for reasons of their own (issue 17: not confirmed for too long,
-- reported by several people, hidden by a moderator), besides their agent's deactivation. Every
-- public list, count, map cell and the detail page already filter on one flag through the partial
-- properties_pub_* indexes and the count triggers; that flag becomes `listed` (agent active and
-- not hidden), so hiding a listing costs one row update and no index, plan or trigger changes.
-- Renaming keeps the partial indexes (their predicates follow the column); the trigger functions'
-- bodies are text and are written again with the new name.
ALTER TABLE "properties" RENAME COLUMN "agent_active" TO "listed";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_hidden_reason_check" CHECK ("hidden_reason" in ('stale', 'reported', 'moderator'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_hidden_not_listed_check" CHECK (not ("listed" and "hidden_reason" is not null));--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_count_developer_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Applied in builder order, so concurrent statements lock the count rows in one order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO developer_listing_counts AS c (developer_id, listings)
    SELECT developer_id, count(*) FROM new_rows
    WHERE developer_id IS NOT NULL AND listed AND status IN ('For Sale', 'For Rent')
    GROUP BY developer_id ORDER BY developer_id
    ON CONFLICT (developer_id) DO UPDATE SET listings = c.listings + excluded.listings;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE developer_listing_counts c SET listings = c.listings - gone.n
    FROM (
      SELECT developer_id, count(*) AS n FROM old_rows
      WHERE developer_id IS NOT NULL AND listed AND status IN ('For Sale', 'For Rent')
      GROUP BY developer_id ORDER BY developer_id
    ) gone
    WHERE c.developer_id = gone.developer_id;
  ELSE
    INSERT INTO developer_listing_counts AS c (developer_id, listings)
    SELECT developer_id, sum(n) FROM (
      SELECT developer_id, 1 AS n FROM new_rows
      WHERE developer_id IS NOT NULL AND listed AND status IN ('For Sale', 'For Rent')
      UNION ALL
      SELECT developer_id, -1 FROM old_rows
      WHERE developer_id IS NOT NULL AND listed AND status IN ('For Sale', 'For Rent')
    ) changes
    GROUP BY developer_id HAVING sum(n) <> 0 ORDER BY developer_id
    ON CONFLICT (developer_id) DO UPDATE SET listings = c.listings + excluded.listings;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_follow_map_cells() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM property_map_cells_apply(array_agg(1), array_agg(lat), array_agg(lng), array_agg(status))
    FROM new_rows WHERE listed AND lat IS NOT NULL AND lng IS NOT NULL HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM property_map_cells_apply(array_agg(-1), array_agg(lat), array_agg(lng), array_agg(status))
    FROM old_rows WHERE listed AND lat IS NOT NULL AND lng IS NOT NULL HAVING count(*) > 0;
  ELSE
    PERFORM property_map_cells_apply(array_agg(d.sign), array_agg(d.lat), array_agg(d.lng), array_agg(d.status))
    FROM (
      SELECT -1 AS sign, lat, lng, status FROM old_rows WHERE listed AND lat IS NOT NULL AND lng IS NOT NULL
      UNION ALL
      SELECT 1, lat, lng, status FROM new_rows WHERE listed AND lat IS NOT NULL AND lng IS NOT NULL
    ) d HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
