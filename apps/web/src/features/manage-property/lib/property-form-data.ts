import { keptApprovals, keptHighlights } from './form-rows';
import {
  ADDRESS_KEYS,
  NEARBY_PLACES,
  normaliseNumbers,
  PROJECT_DETAIL_KEYS,
  type TPropertyFormValues,
} from './form-values';
import type { TFormMode } from './validate-property-form';

/**
 * The Add / Edit Property form as the multipart body of POST / PUT /properties (public-site §7,
 * API.md 'Create and update'): nested objects as bracket fields (`address[city]`), amenities as
 * repeated `amenities[]`, highlights as `highlights[i]`, approvals as `approvals[i][name]`; numbers
 * as text; empty values are not sent. An edit lists the photos it keeps as `existingImages` JSON.
 */
export type TFormDataOptions = {
  mode: TFormMode;
  /** Admins name the agent; an agent's listing is always their own. */
  canChooseAgent: boolean;
  /** Agents and admins may set Featured. */
  canSetFeatured: boolean;
};

const PLAIN_FIELDS = [
  'title',
  'description',
  'titleHi',
  'descriptionHi',
  'type',
  'status',
  'price',
  'bedrooms',
  'bathrooms',
  'area',
  'buildingName',
  'floorNumber',
  'constructionStatus',
  'possessionDate',
  'ageOfProperty',
] as const satisfies readonly (keyof TPropertyFormValues)[];

export function toPropertyFormData(formValues: TPropertyFormValues, opts: TFormDataOptions): FormData {
  const values = normaliseNumbers(formValues);
  const form = new FormData();
  const put = (name: string, value: string | undefined | null) => {
    const text = value?.trim();
    if (text) form.append(name, text);
  };

  for (const key of PLAIN_FIELDS) put(key, values[key]);
  if (opts.canSetFeatured) form.append('featured', values.featured ? 'true' : 'false');
  put('developer', values.developer?._id);
  if (opts.canChooseAgent) put('agent', values.agent?._id);

  for (const key of ADDRESS_KEYS) put(`address[${key}]`, values[key]);
  // A pin needs both halves.
  if (values.latitude.trim() && values.longitude.trim()) {
    put('latitude', values.latitude);
    put('longitude', values.longitude);
  }

  for (const amenity of values.amenities) form.append('amenities[]', amenity);
  keptHighlights(values).forEach((h, i) => {
    form.append(`highlights[${i}]`, h.value);
  });

  for (const place of NEARBY_PLACES) {
    const has = values.nearbyLocalities[place.flag];
    form.append(`nearbyLocalities[${place.flag}]`, has ? 'true' : 'false');
    if (has) put(`nearbyLocalities[${place.name}]`, values.nearbyLocalities[place.name]);
  }
  for (const key of PROJECT_DETAIL_KEYS) put(`projectDetails[${key}]`, values.projectDetails[key]);
  keptApprovals(values).forEach((a, i) => {
    put(`approvals[${i}][name]`, a.value.name);
    put(`approvals[${i}][number]`, a.value.number);
    put(`approvals[${i}][date]`, a.value.date);
  });

  if (opts.mode === 'edit') {
    const kept = values.images.flatMap((item) => (item.kind === 'existing' ? [item.image] : []));
    for (const image of kept) form.append('existingImages', JSON.stringify(image));
    // No part at all would read as "not said"; an empty list says "keep none".
    if (kept.length === 0) form.append('existingImages', '[]');
  }
  for (const item of values.images) if (item.kind === 'new') form.append('images', item.file, item.file.name);
  for (const file of values.floorPlans) form.append('floorPlans', file, file.name);
  if (values.brochure) form.append('brochure', values.brochure, values.brochure.name);
  if (values.virtualTour) form.append('virtualTour', values.virtualTour, values.virtualTour.name);
  return form;
}
