import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developers } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { HTML_BYTES, SVG_BYTES } from '../../../test/fixtures/images';
import { listFiles, MP4_BYTES, PDF_BYTES, TEXT_BYTES } from '../../../test/fixtures/files';
import type { TFilePart } from '../../../test/fixtures/multipart';
import {
  bracketFields,
  imageParts,
  jpegBytes,
  jpegWithGps,
  jsonFields,
  postProperty,
} from '../../../test/fixtures/property-form';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent', name: 'Asha Agent' });
  uploads = t.config.storage.kind === 'local' ? t.config.storage.root : '';
});
afterAll(async () => {
  await t.close();
});

const countRows = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from properties'))[0]?.n ?? 0;
const tmpFiles = () => listFiles(path.join(t.dataDir, 'tmp'));

/** A failed request leaves no row, no stored file and no temp file. */
async function expectNothingLeft(rowsBefore: number, filesBefore: string[]) {
  expect(await countRows()).toBe(rowsBefore);
  expect(await listFiles(uploads)).toEqual(filesBefore);
  expect(await tmpFiles()).toEqual([]);
}

describe('POST /properties: the two encodings', () => {
  it('creates a listing from the bracket encoding and stores WebP variants', async () => {
    const res = await postProperty(t.app, agent.auth, bracketFields(), await imageParts(2));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Property created successfully!' });
    const p = body.data;
    expect(p).toMatchObject({
      title: 'Sunrise Residency 2 BHK',
      type: 'Apartment',
      status: 'For Sale',
      price: 6_500_000,
      bedrooms: 2,
      bathrooms: 2,
      area: 950,
      buildingName: 'Sunrise Residency',
      floorNumber: 4,
      featured: false,
      constructionStatus: 'Under Construction',
      address: {
        street: 'College Road',
        city: 'Nashik',
        locality: 'Gangapur Road',
        state: 'Maharashtra',
        zipCode: '422005',
        country: 'India',
      },
      amenities: ['Parking', 'Gym'],
      highlights: ['River view', 'Near school'],
      agent: { _id: agent.user.id, name: 'Asha Agent', email: agent.user.email },
      developer: null,
    });
    expect(p._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.location).toBeUndefined();
    expect(p.images).toHaveLength(2);
    for (const img of p.images) {
      expect(img).toMatchObject({
        _id: expect.any(String),
        publicId: expect.stringContaining(`properties/${p._id}/`),
      });
      expect(img.url).toBe(img.variants.large);
      for (const [name, width] of [
        ['small', 400],
        ['medium', 800],
      ] as const) {
        const key = img.variants[name].replace('/uploads/', '');
        const meta = await sharp(await readFile(path.join(uploads, key))).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
      }
      // The 800 px source is never enlarged.
      const large = await sharp(
        await readFile(path.join(uploads, img.url.replace('/uploads/', ''))),
      ).metadata();
      expect(large.width).toBe(800);
    }
    const served = await t.app.inject({ url: p.images[0].variants.small });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await tmpFiles()).toEqual([]);
  });

  it.each([
    ['Condo', 'Apartment'],
    ['House', 'Independent House'],
    ['Land', 'Plot'],
    ['Commercial', 'Office'],
    ['Builder Floor', 'Builder Floor'],
  ])('saves the type %s as %s and answers with it', async (sent, stored) => {
    const res = await postProperty(t.app, agent.auth, bracketFields({ type: sent }), await imageParts(1));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.type).toBe(stored);
  });

  it('refuses half a bathroom with 422', async () => {
    const before = await countRows();
    const res = await postProperty(
      t.app,
      agent.auth,
      bracketFields({ bathrooms: '1.5' }),
      await imageParts(1),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ bathrooms: 'Bathrooms must be a whole number' });
    expect(await countRows()).toBe(before);
  });

  it('reads the service-layer encoding (JSON text objects, repeated amenities) the same way', async () => {
    const res = await postProperty(t.app, agent.auth, jsonFields(), await imageParts(1));
    expect(res.statusCode).toBe(201);
    const p = res.json().data;
    expect(p).toMatchObject({
      address: { city: 'Nashik', locality: 'Gangapur Road', street: 'College Road', zipCode: '422005' },
      amenities: ['Parking', 'Gym'],
      highlights: ['River view'],
      nearbyLocalities: { hasSchool: true, school: 'Holy Cross' },
      projectDetails: { totalUnits: 120, reraId: 'P51700001234' },
      approvals: [{ name: 'RERA', number: 'P51700001234', date: '2024-01-15' }],
    });
  });

  it('takes bracket nested objects and indexed approvals, and a location as coordinates', async () => {
    const res = await postProperty(
      t.app,
      agent.auth,
      [
        ...bracketFields({
          featured: 'true',
          constructionStatus: 'ready to move',
          possessionDate: '2026-03-01',
        }),
        ['nearbyLocalities[hasHospital]', 'true'],
        ['nearbyLocalities[hospital]', 'Wockhardt'],
        ['projectDetails[launchDate]', '2030-01-01'],
        ['projectDetails[projectArea]', '4.5'],
        ['projectDetails[reraId]', ''],
        ['approvals[0][name]', 'NMC'],
        ['approvals[0][number]', 'BP/123'],
        ['approvals[1][name]', ''],
        ['location', JSON.stringify({ type: 'Point', coordinates: [73.7898, 19.9975] })],
      ],
      await imageParts(1),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      featured: true,
      constructionStatus: 'Ready to Move',
      possessionDate: '2026-03-01',
      nearbyLocalities: { hasHospital: true, hospital: 'Wockhardt' },
      projectDetails: { launchDate: '2030-01-01', projectArea: 4.5 },
      approvals: [{ name: 'NMC', number: 'BP/123', date: null }],
      location: { type: 'Point', coordinates: [73.7898, 19.9975] },
    });
    expect(res.json().data.projectDetails).not.toHaveProperty('reraId');
  });

  it('accepts latitude and longitude fields', async () => {
    const res = await postProperty(
      t.app,
      agent.auth,
      [...bracketFields(), ['latitude', '20.0'], ['longitude', '73.78']],
      await imageParts(1),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.location).toEqual({ type: 'Point', coordinates: [73.78, 20] });
  });
});

