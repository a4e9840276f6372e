import { multipart } from '../fixtures/multipart';
import { bracketFields, jpegBytes } from '../fixtures/property-form';
import { DEPTH, MB, type TBodyCase } from './hostile-payloads';
import type { TCall } from './world';

async function form(
  fields: [string, string][],
  files: Parameters<typeof multipart>[1] = [],
): Promise<Pick<TCall, 'payload' | 'headers'>> {
  const f = await multipart(fields, files);
  return { payload: f.payload, headers: f.headers };
}

/** Multipart bodies every route that takes a body must survive (most routes answer 415 to any). */
export const FORM_CASES: TBodyCase[] = [
  {
    name: 'multipart with duplicate fields',
    body: async () =>
      form([
        ['title', 'One'],
        ['title', 'Two'],
        ['price', '100'],
        ['price', 'abc'],
        ['address', '{"city":"Pune"}'],
        ['address[city]', 'Nashik'],
        ['address', 'not json {'],
        ['name', 'A'],
        ['name', 'B'],
        ['removeAvatar', 'true'],
        ['removeAvatar', 'false'],
        ['existingImages', '{bad json'],
        ['amenities[]', 'Gym'],
        ['amenities', 'Pool'],
      ]),
  },
  {
    name: 'multipart with hostile field names',
    body: async () =>
      form([
        ['__proto__[role]', 'admin'],
        ['constructor[prototype][isAdmin]', 'true'],
        [`a${'[a]'.repeat(DEPTH)}`, 'deep'],
        ['x'.repeat(300), 'long name'],
        ['team[99999999][name]', 'far index'],
        ['name\u0000', 'nul name'],
      ]),
  },
  {
    name: 'multipart with a 1 MB field',
    body: async () =>
      form([
        ['title', 'x'.repeat(MB)],
        ['name', 'y'.repeat(MB)],
      ]),
  },
  {
    name: 'multipart files with traversal names in every file field',
    body: async () => {
      const data = await jpegBytes(64, 48);
      const names = ['../../x.jpg', '..\\..\\x.jpg', '/etc/passwd', 'a\u0000.jpg', '%2e%2e%2fx.jpg'];
      return form(
        [['title', 'Traversal']],
        ['images', 'floorPlans', 'avatar', 'logo', 'teamPhotos', 'brochure', 'unknownFile'].map(
          (field, i) => ({
            field,
            data,
            filename: names[i % names.length],
            type: 'image/jpeg',
          }),
        ),
      );
    },
  },
  ...[
    ['NUL', '\\u0000'],
    ['a lone surrogate', '\\ud800'],
  ].flatMap(([what, escaped]) => {
    // Complete forms whose JSON text fields carry the character: past validation, into jsonb columns.
    const listing: [string, string][] = [
      ...bracketFields({ title: 'Hostile JSON' }),
      ['nearbyLocalities', `{"hasSchool":true,"school":"Holy ${escaped} Cross"}`],
      ['projectDetails', `{"reraId":"P51${escaped}"}`],
      ['approvals', `[{"name":"RERA ${escaped}","number":"1"}]`],
    ];
    const builder: [string, string][] = [
      ['name', 'Builder'],
      ['description', 'Builds'],
      ['headquarters[city]', 'Pune'],
      ['headquarters[state]', 'Maharashtra'],
      ['team', `[{"name":"Asha ${escaped}","designation":"CEO"}]`],
      ['awards', `[{"name":"Best ${escaped}","year":"2020"}]`],
    ];
    return [
      {
        name: `${what} in the JSON text fields of a listing form`,
        body: async (_base: TCall, agentId: string) =>
          form(
            [...listing, ['agent', agentId]],
            [{ field: 'images', data: await jpegBytes(64, 48), filename: 'a.jpg', type: 'image/jpeg' }],
          ),
      },
      { name: `${what} in the JSON text fields of a builder form`, body: async () => form(builder) },
    ];
  }),
  {
    name: 'multipart with too many parts',
    body: async () => form(Array.from({ length: 700 }, (_, i) => [`f${i}`, 'v'] as [string, string])),
  },
  {
    name: 'a truncated multipart body',
    body: async () => ({
      payload: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    }),
  },
  {
    name: 'a multipart file part cut off',
    body: async () => ({
      payload: Buffer.concat([
        Buffer.from(
          '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut off\r\n--xyz\r\n' +
            'Content-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
        ),
        (await jpegBytes(64, 48)).subarray(0, 200),
      ]),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    }),
  },
  {
    name: 'multipart without a boundary',
    body: async () => ({ payload: 'title=x', headers: { 'content-type': 'multipart/form-data' } }),
  },
];
