import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { expectAdminOnly } from '../../../test/fixtures/auth-matrix';
import { developerJsonForm } from '../../../test/fixtures/developer-form';
import { HTML_BYTES, jpegWithExif, pngBytes, SVG_BYTES } from '../../../test/fixtures/images';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { multipart, type TFilePart } from '../../../test/fixtures/multipart';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let agent: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  agent = await createUser(t.app, { role: 'agent' });
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/v1/developers';
const THIS_YEAR = new Date().getFullYear();

/** The Add Developer form as the web client sends it: bracket fields (admin spec §7). */
function formFields(overrides: Record<string, string> = {}): [string, string][] {
  const fields: Record<string, string> = {
    name: 'Kolte Patil Developers',
    description: 'Pune builder of family homes since 1991.',
    website: 'https://koltepatil.example',
    foundedYear: '1991',
    'headquarters[city]': 'Pune',
    'headquarters[state]': 'Maharashtra',
    'headquarters[country]': '',
    completedProjects: '45',
    ongoingProjects: '12',
    upcomingProjects: '',
    'flagshipProjects[0][name]': 'Life Republic',
    'flagshipProjects[0][description]': 'A township in Hinjewadi',
    'flagshipProjects[1][name]': '',
    'flagshipProjects[1][description]': '',
    'team[0][name]': 'Rajesh Patil',
    'team[0][designation]': 'Chairman',
    'team[1][name]': '',
    'team[1][designation]': '',
    'team[2][name]': 'Milind Kolte',
    'team[2][designation]': '',
    'specializations[0][name]': 'Residential',
    'specializations[0][description]': 'Apartments and townships',
    'specializations[1][name]': '',
    'specializations[1][description]': 'Only a description keeps the row',
    'contact[email]': 'sales@koltepatil.example',
    'contact[phone]': '+91 20 6622 6500',
    'socialMedia[facebook]': 'https://facebook.com/koltepatil',
    'socialMedia[twitter]': '',
    'socialMedia[linkedin]': '',
    'socialMedia[instagram]': '',
    'awards[0][name]': 'Best Township',
    'awards[0][year]': '2019',
    'awards[0][category]': 'Real estate',
    'awards[1][name]': '',
    'awards[1][year]': '',
    'awards[1][category]': '',
    ...overrides,
  };
  return Object.entries(fields);
}