describe('POST /properties: Add Property rules (public-site §5)', () => {
  it('answers 422 with the spec message of every missing field', async () => {
    const before = await countRows();
    const res = await postProperty(t.app, agent.auth, [], []);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: 'Validation failed' });
    expect(res.json().errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      price: 'Price is required',
      bedrooms: 'Bedrooms count is required',
      bathrooms: 'Bathrooms count is required',
      area: 'Area is required',
      street: 'Street address is required',
      city: 'City is required',
      locality: 'Locality is required',
      state: 'State is required',
      zipCode: 'Zip code is required',
      images: 'At least one image is required',
    });
    expect(await countRows()).toBe(before);
  });

  it("says a Hindi page's missing fields in Hindi, with the messages' keys", async () => {
    const res = await postProperty(
      t.app,
      { ...agent.auth, 'accept-language': 'hi' },
      [['price', '2.5x']],
      [],
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'जानकारी सही नहीं है',
      errorKeys: { title: 'titleRequired', price: 'priceNotNumber', images: 'imagesRequired' },
    });
    expect(res.json().errors).toMatchObject({
      title: 'शीर्षक ज़रूरी है',
      price: 'कीमत के लिए सिर्फ़ अंक लिखें',
      bedrooms: 'बेडरूम की संख्या ज़रूरी है',
      zipCode: 'पिन कोड ज़रूरी है',
      images: 'कम से कम एक फ़ोटो ज़रूरी है',
    });
  });

  it('treats blank text as not given and requires at least one image', async () => {
    const res = await postProperty(t.app, agent.auth, bracketFields({ title: '   ', price: '' }), []);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: 'Title is required',
      price: 'Price is required',
      images: 'At least one image is required',
    });
  });

  it('refuses prices and areas below 0, and numbers that are not numbers', async () => {
    const before = await countRows();
    const files = await listFiles(uploads);
    const res = await postProperty(
      t.app,
      agent.auth,
      bracketFields({ price: '-1', area: '-50', bedrooms: 'two' }),
      await imageParts(1),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      price: 'Price must be 0 or more',
      area: 'Area must be 0 or more',
      bedrooms: 'Bedrooms must be a number',
    });
    await expectNothingLeft(before, files);
  });

  it('refuses days the calendar does not have in every date field, storing nothing', async () => {
    const before = await countRows();
    const files = await listFiles(uploads);
    const res = await postProperty(
      t.app,
      agent.auth,
      [
        ...bracketFields({ possessionDate: '2024-02-30', 'projectDetails[launchDate]': '2023-02-29' }),
        ['approvals[0][name]', 'RERA'],
        ['approvals[0][date]', '2024-02-31'],
        ['approvals[1][name]', 'OC'],
        ['approvals[1][date]', '2024-13-01'],
      ],
      await imageParts(1),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      possessionDate: 'Please enter a valid date',
      'projectDetails.launchDate': 'Please enter a valid date',
      'approvals.0.date': 'Please enter a valid date',
      'approvals.1.date': 'Please enter a valid date',
    });
    await expectNothingLeft(before, files);
    // A leap day is a day.
    const leap = await postProperty(
      t.app,
      agent.auth,
      [
        ...bracketFields({ possessionDate: '2028-02-29', 'projectDetails[launchDate]': '2024-02-29' }),
        ['approvals[0][name]', 'RERA'],
        ['approvals[0][date]', '2024-02-29'],
      ],
      await imageParts(1),
    );
    expect(leap.statusCode).toBe(201);
    expect(leap.json().data).toMatchObject({
      possessionDate: '2028-02-29',
      projectDetails: { launchDate: '2024-02-29' },
      approvals: [{ name: 'RERA', date: '2024-02-29' }],
    });
  });

  it('offers only For Sale and For Rent on create, and known amenities', async () => {
    const res = await postProperty(
      t.app,
      agent.auth,
      [...bracketFields({ status: 'Sold' }), ['amenities[]', 'Helipad']],
      await imageParts(1),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toBe('Status must be one of: For Sale, For Rent');
    expect(Object.keys(res.json().errors)).toContain('amenities.2');
  });

  it('defaults the country to India and requires a non-blank one', async () => {
    const res = await postProperty(
      t.app,
      agent.auth,
      bracketFields({ 'address[country]': '__omit__' }),
      await imageParts(1),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.address.country).toBe('India');
    const blank = await postProperty(
      t.app,
      agent.auth,
      bracketFields({ 'address[country]': ' ' }),
      await imageParts(1),
    );
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ country: 'Country is required' });
  });

  it('answers 400 for malformed JSON text in a JSON field', async () => {
    const res = await postProperty(t.app, agent.auth, jsonFields({ address: '{"city":' }), []);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Malformed JSON in field 'address'");
  });
});

