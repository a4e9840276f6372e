import { ZPropertyCreateRequest, ZPropertyUpdateRequest } from '@nivaas/shared/property';
import { keptApprovals, keptHighlights, toFormFieldKey } from './form-rows';
import { NEARBY_PLACES, normaliseNumbers, type TPropertyFormValues } from './form-values';

export type TFormMode = 'create' | 'edit';
export type TFieldErrors = Record<string, string>;

export const AGENT_REQUIRED = 'The agent is required';

/** The form's values in the shape the shared schema reads (the flat form shape). */
export function toSchemaInput(formValues: TPropertyFormValues): Record<string, unknown> {
  const values = normaliseNumbers(formValues);
  const nearbyLocalities: Record<string, unknown> = {};
  for (const place of NEARBY_PLACES) {
    const has = values.nearbyLocalities[place.flag];
    nearbyLocalities[place.flag] = has;
    if (has) nearbyLocalities[place.name] = values.nearbyLocalities[place.name];
  }
  return {
    title: values.title,
    description: values.description,
    titleHi: values.titleHi,
    descriptionHi: values.descriptionHi,
    type: values.type,
    status: values.status,
    constructionStatus: values.constructionStatus,
    featured: values.featured,
    price: values.price,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    area: values.area,
    buildingName: values.buildingName,
    floorNumber: values.floorNumber,
    ageOfProperty: values.ageOfProperty,
    possessionDate: values.possessionDate,
    line1: values.line1,
    street: values.street,
    locality: values.locality,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    country: values.country,
    latitude: values.latitude,
    longitude: values.longitude,
    amenities: values.amenities,
    highlights: keptHighlights(values).map((r) => r.value),
    nearbyLocalities,
    projectDetails: values.projectDetails,
    approvals: keptApprovals(values).map((r) => r.value),
    developer: values.developer?._id,
    agent: values.agent?._id,
    images: values.images,
  };
}

/**
 * Checks the form with the shared schema of its mode (the server parses with the same one), and
 * the agent for admins. Answers one message per form field, keyed by the field's name in the form.
 */
export function validatePropertyForm(
  values: TPropertyFormValues,
  opts: { mode: TFormMode; mustChooseAgent: boolean },
): TFieldErrors {
  const schema = opts.mode === 'create' ? ZPropertyCreateRequest : ZPropertyUpdateRequest;
  const result = schema.safeParse(toSchemaInput(values));
  const errors: TFieldErrors = {};
  const rows = { highlights: keptHighlights(values), approvals: keptApprovals(values) };
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = toFormFieldKey(issue.path.map(String).join('.') || 'root', rows);
      if (!(key in errors)) errors[key] = issue.message;
    }
  }
  if (opts.mustChooseAgent && !values.agent) errors.agent = AGENT_REQUIRED;
  return errors;
}

/** Form fields in the order they appear, so the first invalid one can be focused. */
export const FIELD_ORDER: readonly string[] = [
  'title',
  'description',
  'titleHi',
  'descriptionHi',
  'type',
  'status',
  'constructionStatus',
  'agent',
  'featured',
  'price',
  'area',
  'bedrooms',
  'bathrooms',
  'floorNumber',
  'ageOfProperty',
  'buildingName',
  'possessionDate',
  'line1',
  'street',
  'locality',
  'city',
  'state',
  'zipCode',
  'country',
  'latitude',
  'longitude',
  'images',
  'floorPlans',
  'brochure',
  'virtualTour',
  'amenities',
  'highlights',
  'nearbyLocalities',
  'developer',
  'projectDetails.projectArea',
  'projectDetails.totalUnits',
  'projectDetails.launchDate',
  'projectDetails.reraId',
  'projectDetails.configurations',
  'approvals',
];

/** The error key that comes first on the page ('approvals.1.name' sorts under 'approvals'). */
export function firstInvalidField(errors: TFieldErrors): string | undefined {
  const keys = Object.keys(errors);
  const rank = (key: string) => {
    const exact = FIELD_ORDER.indexOf(key);
    if (exact >= 0) return exact;
    const group = FIELD_ORDER.findIndex((f) => key.startsWith(`${f}.`));
    return group >= 0 ? group : FIELD_ORDER.length;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }))[0];
}
