import { describe, expect, it } from 'vitest';
import { validateDeveloperForm } from './form-errors';
import { toDeveloperFormData } from './form-payload';
import { filledForm, pngFile } from './form-test-fixtures';
import type { TDeveloperFormValues } from './form-values';

/** The schema's parse, as the form does it before sending. */
function parsed(values: TDeveloperFormValues) {
  const { data, errors } = validateDeveloperForm(values);
  if (!data) throw new Error(`invalid form: ${JSON.stringify(errors)}`);
  return data;
}

const noFiles = { logo: null, teamPhotos: [] };
const textParts = (body: FormData) =>
  [...body.entries()].filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, v] as [string, string]);

describe('toDeveloperFormData (the create call)', () => {
  it('sends nested objects and rows as bracket fields, numbers as text, trimmed', () => {
    const body = toDeveloperFormData(parsed(filledForm()), noFiles);
    expect(textParts(body)).toEqual([
      ['name', 'Kolte Patil Developers'],
      ['description', 'Pune builder of family homes since 1991.'],
      ['website', 'https://koltepatil.example'],
      ['foundedYear', '1991'],
      ['headquarters[city]', 'Pune'],
      ['headquarters[state]', 'Maharashtra'],
      ['headquarters[country]', 'India'],
      ['completedProjects', '45'],
      ['ongoingProjects', '12'],
      ['upcomingProjects', '0'],
      ['flagshipProjects[0][name]', 'Life Republic'],
      ['flagshipProjects[0][description]', 'A township in Hinjewadi'],
      ['team[0][name]', 'Rajesh Patil'],
      ['team[0][designation]', 'Chairman'],
      ['team[1][designation]', 'Director'],
      ['specializations[0][description]', 'Only a description keeps the row'],
      ['awards[0][name]', 'Best Township'],
      ['awards[0][year]', '2019'],
    ]);
  });

  it('skips rows whose fields are all empty, and leaves empty fields out', () => {
    const body = toDeveloperFormData(parsed(filledForm()), noFiles);
    const names = [...body.keys()];
    expect(names.filter((n) => n.startsWith('team['))).toEqual([
      'team[0][name]',
      'team[0][designation]',
      'team[1][designation]',
    ]);
    expect(names.some((n) => n.startsWith('awards[1]'))).toBe(false);
    expect(names.some((n) => n.startsWith('contact') || n.startsWith('socialMedia'))).toBe(false);
  });

  it('defaults the country to India when it is cleared', () => {
    const form = filledForm({ headquarters: { city: 'Pune', state: 'Maharashtra', country: ' ' } });
    expect(toDeveloperFormData(parsed(form), noFiles).get('headquarters[country]')).toBe('India');
  });

  it('adds the logo and the team photos in their order', () => {
    const logo = pngFile('logo.png');
    const photos = [pngFile('rajesh.png'), pngFile('director.png')];
    const body = toDeveloperFormData(parsed(filledForm()), { logo, teamPhotos: photos });
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(body.getAll('teamPhotos').map((f) => (f as File).name)).toEqual(['rajesh.png', 'director.png']);
  });
});

describe('the update call’s JSON body (the parsed form)', () => {
  it('holds numbers as numbers and only the kept rows, with a member’s stored photo', () => {
    const image = { _id: 'i', url: '/uploads/x.webp', publicId: 'x' };
    const form = filledForm({
      website: ' ',
      team: [{ name: 'Rajesh Patil', designation: 'Chairman', image }],
    });
    const body = JSON.parse(JSON.stringify(parsed(form)));
    expect(body).toMatchObject({
      name: 'Kolte Patil Developers',
      foundedYear: 1991,
      completedProjects: 45,
      ongoingProjects: 12,
      upcomingProjects: 0,
      flagshipProjects: [{ name: 'Life Republic', description: 'A township in Hinjewadi' }],
      team: [{ name: 'Rajesh Patil', designation: 'Chairman', image }],
      specializations: [{ description: 'Only a description keeps the row' }],
      awards: [{ name: 'Best Township', year: 2019 }],
      contact: {},
      socialMedia: {},
    });
    // Cleared fields are absent, which the server reads as cleared.
    expect(body).not.toHaveProperty('website');
    expect('logo' in body || 'teamPhotos' in body).toBe(false);
  });
});
