import { isoTime } from '../properties/property-card-json';

/**
 * A stored image as the API answers it (ZImageRef): `_id`, `url`, `publicId` and `variants` when it
 * has them; null when there is none.
 */
const imageRefJson = (stored: string) => `case
  when ${stored} is null or jsonb_typeof(${stored}) = 'null' then null
  when coalesce(jsonb_typeof(${stored} -> 'variants'), 'null') = 'null'
    then json_build_object('_id', ${stored} -> '_id', 'url', ${stored} -> 'url', 'publicId', ${stored} -> 'publicId')
  else json_build_object('_id', ${stored} -> '_id', 'url', ${stored} -> 'url', 'publicId', ${stored} -> 'publicId',
    'variants', ${stored} -> 'variants') end`;

/**
 * A builder (ZDeveloper) as JSON built by the database from the developers row `d` and its
 * `listing_count`: the builders' one writer. A list of builders is then one JSON text the route
 * sends on, not rows parsed, mapped and serialised again (the list's cost was mostly that, not its query).
 * File URLs come out as stored; the repository answers them through `media.json`.
 */
export const developerJson = (d: string) => `json_build_object(
  '_id', ${d}.id, 'name', ${d}.name, 'description', ${d}.description, 'website', ${d}.website,
  'foundedYear', ${d}.founded_year, 'logo', ${imageRefJson(`${d}.logo`)},
  'headquarters', json_build_object('city', ${d}.hq_city, 'state', ${d}.hq_state, 'country', ${d}.hq_country),
  'completedProjects', ${d}.completed_projects, 'ongoingProjects', ${d}.ongoing_projects,
  'upcomingProjects', ${d}.upcoming_projects, 'flagshipProjects', ${d}.flagship_projects,
  'team', (select coalesce(json_agg(json_build_object('name', m -> 'name', 'designation', m -> 'designation',
      'image', ${imageRefJson("(m -> 'image')")}) order by i), '[]'::json)
    from jsonb_array_elements(${d}.team) with ordinality t(m, i)),
  'specializations', ${d}.specializations,
  'contact', json_build_object('email', ${d}.contact_email, 'phone', ${d}.contact_phone),
  'socialMedia', json_build_object('facebook', ${d}.social_media -> 'facebook',
    'twitter', ${d}.social_media -> 'twitter', 'linkedin', ${d}.social_media -> 'linkedin',
    'instagram', ${d}.social_media -> 'instagram'),
  'awards', ${d}.awards, 'listingCount', ${d}.listing_count,
  'createdAt', ${isoTime(`${d}.created_at`)}, 'updatedAt', ${isoTime(`${d}.updated_at`)})`;
