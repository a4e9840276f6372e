-- Locality prices (₹ per sq ft by locality and type), computed on the fly from public listings.
-- A locality's page is addressed by slugs ('/properties/in/navi-mumbai/kharghar'): the slug of a
-- city or locality name, written by one function that the index, the queries and the sitemap share
-- (packages/shared/src/locality-prices.ts writes the same slug in the browser).
CREATE FUNCTION "locality_slug"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(btrim($1)), '[^a-z0-9]+', '-', 'g'), '-')
$$;--> statement-breakpoint
-- One locality's public listings, by sale/rent and type, with what the figures need (price, area,
-- created_at) INCLUDEd: a locality's medians, ranges, counts and trend read this index alone.
CREATE INDEX "properties_pub_locality_prices_idx" ON "properties" USING btree (locality_slug(city_key),locality_slug(locality_key),"status","type") INCLUDE ("price","area","created_at") WHERE listed and status in ('For Sale', 'For Rent');
