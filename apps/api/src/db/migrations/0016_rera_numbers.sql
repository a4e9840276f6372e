-- RERA registration numbers. The number stays in project_details (what the form sends and the
-- detail answers); a generated column copies it out so the 'RERA registered only' filter has an
-- index. Admins mark a number checked against the authority's register (who and when).
ALTER TABLE "properties" ADD COLUMN "rera_id" text GENERATED ALWAYS AS (nullif(btrim(project_details ->> 'reraId'), '')) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rera_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rera_checked_by" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rera_checked_by_users_id_fk" FOREIGN KEY ("rera_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Public listings with a RERA number, newest first, carrying the search form's filter columns like
-- the newest-first index of 0012: 'RERA registered only' with any other filter is answered from
-- this index alone. Only listings with a number are in it, so other searches are not slowed.
CREATE INDEX "properties_pub_rera_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("lat","lng","status","type","city_key","price","area","bedrooms","bathrooms","amenity_mask") WHERE listed and status in ('For Sale', 'For Rent') and rera_id is not null;--> statement-breakpoint
-- A check is of one number: a changed (or removed) number is no longer checked, whoever writes it.
CREATE OR REPLACE FUNCTION properties_rera_check_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF nullif(btrim(NEW.project_details ->> 'reraId'), '') IS DISTINCT FROM nullif(btrim(OLD.project_details ->> 'reraId'), '') THEN
    NEW.rera_checked_at := NULL;
    NEW.rera_checked_by := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_rera_check_reset
  BEFORE UPDATE OF project_details ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_rera_check_reset();