describe('POST /properties: who it is assigned to', () => {
  it('assigns an agent’s listing to that agent, whatever agent field is sent', async () => {
    const other = await createUser(t.app, { role: 'agent' });
    const res = await postProperty(
      t.app,
      agent.auth,
      [...bracketFields(), ['agent', other.user.id]],
      await imageParts(1),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.agent._id).toBe(agent.user.id);
  });

  it('makes an admin name the agent, who must be an agent user', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const buyer = await createUser(t.app, { role: 'buyer' });
    const none = await postProperty(t.app, admin.auth, bracketFields(), await imageParts(1));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ agent: 'Please choose an agent' });
    const notAgent = await postProperty(
      t.app,
      admin.auth,
      [...bracketFields(), ['agent', buyer.user.id]],
      await imageParts(1),
    );
    expect(notAgent.statusCode).toBe(422);
    expect(notAgent.json().errors).toEqual({ agent: 'Please choose an agent' });
    const ok = await postProperty(
      t.app,
      admin.auth,
      [...bracketFields(), ['agent', agent.user.id]],
      await imageParts(1),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.agent._id).toBe(agent.user.id);
  });

  it('attaches a developer by id and answers its summary; an unknown one is 422', async () => {
    const id = newId();
    await t.app.deps.db.insert(developers).values({
      id,
      name: 'Kolte Patil',
      description: 'Pune builder',
      hqCity: 'Pune',
      hqState: 'Maharashtra',
    });
    const res = await postProperty(
      t.app,
      agent.auth,
      [...bracketFields(), ['developer', id]],
      await imageParts(1),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.developer).toEqual({
      _id: id,
      name: 'Kolte Patil',
      logo: null,
      description: 'Pune builder',
    });
    const unknown = await postProperty(
      t.app,
      agent.auth,
      [...bracketFields(), ['developer', newId()]],
      await imageParts(1),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ developer: 'Developer not found' });
  });
});

