-- 0029's property_card_fields wrote the card's whole object twice, once with the listing's location
-- and once without, so a member added or changed in one copy could be missed in the other. The
-- object is now written once and the location added after it, to a listing with coordinates only.
--
-- Its text is the same as 0029's, byte for byte, for every listing: json_build_object writes each
-- member as `"key" : value` and joins them with ", ", and a nested object's text is its own ::text
-- (test/migration-0030.test.ts compares the two on listings with and without coordinates). So the
-- cards stored by 0029 stay as they are and are not written again.
--
-- Still one expression, without a sub-select, so the planner still inlines it (0029).
CREATE OR REPLACE FUNCTION property_card_fields(p properties) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT right(left(json_build_object(
    '_id', p.id, 'title', p.title, 'titleHi', p.title_hi, 'type', p.type, 'status', p.status, 'price', p.price::float8,
    'bedrooms', p.bedrooms, 'bathrooms', p.bathrooms::float8, 'area', p.area,
    'buildingName', p.building_name, 'floorNumber', p.floor_number, 'featured', p.featured,
    'address', json_build_object('line1', p.line1, 'street', p.street, 'city', p.city, 'locality', p.locality,
      'state', p.state, 'zipCode', p.zip_code, 'country', p.country),
    'amenities', to_json(p.amenities),
    'possessionDate', p.possession_date::text, 'constructionStatus', p.construction_status,
    'projectDetails', CASE WHEN p.launch_date IS NULL THEN '{}'::json
      ELSE json_build_object('launchDate', p.launch_date::text) END,
    'images', CASE WHEN jsonb_array_length(p.images) = 0 THEN '[]'::jsonb ELSE jsonb_build_array(p.images -> 0) END,
    'rera', CASE WHEN p.rera_id IS NULL THEN NULL
      ELSE json_build_object('number', p.rera_id,
        'checkedAt', to_char(p.rera_checked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END,
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'freshness', json_build_object('confirmedAt', to_char(p.confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'isStale', p.stale, 'isHiddenAsStale', coalesce(p.hidden_reason = 'stale', false)))::text, -1), -1)
  || CASE WHEN p.lat IS NOT NULL AND p.lng IS NOT NULL
    THEN ', "location" : ' || json_build_object('type', 'Point', 'coordinates', json_build_array(p.lng, p.lat))::text
    ELSE '' END
$$;
