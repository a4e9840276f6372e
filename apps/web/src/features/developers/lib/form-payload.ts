import type { TDeveloperForm } from '@nivaas/shared/developer';

export type TDeveloperFiles = { logo: File | null; teamPhotos: File[] };

/** Appends a value as bracket fields: `headquarters[city]`, `team[0][name]`; empty values are left out. */
function appendField(body: FormData, key: string, value: unknown) {
  if (value === undefined || value === null || value === '') return;
  if (typeof value !== 'object') {
    body.append(key, String(value));
    return;
  }
  // Arrays too: their entries are their indexes ('0', '1', ...).
  for (const [k, v] of Object.entries(value)) appendField(body, `${key}[${k}]`, v);
}

/**
 * The create call's multipart body (admin spec §7) from the form as the shared schema parsed it
 * (trimmed, empty rows dropped, numbers read): bracket fields, then the logo and the team photos,
 * which the server gives to the team members in order.
 */
export function toDeveloperFormData(form: TDeveloperForm, files: TDeveloperFiles): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) appendField(body, key, value);
  if (files.logo) body.append('logo', files.logo, files.logo.name);
  for (const photo of files.teamPhotos) body.append('teamPhotos', photo, photo.name);
  return body;
}
