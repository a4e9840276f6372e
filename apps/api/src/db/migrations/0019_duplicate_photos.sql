-- The 64-bit dHash cut into 7 keyed pieces (10 + 6 × 9 bits): hashes at most 6 bits apart agree
-- on at least one piece (6 differing bits touch at most 6 of 7), so an overlap of these arrays
-- (GIN) finds every near-identical photo without comparing all of them.
CREATE FUNCTION "dhash_bands"(bigint) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when $1 is null then null else array[
    ($1 & 1023)::int,
    1024 + (($1 >> 10) & 511)::int,
    2048 + (($1 >> 19) & 511)::int,
    3072 + (($1 >> 28) & 511)::int,
    4096 + (($1 >> 37) & 511)::int,
    5120 + (($1 >> 46) & 511)::int,
    6144 + (($1 >> 55) & 511)::int
  ] end
$$;--> statement-breakpoint
CREATE TABLE "listing_image_hashes" (
	"property_id" uuid NOT NULL,
	"image_id" text NOT NULL,
	"hash" bigint,
	"bands" integer[] GENERATED ALWAYS AS (dhash_bands(hash)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_image_hashes_property_id_image_id_pk" PRIMARY KEY("property_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "duplicate_photo_flags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"image_id" text NOT NULL,
	"other_property_id" uuid NOT NULL,
	"other_image_id" text NOT NULL,
	"distance" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "duplicate_photo_flags_resolution_check" CHECK ("duplicate_photo_flags"."resolution" in ('dismissed', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "listing_image_hashes" ADD CONSTRAINT "listing_image_hashes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_photo_flags" ADD CONSTRAINT "duplicate_photo_flags_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_photo_flags" ADD CONSTRAINT "duplicate_photo_flags_other_property_id_properties_id_fk" FOREIGN KEY ("other_property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_photo_flags" ADD CONSTRAINT "duplicate_photo_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_image_hashes_bands_idx" ON "listing_image_hashes" USING gin ("bands");--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_photo_flags_pair_key" ON "duplicate_photo_flags" USING btree ("property_id","image_id","other_property_id","other_image_id");--> statement-breakpoint
CREATE INDEX "duplicate_photo_flags_open_idx" ON "duplicate_photo_flags" USING btree ("created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "duplicate_photo_flags_other_idx" ON "duplicate_photo_flags" USING btree ("other_property_id");