async function postForm(fields: [string, string][], files: TFilePart[] = [], headers = admin.auth) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: BASE,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function putLogo(id: string, files: TFilePart[], headers = admin.auth) {
  const body = await multipart([], files);
  return t.app.inject({
    method: 'PUT',
    url: `${BASE}/${id}/logo`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function createJson(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: BASE,
    payload: developerJsonForm(overrides),
    headers: admin.auth,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const uploadsDir = () => path.join(t.dataDir, 'uploads');
const fileOfUrl = (url: string) => path.join(uploadsDir(), t.app.deps.storage.keyFromUrl(url) ?? 'none');
function filesUnder(prefix: string): string[] {
  const dir = path.join(uploadsDir(), prefix);
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
}

describe('POST /developers (multipart)', () => {
  it('creates a builder from bracket fields, a logo and team photos, skipping empty rows', async () => {
    const res = await postForm(formFields(), [
      { field: 'logo', data: await pngBytes(800, 400), filename: 'logo.png', type: 'image/png' },
      { field: 'teamPhotos', data: await pngBytes(300, 300, '#112233'), filename: 'a.png' },
      { field: 'teamPhotos', data: await pngBytes(300, 300, '#445566'), filename: 'b.png' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Developer added successfully!' });
    const dev = body.data;
    expect(dev).toMatchObject({
      name: 'Kolte Patil Developers',
      website: 'https://koltepatil.example',
      foundedYear: 1991,
      headquarters: { city: 'Pune', state: 'Maharashtra', country: 'India' },
      completedProjects: 45,
      ongoingProjects: 12,
      upcomingProjects: 0,
      flagshipProjects: [{ name: 'Life Republic', description: 'A township in Hinjewadi' }],
      specializations: [
        { name: 'Residential', description: 'Apartments and townships' },
        { name: '', description: 'Only a description keeps the row' },
      ],
      contact: { email: 'sales@koltepatil.example', phone: '+91 20 6622 6500' },
      socialMedia: {
        facebook: 'https://facebook.com/koltepatil',
        twitter: null,
        linkedin: null,
        instagram: null,
      },
      awards: [{ name: 'Best Township', year: 2019, category: 'Real estate' }],
      listingCount: 0,
    });
    expect(dev.team).toHaveLength(2);
    expect(dev.team[0]).toMatchObject({ name: 'Rajesh Patil', designation: 'Chairman' });
    expect(dev.team[1]).toMatchObject({ name: 'Milind Kolte', designation: '' });
    expect(dev.team[0].image.url).toMatch(new RegExp(`^/uploads/developers/${dev._id}/team-.+\\.webp$`));
    expect(dev.team[1].image.url).not.toBe(dev.team[0].image.url);
    expect(dev.logo.url).toMatch(new RegExp(`^/uploads/developers/${dev._id}/logo-.+-large\\.webp$`));
    expect(Object.keys(dev.logo.variants).sort()).toEqual(['large', 'medium', 'small']);

    // The logo is re-encoded to WebP, inside a 512 px square, keeping its proportions.
    const meta = await sharp(fileOfUrl(dev.logo.url)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });
    const served = await t.app.inject({ method: 'GET', url: dev.logo.variants.small });
    expect(served.statusCode).toBe(200);

    const read = await t.app.inject({ method: 'GET', url: `${BASE}/${dev._id}` });
    expect(read.json().data).toEqual(dev);
  });

  it('strips EXIF from an uploaded photo', async () => {
    const res = await postForm(formFields({ name: 'Exif Builders' }), [
      { field: 'logo', data: await jpegWithExif(), filename: 'logo.jpg' },
    ]);
    expect(res.statusCode).toBe(201);
    const meta = await sharp(fileOfUrl(res.json().data.logo.url)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('accepts nested objects as JSON text fields and a JSON body without files', async () => {
    const res = await postForm([
      ['name', 'Json Text Builders'],
      ['description', 'd'],
      ['headquarters', JSON.stringify({ city: 'Nashik', state: 'Maharashtra' })],
      ['awards', JSON.stringify([{ name: 'A', year: 2001, category: '' }])],
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      headquarters: { city: 'Nashik', country: 'India' },
      awards: [{ name: 'A', year: 2001 }],
      logo: null,
    });
    const viaJson = await createJson({ name: 'Plain Json Builders' });
    expect(viaJson).toMatchObject({ name: 'Plain Json Builders', completedProjects: 250 });
  });

  it('answers 422 with the spec texts for each bad field', async () => {
    const res = await postForm(
      formFields({
        name: ' ',
        description: '',
        'contact[email]': 'not-an-email',
        website: 'javascript:alert(1)',
        foundedYear: '1799',
        'headquarters[city]': '',
        'headquarters[state]': ' ',
        completedProjects: '-1',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Validation failed',
      errors: {
        name: 'Developer name is required',
        description: 'Description is required',
        'contact.email': 'Please enter a valid email',
        website: 'Please enter a valid URL',
        foundedYear: 'Please enter a valid year',
        'headquarters.city': 'City is required',
        'headquarters.state': 'State is required',
        completedProjects: 'Must be a whole number, 0 or more',
      },
    });
  });

  it('takes years from 1800 to this year only', async () => {
    for (const year of [String(THIS_YEAR + 1), 'abc', '1990.5']) {
      const res = await postForm(formFields({ foundedYear: year }));
      expect(res.statusCode, year).toBe(422);
      expect(res.json().errors.foundedYear).toBe('Please enter a valid year');
    }
    const award = await postForm(formFields({ 'awards[0][year]': '1700' }));
    expect(award.json().errors['awards.0.year']).toBe('Please enter a valid year');
    for (const year of ['1800', String(THIS_YEAR)]) {
      const res = await postForm(formFields({ name: `Year ${year} Builders`, foundedYear: year }));
      expect(res.statusCode, year).toBe(201);
      expect(res.json().data.foundedYear).toBe(Number(year));
    }
  });

  it('refuses a logo that is not an image by its bytes with 415, whatever its name says', async () => {
    for (const data of [SVG_BYTES, HTML_BYTES, Buffer.from('plain text pretending')]) {
      const res = await postForm(formFields({ name: 'Bad Logo Builders' }), [
        { field: 'logo', data, filename: 'logo.png', type: 'image/png' },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Logo must be a JPEG, PNG, WebP, AVIF or GIF image');
    }
  });

  it('refuses a logo over 5 MB with 413 naming the limit', async () => {
    const big = Buffer.concat([await pngBytes(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await postForm(formFields({ name: 'Big Logo Builders' }), [{ field: 'logo', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Logo must be at most 5 MB');
  });

  it('leaves no row and no file when a later team photo is refused', async () => {
    const before = filesUnder('developers').length;
    const res = await postForm(formFields({ name: 'Half Stored Builders' }), [
      { field: 'logo', data: await pngBytes() },
      { field: 'teamPhotos', data: await pngBytes() },
      { field: 'teamPhotos', data: SVG_BYTES },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Each team photo must be a JPEG, PNG, WebP, AVIF or GIF image');
    const list = await t.app.inject({ method: 'GET', url: `${BASE}?search=half stored` });
    expect(list.json().data).toEqual([]);
    expect(filesUnder('developers').length).toBe(before);
  });

  it('takes at most 5 team photos, one per team member', async () => {
    const photo = await pngBytes(50, 50);
    const six = await postForm(
      formFields(Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [`team[${i}][name]`, `M${i}`]))),
      Array.from({ length: 6 }, () => ({ field: 'teamPhotos', data: photo })),
    );
    expect(six.statusCode).toBe(422);
    expect(six.json().errors.teamPhotos).toBe('You can upload at most 5 team photos');
    const extra = await postForm(
      formFields(),
      Array.from({ length: 3 }, () => ({ field: 'teamPhotos', data: photo })),
    );
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.teamPhotos).toBe('Add a team member for each team photo');
  });

  it('answers 400 for a malformed bracket field', async () => {
    const res = await postForm([...formFields(), ['team[0][__proto__][x]', 'y']]);
    expect(res.statusCode).toBe(400);
  });
});

describe('who may change builders', () => {
  it('lets only admins create, update, replace the logo and delete (401 anonymous, 403 others)', async () => {
    const dev = await createJson({ name: 'Guarded Builders' });
    const logo = await multipart([], [{ field: 'logo', data: await pngBytes(20, 20) }]);
    const form = await multipart(formFields({ name: 'Sneaky Builders' }));
    await expectAdminOnly(t.app, [
      { method: 'POST', url: BASE, payload: form.payload, headers: form.headers },
      { method: 'POST', url: BASE, payload: developerJsonForm({ name: 'Sneaky Json Builders' }) },
      {
        method: 'PUT',
        url: `${BASE}/${dev._id}`,
        payload: developerJsonForm({ name: 'Renamed by a buyer' }),
      },
      { method: 'PUT', url: `${BASE}/${dev._id}/logo`, payload: logo.payload, headers: logo.headers },
      { method: 'DELETE', url: `${BASE}/${dev._id}` },
    ]);
    const after = await t.app.inject({ method: 'GET', url: `${BASE}/${dev._id}` });
    expect(after.json().data).toMatchObject({ name: 'Guarded Builders', logo: null });
    const sneaky = await t.app.inject({ method: 'GET', url: `${BASE}?search=sneaky` });
    expect(sneaky.json().data).toEqual([]);
  });

  it('lets anyone read the directory and a builder', async () => {
    const dev = await createJson({ name: 'Open Builders' });
    for (const headers of [{}, agent.auth]) {
      expect((await t.app.inject({ method: 'GET', url: BASE, headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `${BASE}/${dev._id}`, headers })).statusCode).toBe(
        200,
      );
    }
  });
});

describe('GET /developers/{id}', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${BASE}/0190a3c4-0000-7000-8000-000000000000`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Developer not found' });
    const bad = await t.app.inject({ method: 'GET', url: `${BASE}/not-an-id` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /developers/{id}', () => {
  it('replaces the whole form from JSON with numeric counts and year', async () => {
    const dev = await createJson({ name: 'Edit Me Builders' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${dev._id}`,
      headers: admin.auth,
      payload: developerJsonForm({
        name: 'Edited Builders',
        foundedYear: 2001,
        completedProjects: 7,
        ongoingProjects: 0,
        upcomingProjects: 3,
        specializations: [{ name: 'Villas', description: 'Gated' }],
        awards: [{ name: 'Quality', year: 2020, category: 'Build' }],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Developer updated successfully!',
      data: {
        _id: dev._id,
        name: 'Edited Builders',
        foundedYear: 2001,
        completedProjects: 7,
        upcomingProjects: 3,
        specializations: [{ name: 'Villas', description: 'Gated' }],
        awards: [{ name: 'Quality', year: 2020, category: 'Build' }],
      },
    });
    const byNewSpecialization = await t.app.inject({ method: 'GET', url: `${BASE}?specialization=villas` });
    expect(byNewSpecialization.json().data.map((d: { _id: string }) => d._id)).toEqual([dev._id]);
  });

  it('takes the same fields as a multipart form', async () => {
    const dev = await createJson({ name: 'Multipart Edit Builders' });
    const body = await multipart(formFields({ name: 'Multipart Edited Builders', completedProjects: '9' }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${dev._id}`,
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Multipart Edited Builders', completedProjects: 9 });
  });

  it('answers 422 with the spec texts, 404 for an unknown builder', async () => {
    const dev = await createJson({ name: 'Strict Builders' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${dev._id}`,
      headers: admin.auth,
      payload: developerJsonForm({
        name: '',
        website: 'not a url',
        foundedYear: THIS_YEAR + 1,
        contact: { email: 'x@' },
        headquarters: { city: '', state: '' },
        ongoingProjects: -3,
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: 'Developer name is required',
      website: 'Please enter a valid URL',
      foundedYear: 'Please enter a valid year',
      'contact.email': 'Please enter a valid email',
      'headquarters.city': 'City is required',
      'headquarters.state': 'State is required',
      ongoingProjects: 'Must be a whole number, 0 or more',
    });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/0190a3c4-0000-7000-8000-000000000000`,
      headers: admin.auth,
      payload: developerJsonForm(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the builder name on its listings in step for search', async () => {
    const dev = await createJson({ name: 'Old Name Builders' });
    const { row } = await insertProperty(t.app, {
      agentId: agent.row.id,
      developerId: dev._id,
      developerName: 'Old Name Builders',
    });
    await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${dev._id}`,
      headers: admin.auth,
      payload: developerJsonForm({ name: 'New Name Builders' }),
    });
    const [listing] = await t.app.deps.db.select().from(properties).where(eq(properties.id, row.id));
    expect(listing?.developerName).toBe('New Name Builders');
  });

  it('keeps a team photo the builder has, drops one no longer listed and ignores foreign urls', async () => {
    const created = await postForm(
      formFields({ name: 'Team Builders', 'team[1][name]': 'Second', 'team[2][name]': '' }),
      [
        { field: 'teamPhotos', data: await pngBytes(60, 60) },
        { field: 'teamPhotos', data: await pngBytes(70, 70) },
      ],
    );
    const dev = created.json().data;
    const [first, second] = dev.team;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${dev._id}`,
      headers: admin.auth,
      payload: developerJsonForm({
        name: 'Team Builders',
        team: [
          { name: 'First kept', designation: 'CEO', image: first.image },
          { name: 'Newcomer', designation: '', image: { url: '/uploads/elsewhere/x.webp' } },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const team = res.json().data.team;
    expect(team[0]).toMatchObject({ name: 'First kept', image: first.image });
    expect(team[1]).toMatchObject({ name: 'Newcomer', image: null });
    expect(existsSync(fileOfUrl(first.image.url))).toBe(true);
    for (const url of Object.values(second.image.variants) as string[]) {
      expect(existsSync(fileOfUrl(url))).toBe(false);
    }
  });
});

describe('PUT /developers/{id}/logo', () => {
  it('answers the new logo, removes the old files and keeps the rest', async () => {
    const created = await postForm(formFields({ name: 'Logo Swap Builders' }), [
      { field: 'logo', data: await pngBytes(200, 200, '#ff0000') },
    ]);
    const dev = created.json().data;
    const oldFiles = Object.values(dev.logo.variants) as string[];
    for (const url of oldFiles) expect(existsSync(fileOfUrl(url))).toBe(true);

    const res = await putLogo(dev._id, [{ field: 'logo', data: await pngBytes(300, 300, '#00ff00') }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Logo updated successfully!' });
    expect(body.data.url).toMatch(new RegExp(`^/uploads/developers/${dev._id}/logo-`));
    expect(body.data.url).not.toBe(dev.logo.url);
    for (const url of Object.values(body.data.variants) as string[])
      expect(existsSync(fileOfUrl(url))).toBe(true);
    for (const url of oldFiles) expect(existsSync(fileOfUrl(url))).toBe(false);

    const read = await t.app.inject({ method: 'GET', url: `${BASE}/${dev._id}` });
    expect(read.json().data.logo).toEqual(body.data);
    expect(read.json().data.name).toBe('Logo Swap Builders');
  });

  it('refuses a bad file (415) or none (422) and keeps the old logo; 404 for an unknown builder', async () => {
    const created = await postForm(formFields({ name: 'Logo Keep Builders' }), [
      { field: 'logo', data: await pngBytes(100, 100) },
    ]);
    const dev = created.json().data;
    const svg = await putLogo(dev._id, [
      { field: 'logo', data: SVG_BYTES, filename: 'logo.svg', type: 'image/svg+xml' },
    ]);
    expect(svg.statusCode).toBe(415);
    const none = await putLogo(dev._id, []);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.logo).toBe('Please choose a logo image');
    const read = await t.app.inject({ method: 'GET', url: `${BASE}/${dev._id}` });
    expect(read.json().data.logo).toEqual(dev.logo);
    expect(existsSync(fileOfUrl(dev.logo.url))).toBe(true);
    expect(filesUnder(`developers/${dev._id}`)).toHaveLength(3);

    const unknown = await putLogo('0190a3c4-0000-7000-8000-000000000000', [
      { field: 'logo', data: await pngBytes(10, 10) },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(filesUnder('developers/0190a3c4-0000-7000-8000-000000000000')).toEqual([]);
  });
});

describe('DELETE /developers/{id}', () => {
  it('deletes the builder and its files; its listings stay, with no builder', async () => {
    const created = await postForm(formFields({ name: 'Gone Builders' }), [
      { field: 'logo', data: await pngBytes(100, 100) },
    ]);
    const dev = created.json().data;
    const { row } = await insertProperty(t.app, {
      agentId: agent.row.id,
      developerId: dev._id,
      developerName: 'Gone Builders',
    });
    const res = await t.app.inject({ method: 'DELETE', url: `${BASE}/${dev._id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Developer deleted successfully' });
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/${dev._id}` })).statusCode).toBe(404);
    expect(filesUnder(`developers/${dev._id}`)).toEqual([]);
    const [listing] = await t.app.deps.db.select().from(properties).where(eq(properties.id, row.id));
    expect(listing).toMatchObject({ developerId: null, developerName: null });

    const again = await t.app.inject({ method: 'DELETE', url: `${BASE}/${dev._id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
  });
});
