-- Indian property types (issue 16): stored listings move from the spec's American types to the
-- types an Indian buyer uses, with the mapping of LEGACY_PROPERTY_TYPES in packages/shared
-- (property-options.ts): House and Manufactured → Independent House, Condo → Apartment,
-- Townhouse → Row House, Land → Plot, Commercial → Office; a lower-case stored type ('apartment')
-- gets its proper case. Bathrooms become whole numbers: a half rounds up (2.5 → 3).
UPDATE "properties" SET "type" = CASE lower(btrim("type"))
    WHEN 'house' THEN 'Independent House'
    WHEN 'houses' THEN 'Independent House'
    WHEN 'manufactured' THEN 'Independent House'
    WHEN 'condo' THEN 'Apartment'
    WHEN 'condos' THEN 'Apartment'
    WHEN 'condos/co-ops' THEN 'Apartment'
    WHEN 'multi-family' THEN 'Apartment'
    WHEN 'apartments' THEN 'Apartment'
    WHEN 'apartment' THEN 'Apartment'
    WHEN 'flat' THEN 'Apartment'
    WHEN 'townhouse' THEN 'Row House'
    WHEN 'townhome' THEN 'Row House'
    WHEN 'townhomes' THEN 'Row House'
    WHEN 'land' THEN 'Plot'
    WHEN 'lots/land' THEN 'Plot'
    WHEN 'plot' THEN 'Plot'
    WHEN 'commercial' THEN 'Office'
    WHEN 'villa' THEN 'Villa'
  END
WHERE lower(btrim("type")) IN ('house', 'houses', 'manufactured', 'condo', 'condos', 'condos/co-ops',
  'multi-family', 'apartments', 'apartment', 'flat', 'townhouse', 'townhome', 'townhomes', 'land',
  'lots/land', 'plot', 'commercial', 'villa')
  AND "type" NOT IN ('Apartment', 'Villa', 'Plot');
--> statement-breakpoint
-- The demo generator titled and described condos as '2 BHK Condo in …' / '2 BHK condo': say apartment.
UPDATE "properties"
SET "title" = regexp_replace("title", '^(\d+) BHK Condo in ', '\1 BHK Apartment in '),
    "description" = regexp_replace("description", '(\d+) BHK condo\M', '\1 BHK apartment', 'g')
WHERE "type" = 'Apartment' AND ("title" ~ '^\d+ BHK Condo in ' OR "description" ~ '\d+ BHK condo\M');
--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "bathrooms" SET DATA TYPE integer USING round("bathrooms"::numeric)::integer;
