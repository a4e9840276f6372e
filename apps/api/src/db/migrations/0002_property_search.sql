CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_state_key_idx";--> statement-breakpoint
DROP INDEX "properties_locality_key_idx";--> statement-breakpoint
DROP INDEX "properties_area_idx";--> statement-breakpoint
DROP INDEX "properties_type_idx";--> statement-breakpoint
DROP INDEX "properties_bedrooms_idx";--> statement-breakpoint
DROP INDEX "properties_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "geo_km" "point" GENERATED ALWAYS AS (case when lat is null or lng is null then null else point(lng * cos(radians(lat)) * 111.32, lat * 110.574) end) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_pub_created_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
CREATE INDEX "properties_pub_locality_idx" ON "properties" USING btree ("locality_key","created_at" DESC NULLS FIRST) WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
CREATE INDEX "properties_pub_state_idx" ON "properties" USING btree ("state_key","created_at" DESC NULLS FIRST) WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
CREATE INDEX "properties_pub_type_idx" ON "properties" USING btree ("type","created_at" DESC NULLS FIRST) WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
CREATE INDEX "properties_pub_bedrooms_idx" ON "properties" USING btree ("bedrooms","created_at" DESC NULLS FIRST) WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
CREATE INDEX "properties_pub_price_idx" ON "properties" USING btree ("price","id") WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
CREATE INDEX "properties_pub_area_idx" ON "properties" USING btree ("area" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE agent_active and status in ('For Sale', 'For Rent');--> statement-breakpoint
CREATE INDEX "properties_geo_km_idx" ON "properties" USING gist ("geo_km");