describe('POST /properties: uploads', () => {
  it('strips EXIF (a phone photo’s GPS position) from every stored variant', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await postProperty(t.app, agent.auth, bracketFields(), [
      { field: 'images', data: photo, filename: 'IMG_0001.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    for (const url of Object.values(res.json().data.images[0].variants) as string[]) {
      const bytes = await readFile(path.join(uploads, url.replace('/uploads/', '')));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCam'))).toBe(false);
    }
  });

  it('stores floor plans, a brochure and a virtual tour with their types', async () => {
    const res = await postProperty(t.app, agent.auth, bracketFields(), [
      ...(await imageParts(1)),
      ...(await imageParts(2, 'floorPlans')),
      { field: 'brochure', data: PDF_BYTES, filename: 'brochure.pdf', type: 'application/pdf' },
      { field: 'virtualTour', data: MP4_BYTES, filename: 'tour.mp4', type: 'video/mp4' },
    ]);
    expect(res.statusCode).toBe(201);
    const p = res.json().data;
    expect(p.floorPlans).toHaveLength(2);
    expect(p.floorPlan).toEqual(p.floorPlans[0]);
    expect(p.brochure).toMatchObject({
      name: 'brochure.pdf',
      mimeType: 'application/pdf',
      size: PDF_BYTES.length,
    });
    expect(p.virtualTour).toMatchObject({ name: 'tour.mp4', mimeType: 'video/mp4' });
    const pdf = await t.app.inject({ url: p.brochure.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  const refusals: [string, () => Promise<TFilePart[]>, number, RegExp][] = [
    [
      'a text file renamed .jpg',
      async () => [{ field: 'images', data: TEXT_BYTES, filename: 'x.jpg', type: 'image/jpeg' }],
      415,
      /JPEG, PNG, WebP, AVIF or GIF/,
    ],
    [
      'an SVG',
      async () => [{ field: 'images', data: SVG_BYTES, filename: 'x.svg', type: 'image/svg+xml' }],
      415,
      /JPEG, PNG, WebP, AVIF or GIF/,
    ],
    [
      'an HTML file',
      async () => [{ field: 'images', data: HTML_BYTES, filename: 'x.jpg', type: 'image/jpeg' }],
      415,
      /JPEG, PNG, WebP, AVIF or GIF/,
    ],
    [
      'a 6 MB image',
      async () => {
        const data = Buffer.concat([await jpegBytes(64, 64), Buffer.alloc(6 * 1024 * 1024, 7)]);
        return [{ field: 'images', data, filename: 'big.jpg', type: 'image/jpeg' }];
      },
      413,
      /at most 5 MB/,
    ],
    ['an 11th image', () => imageParts(11), 422, /at most 10 images/],
    [
      'a 60-megapixel PNG',
      async () => {
        const data = await sharp({
          create: { width: 8000, height: 7600, channels: 3, background: '#ffffff' },
        })
          .png({ compressionLevel: 9 })
          .toBuffer();
        return [{ field: 'images', data, filename: 'huge.png', type: 'image/png' }];
      },
      413,
      /at most 40 megapixels/,
    ],
    [
      'a brochure that is a text file',
      async () => [
        ...(await imageParts(1)),
        { field: 'brochure', data: TEXT_BYTES, filename: 'b.pdf', type: 'application/pdf' },
      ],
      415,
      /PDF, DOC or DOCX/,
    ],
    [
      'a virtual tour that is a photo',
      async () => [
        ...(await imageParts(1)),
        { field: 'virtualTour', data: await jpegBytes(10, 10), filename: 't.mp4', type: 'video/mp4' },
      ],
      415,
      /video/,
    ],
    [
      'a sixth floor plan',
      async () => [...(await imageParts(1)), ...(await imageParts(6, 'floorPlans'))],
      422,
      /At most 5 floor plans/,
    ],
    [
      'a second brochure',
      async () => [
        ...(await imageParts(1)),
        ...[1, 2].map((i) => ({
          field: 'brochure',
          data: PDF_BYTES,
          filename: `${i}.pdf`,
          type: 'application/pdf',
        })),
      ],
      422,
      /Only one brochure/,
    ],
    [
      'a corrupt JPEG after a good one (fails while storing)',
      async () => [
        ...(await imageParts(1)),
        {
          field: 'images',
          data: Buffer.concat([(await jpegBytes(300, 300)).subarray(0, 600), Buffer.alloc(2000, 1)]),
          filename: 'broken.jpg',
          type: 'image/jpeg',
        },
      ],
      415,
      /could not be read/,
    ],
  ];

  for (const [what, files, status, message] of refusals) {
    it(`refuses ${what} with ${status}, leaving no row and no file`, async () => {
      const before = await countRows();
      const filesBefore = await listFiles(uploads);
      const res = await postProperty(t.app, agent.auth, bracketFields(), await files());
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(`${body.message} ${JSON.stringify(body.errors ?? {})}`).toMatch(message);
      await expectNothingLeft(before, filesBefore);
    });
  }

  it('refuses a file in an unknown field with 400', async () => {
    const res = await postProperty(t.app, agent.auth, bracketFields(), [
      { field: 'avatar', data: await jpegBytes(10, 10), filename: 'a.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(400);
  });
});
