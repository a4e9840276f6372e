import { eq, sql } from 'drizzle-orm';
import { SAVED_SEARCH_MSG } from '@nivaas/shared/saved-searches';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertFavorite, insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { notifications, outbox, properties, savedSearches } from '../../db/schema';
import type { TMail } from '../notifications/mailer';
import { createUnsubscribeLinks } from './unsubscribe-link';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let otherAgent: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://nivaas.test' });
  agent = await createUser(t.app, { role: 'agent', name: 'Asha Agent' });
  otherAgent = await createUser(t.app, { role: 'agent' });
  buyer = await createUser(t.app, { role: 'buyer', name: 'Ravi Buyer' });
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.app.deps.db.delete(savedSearches);
  await t.app.deps.db.delete(properties);
  await t.app.deps.db.delete(outbox);
  await t.app.deps.db.delete(notifications);
});

const API = '/api/v1/saved-searches';
const save = (
  payload: { name?: string; query?: Record<string, string>; frequency?: string },
  headers: Record<string, string> = buyer.auth,
  app = t.app,
) =>
  app.inject({
    method: 'POST',
    url: API,
    headers,
    payload: { name: 'Flats in Nashik', query: { city: 'Nashik' }, frequency: 'instant', ...payload },
  });
const savedId = async (payload: Parameters<typeof save>[0], headers = buyer.auth) => {
  const res = await save(payload, headers);
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
};
const listing = (values: Partial<Parameters<typeof insertProperty>[1]> = {}) =>
  insertProperty(t.app, { agentId: agent.row.id, ...values }).then((r) => r.row.id);
const runInstant = (app = t.app) => app.deps.services.savedSearches.sendAlerts('instant');
/** The listings each saved search's alert emails named, by saved search id. */
async function sentBySearch(): Promise<Map<string, string[]>> {
  const rows = await t.app.deps.db.select().from(outbox).where(eq(outbox.kind, 'saved-search-alert'));
  const out = new Map<string, string[]>();
  for (const row of rows) {
    const p = row.payload as { savedSearchId: string; propertyIds: string[] };
    out.set(p.savedSearchId, [...(out.get(p.savedSearchId) ?? []), ...p.propertyIds]);
  }
  return out;
}

describe('saved searches', () => {
  it('are saved with their filters only, listed, renamed, set to a frequency and deleted by their owner', async () => {
    const res = await save({
      name: '  2 BHK in Nashik ',
      query: {
        city: 'Nashik',
        bedrooms: '2',
        page: '3',
        sort: 'price_asc',
        limit: '24',
        bbox: '73.7,19.9,73.9,20.1',
      },
      frequency: 'daily',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: SAVED_SEARCH_MSG.saved,
      data: {
        name: '2 BHK in Nashik',
        query: { city: 'Nashik', bedrooms: '2', bbox: '73.7,19.9,73.9,20.1' },
        frequency: 'daily',
      },
    });
    const id = res.json().data._id;
    const list = await t.app.inject({ url: API, headers: buyer.auth });
    expect(list.json().data.map((s: { _id: string }) => s._id)).toEqual([id]);
    // Nobody else sees it or changes it.
    expect((await t.app.inject({ url: API, headers: otherAgent.auth })).json().data).toEqual([]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const other = await t.app.inject({
        method,
        url: `${API}/${id}`,
        headers: otherAgent.auth,
        payload: { name: 'Mine' },
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(SAVED_SEARCH_MSG.notFound);
    }
    expect((await t.app.inject({ url: API })).statusCode).toBe(401);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${API}/${id}`,
      headers: buyer.auth,
      payload: { name: 'Nashik, two bedrooms', frequency: 'weekly' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Nashik, two bedrooms', frequency: 'weekly' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `${API}/${id}`,
      headers: buyer.auth,
      payload: { frequency: 'hourly' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ frequency: SAVED_SEARCH_MSG.frequencyInvalid });

    const gone = await t.app.inject({ method: 'DELETE', url: `${API}/${id}`, headers: buyer.auth });
    expect(gone.json()).toMatchObject({ success: true, data: { _id: id } });
    expect((await t.app.inject({ url: API, headers: buyer.auth })).json().data).toEqual([]);
  });

  it('refuses a blank name and a filter the search cannot read (422)', async () => {
    const blank = await save({ name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: SAVED_SEARCH_MSG.nameRequired });
    const unreadable = await save({ query: { priceMin: 'cheap' } });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().errors).toEqual({ query: SAVED_SEARCH_MSG.queryInvalid });
    expect((await t.app.inject({ url: API, headers: buyer.auth })).json().data).toEqual([]);
  });

  it('keeps at most 20 a user: the 21st is a 422 naming the limit, even when sent at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 22 }, (_, i) => save({ name: `Search ${i}` }, otherAgent.auth)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json().errors).toEqual({ savedSearches: SAVED_SEARCH_MSG.tooMany });
    expect(SAVED_SEARCH_MSG.tooMany).toContain('20');
    expect((await t.app.inject({ url: API, headers: otherAgent.auth })).json().data).toHaveLength(20);
    // Others keep their own 20.
    expect((await save({})).statusCode).toBe(201);
  });
});

describe('alert matching', () => {
  const BOX = { lat: 20.0, lng: 73.78 };
  /** A query with one filter kind, a listing it matches and one it does not, in a city of their own. */
  const cases: {
    kind: string;
    query: Record<string, string>;
    match: Partial<Parameters<typeof insertProperty>[1]>;
    miss: Partial<Parameters<typeof insertProperty>[1]>;
  }[] = [
    {
      kind: 'city (any case)',
      query: { city: ' ALPHAPUR ' },
      match: { city: 'Alphapur' },
      miss: { city: 'Betapur' },
    },
    { kind: 'state', query: { state: 'goa' }, match: { state: 'Goa' }, miss: { state: 'Kerala' } },
    {
      kind: 'locality',
      query: { locality: 'Panchavati' },
      match: { locality: 'Panchavati' },
      miss: { locality: 'Satpur' },
    },
    {
      kind: 'status',
      query: { status: 'For Rent' },
      match: { status: 'For Rent' },
      miss: { status: 'For Sale' },
    },
    {
      kind: 'public statuses by default',
      query: {},
      match: { status: 'For Sale' },
      miss: { status: 'Sold' },
    },
    { kind: 'type', query: { propertyType: 'Villa' }, match: { type: 'Villa' }, miss: { type: 'Apartment' } },
    {
      kind: 'type group',
      query: { propertyType: 'Commercial' },
      match: { type: 'Shop' },
      miss: { type: 'Villa' },
    },
    {
      kind: 'price range',
      query: { priceMin: '5000000', priceMax: '7000000' },
      match: { price: 6_500_000 },
      miss: { price: 8_000_000 },
    },
    { kind: 'bedrooms at least', query: { bedrooms: '3+' }, match: { bedrooms: 4 }, miss: { bedrooms: 2 } },
    { kind: 'bedrooms exactly', query: { bedrooms: '2' }, match: { bedrooms: 2 }, miss: { bedrooms: 3 } },
    {
      kind: 'bedrooms in the text',
      query: { search: '3 BHK' },
      match: { bedrooms: 3 },
      miss: { bedrooms: 2 },
    },
    {
      kind: 'bathrooms at least',
      query: { bathrooms: '2+' },
      match: { bathrooms: 3 },
      miss: { bathrooms: 1 },
    },
    { kind: 'area', query: { minArea: '1000', maxArea: '1500' }, match: { area: 1200 }, miss: { area: 900 } },
    {
      kind: 'amenities',
      query: { amenities: 'Gym,Parking' },
      match: { amenities: ['Gym', 'Parking', 'Garden'] },
      miss: { amenities: ['Parking'] },
    },
    {
      kind: 'RERA registered',
      query: { rera: 'true' },
      match: { projectDetails: { reraId: 'P51600012345' } },
      miss: {},
    },
    { kind: 'featured', query: { featured: 'true' }, match: { featured: true }, miss: { featured: false } },
    { kind: 'map area', query: { bbox: '73.7,19.9,73.9,20.1' }, match: BOX, miss: { lat: 19.0, lng: 72.8 } },
    {
      kind: 'text',
      query: { search: 'riverside' },
      match: { title: 'Riverside Heights 2 BHK' },
      miss: { title: 'Hilltop Towers 2 BHK' },
    },
    { kind: 'listed only', query: {}, match: {}, miss: { listed: false, hiddenReason: 'moderator' } },
  ];

  it('sends each saved search the new listings that match its filters, of every kind, and no others', async () => {
    const users = await Promise.all(cases.map(() => createUser(t.app)));
    // A listing from before the searches were saved is not new to them.
    await listing({ city: 'Case 0', title: 'Old listing' });
    const expected = new Map<string, string[]>();
    for (const [i, c] of cases.entries()) {
      const city = `Case ${i}`;
      const query = c.kind.startsWith('city') ? c.query : { city, ...c.query };
      const user = users[i];
      if (!user) throw new Error('no user');
      const id = await savedId({ name: c.kind, query }, user.auth);
      const match = await listing({ city, ...c.match });
      await listing({ city, ...c.miss });
      expected.set(id, [match]);
    }
    // An agent's and a builder's listings.
    const byAgent = await savedId({ name: 'agent', query: { agent: otherAgent.row.id } }, users[0]?.auth);
    const theirs = await insertProperty(t.app, { agentId: otherAgent.row.id, city: 'Anywhere' });
    expected.set(byAgent, [theirs.row.id]);

    expect(await runInstant()).toMatch(new RegExp(`${expected.size} email\\(s\\)`));
    const sent = await sentBySearch();
    for (const [id, ids] of expected) {
      const name = (await t.app.deps.repos.savedSearches.findById(id))?.name;
      expect({ name, sent: sent.get(id) }).toEqual({ name, sent: ids });
    }
    expect(sent.size).toBe(expected.size);
    // Nothing is sent twice.
    expect(await runInstant()).toMatch(/0 email\(s\) about 0 match/);
  });

  it('leaves daily, weekly and switched-off searches to their own schedule', async () => {
    const daily = await savedId({ name: 'daily', frequency: 'daily' });
    const weekly = await savedId({ name: 'weekly', frequency: 'weekly' });
    const off = await savedId({ name: 'off', frequency: 'off' });
    const id = await listing({ city: 'Nashik' });
    await runInstant();
    expect((await sentBySearch()).size).toBe(0);
    await t.app.deps.services.savedSearches.sendAlerts('daily');
    expect((await sentBySearch()).get(daily)).toEqual([id]);
    await t.app.deps.services.savedSearches.sendAlerts('weekly');
    const sent = await sentBySearch();
    expect(sent.get(weekly)).toEqual([id]);
    expect(sent.has(off)).toBe(false);
  });
});

describe('an alert', () => {
  it('is an email of at most 10 cards with the search’s link and a signed unsubscribe link, and a notification', async () => {
    const id = await savedId({ name: 'Flats in Nashik' });
    for (let i = 0; i < 12; i++) {
      await listing({
        title: `Godavari View ${i}`,
        price: 4_500_000,
        images: [{ _id: 'c', url: `/uploads/properties/x/${i}.webp`, publicId: `x/${i}` }],
      });
    }
    await runInstant();
    const [mail] = await t.app.deps.db.select().from(outbox).where(eq(outbox.kind, 'saved-search-alert'));
    expect(mail?.recipient).toBe(buyer.row.email);
    expect(mail?.subject).toBe('12 new listings for ‘Flats in Nashik’ on Nivaas');
    const body = mail?.body ?? '';
    expect(body.match(/^Godavari View \d+$/gm)).toHaveLength(10);
    expect(body).toContain('₹ 45.00 Lac · Gangapur Road, Nashik');
    expect(body).toContain('Photo: https://nivaas.test/uploads/properties/x/');
    expect(body).toContain('And 2 more listings.');
    expect(body).toContain('See every listing of this search: https://nivaas.test/properties?city=Nashik');
    const unsubscribe = /https:\/\/nivaas\.test\/unsubscribe\?token=([\w%.-]+)/.exec(body);
    expect(unsubscribe).not.toBeNull();
    const headers = (mail?.payload as { headers: Record<string, string> } | undefined)?.headers ?? {};
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/nivaas\.test\/api\/v1\/saved-searches\/unsubscribe\?token=[\w%.-]+>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The bell: one unread notification holding the same alert.
    const count = await t.app.inject({ url: '/api/v1/notifications/unread', headers: buyer.auth });
    expect(count.json().data).toEqual({ unread: 1 });
    const list = (await t.app.inject({ url: '/api/v1/notifications', headers: buyer.auth })).json().data;
    expect(list.unread).toBe(1);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      kind: 'saved-search',
      title: '12 new listings for ‘Flats in Nashik’',
      link: '/properties?city=Nashik',
      total: 12,
      readAt: null,
    });
    expect(list.items[0].items).toHaveLength(10);
    expect(list.items[0].items[0]).toMatchObject({
      price: 4_500_000,
      city: 'Nashik',
      locality: 'Gangapur Road',
    });
    expect(
      (await t.app.inject({ url: '/api/v1/notifications', headers: otherAgent.auth })).json().data,
    ).toEqual({
      items: [],
      unread: 0,
    });
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read',
      headers: buyer.auth,
    });
    expect(read.json().data).toEqual({ unread: 0 });
    expect(
      (await t.app.inject({ url: '/api/v1/notifications/unread', headers: buyer.auth })).json().data,
    ).toEqual({
      unread: 0,
    });
    expect(id).toBeTruthy();
  });

  it('is delivered with its List-Unsubscribe headers by the outbox worker', async () => {
    await savedId({});
    await listing();
    await runInstant();
    const sent: TMail[] = [];
    const { mailer } = t.app.deps;
    const original = mailer.send;
    mailer.send = async (mail) => {
      sent.push(mail);
    };
    try {
      await t.app.deps.outboxWorker.runOnce();
    } finally {
      mailer.send = original;
    }
    const alert = sent.find((m) => m.subject.includes('new listing'));
    expect(alert?.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/nivaas\.test\/api\/v1\/saved-searches\/unsubscribe\?token=/,
    );
    expect(alert?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('an alert email’s HTML part', () => {
  const photo = (i: number) => ({
    _id: `c${i}`,
    url: `/uploads/properties/x/${i}-large.webp`,
    publicId: `properties/x/${i}`,
    variants: {
      small: `/uploads/properties/x/${i}-small.webp`,
      medium: `/uploads/properties/x/${i}-medium.webp`,
      large: `/uploads/properties/x/${i}-large.webp`,
    },
  });
  const hrefsOf = (html: string, text: string) =>
    [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].filter((m) => m[2] === text).map((m) => m[1]);

  it('holds the same cards as the text, escaped, the smallest photos, the search’s and unsubscribe links, and is sent beside the text', async () => {
    await savedId({ name: 'Flats "near" <the river>' });
    for (let i = 0; i < 10; i++) await listing({ title: `Godavari View ${i}`, images: [photo(i)] });
    const hostile = '<script>alert("x")</script> Corner "river" flat';
    const hostileId = await listing({ title: hostile, price: 4_500_000, images: [photo(10)] });
    const rentId = await listing({ title: 'Rent flat', status: 'For Rent', price: 18_000, images: [] });
    await runInstant();
    const [row] = await t.app.deps.db.select().from(outbox).where(eq(outbox.kind, 'saved-search-alert'));
    const html = (row?.payload as { html?: string } | undefined)?.html ?? '';
    const body = row?.body ?? '';

    // The newest 10 of the 12, as in the text part.
    const titles = [
      ...html.matchAll(/<a href="https:\/\/nivaas\.test\/properties\/[\w-]+"[^>]*>([^<]+)<\/a>/g),
    ].map((m) => m[1]);
    expect(titles).toHaveLength(10);
    expect(body.match(/^Godavari View \d+$/gm)).toHaveLength(8);
    expect(html).toContain('And 2 more listings.');
    // A title is what an agent typed: it comes out as text.
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"river"');
    expect(
      hrefsOf(html, '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Corner &quot;river&quot; flat'),
    ).toEqual([`https://nivaas.test/properties/${hostileId}`]);
    expect(html).toContain('<h1 style="margin:0;');
    expect(html).toContain('for ‘Flats &quot;near&quot; &lt;the river&gt;’</h1>');
    expect(html).toContain('>₹ 18,000 /mo</div>');
    expect(html).toContain('>₹ 45.00 Lac</div>');
    expect(hrefsOf(html, 'Rent flat')).toEqual([`https://nivaas.test/properties/${rentId}`]);
    // The smallest variant, absolute; the listing with no photo has none.
    expect(html).toContain('src="https://nivaas.test/uploads/properties/x/10-small.webp"');
    expect(html).not.toContain('-large.webp');
    expect(html.match(/<img /g)).toHaveLength(9);
    // The links: every match, the same signed unsubscribe page as the text, the alerts' settings.
    expect(hrefsOf(html, 'See all matches')).toEqual(['https://nivaas.test/properties?city=Nashik']);
    const unsubscribe = /(https:\/\/nivaas\.test\/unsubscribe\?token=[\w%.-]+)/.exec(body)?.[1];
    expect(unsubscribe).toBeTruthy();
    expect(hrefsOf(html, 'Unsubscribe')).toEqual([unsubscribe]);
    expect(hrefsOf(html, 'Manage alerts')).toEqual(['https://nivaas.test/profile#saved-searches']);

    // The outbox worker sends both parts, and the headers.
    const sent: TMail[] = [];
    const { mailer } = t.app.deps;
    const original = mailer.send;
    mailer.send = async (mail) => {
      sent.push(mail);
    };
    try {
      await t.app.deps.outboxWorker.runOnce();
    } finally {
      mailer.send = original;
    }
    const alert = sent.find((m) => m.subject.includes('new listings'));
    expect(alert?.text).toBe(body);
    expect(alert?.html).toBe(html);
    expect(alert?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // A message with no HTML part is sent as text alone.
    expect(sent.filter((m) => m !== alert).every((m) => m.html === undefined)).toBe(true);
  });
});

describe('the unsubscribe link', () => {
  const links = () => createUnsubscribeLinks(t.app.deps.config.jwtSecret);
  const frequency = async (id: string) => (await t.app.deps.repos.savedSearches.findById(id))?.frequency;
  const unsubscribe = (token: string, form = false) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/unsubscribe?token=${encodeURIComponent(token)}`,
      ...(form
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          }
        : {}),
    });

  it('turns the saved search’s alerts off with no sign-in, from the page or a mail client’s one click', async () => {
    const id = await savedId({ name: 'Flats in Nashik' });
    const token = await links().sign({ userId: buyer.row.id, savedSearchId: id });
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: SAVED_SEARCH_MSG.unsubscribed,
      data: { kind: 'saved-search', name: 'Flats in Nashik' },
    });
    expect(await frequency(id)).toBe('off');
    const other = await savedId({ name: 'Villas' });
    const oneClick = await unsubscribe(
      await links().sign({ userId: buyer.row.id, savedSearchId: other }),
      true,
    );
    expect(oneClick.statusCode).toBe(200);
    expect(await frequency(other)).toBe('off');
  });

  it('refuses a forged, expired or someone else’s link with 400 and changes nothing', async () => {
    const id = await savedId({});
    const forged = await createUnsubscribeLinks('another-secret-that-is-long-enough-to-sign').sign({
      userId: buyer.row.id,
      savedSearchId: id,
    });
    const expired = await links().sign(
      { userId: buyer.row.id, savedSearchId: id },
      Date.now() - 31 * 86_400_000,
    );
    const notTheirs = await links().sign({ userId: otherAgent.row.id, savedSearchId: id });
    const valid = await links().sign({ userId: buyer.row.id, savedSearchId: id });
    for (const token of [forged, expired, notTheirs, 'not-a-token', `${valid}x`]) {
      const res = await unsubscribe(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SAVED_SEARCH_MSG.unsubscribeInvalid);
    }
    expect(await frequency(id)).toBe('instant');
    // A link still works 14 days after it was sent.
    const old = await links().sign({ userId: buyer.row.id, savedSearchId: id }, Date.now() - 15 * 86_400_000);
    expect((await unsubscribe(old)).statusCode).toBe(200);
  });

  it('starts alerts afresh when switched back on: what came while off is not sent', async () => {
    const id = await savedId({ frequency: 'off' });
    await listing({ title: 'While off' });
    await t.app.inject({
      method: 'PATCH',
      url: `${API}/${id}`,
      headers: buyer.auth,
      payload: { frequency: 'instant' },
    });
    const after = await listing({ title: 'After' });
    await runInstant();
    expect((await sentBySearch()).get(id)).toEqual([after]);
  });
});

describe('alerts exactly once', () => {
  it('with two instances running the job at once and a restart in the middle, sends each alert once', async () => {
    const second = await createTestApp({ PUBLIC_URL: 'https://nivaas.test' }, { database: t.database });
    try {
      const ids = [
        await savedId({ name: 'A' }),
        await savedId({ name: 'B', query: { city: 'Nashik', bedrooms: '2' } }),
        await savedId({ name: 'C' }, otherAgent.auth),
      ];
      for (let i = 0; i < 5; i++) await listing({ title: `First wave ${i}` });

      // A crash in the middle: the first email written, then the instance dies before committing.
      const enqueue = t.app.deps.repos.outbox.enqueue;
      let calls = 0;
      t.app.deps.repos.outbox.enqueue = async (...args) => {
        if (++calls === 2) throw new Error('instance stopped');
        return enqueue(...args);
      };
      await expect(runInstant()).rejects.toThrow('instance stopped');
      t.app.deps.repos.outbox.enqueue = enqueue;
      expect(await sentBySearch()).toEqual(new Map());
      expect(await t.app.deps.db.$count(notifications)).toBe(0);

      // The restart, and the other instance, run the job at the same moment, twice each.
      await Promise.all([
        runInstant(second.app),
        runInstant(t.app),
        runInstant(second.app),
        runInstant(t.app),
      ]);
      const sent = await sentBySearch();
      for (const id of ids) expect(sent.get(id)).toHaveLength(5);
      const mails = await t.app.deps.db.select().from(outbox).where(eq(outbox.kind, 'saved-search-alert'));
      expect(mails).toHaveLength(3);
      expect(await t.app.deps.db.$count(notifications)).toBe(3);

      // A second wave: sent once more, only the new listings.
      await listing({ title: 'Second wave' });
      await Promise.all([runInstant(second.app), runInstant(t.app)]);
      const again = await t.app.deps.db.select().from(outbox).where(eq(outbox.kind, 'saved-search-alert'));
      expect(again).toHaveLength(6);
      const [row] = await t.app.deps.database.query<{ n: number }>(
        'select count(*)::int as n from saved_search_alerts',
      );
      expect(row?.n).toBe(18);
    } finally {
      await second.close();
    }
  });
});

describe('price drops', () => {
  const setPrice = (id: string, price: number) =>
    t.app.deps.db.update(properties).set({ price }).where(eq(properties.id, id));

  it('are sent once to the saved searches the listing matches, with the percent', async () => {
    const older = await listing({ title: 'Older flat', price: 8_000_000 });
    const risen = await listing({ title: 'Risen flat', price: 6_000_000 });
    const id = await savedId({ name: 'Flats in Nashik' });
    const cheap = await savedId({ name: 'Cheap', query: { city: 'Nashik', priceMax: '7000000' } });
    await setPrice(older, 7_200_000);
    await setPrice(risen, 6_500_000);
    await runInstant();
    const sent = await sentBySearch();
    expect(sent.get(id)).toEqual([older]);
    // Matching reads the new price: 72 lakh is not under 70.
    expect(sent.has(cheap)).toBe(false);
    const [mail] = await t.app.deps.db.select().from(outbox).where(eq(outbox.kind, 'saved-search-alert'));
    expect(mail?.subject).toBe('1 price drop for ‘Flats in Nashik’ on Nivaas');
    expect(mail?.body).toContain('₹ 72.00 Lac (price dropped 10%) · Gangapur Road, Nashik');
    const bell = (await t.app.inject({ url: '/api/v1/notifications', headers: buyer.auth })).json().data;
    expect(bell.items[0].items[0]).toMatchObject({ _id: older, dropPercent: 10 });
    await runInstant();
    expect((await sentBySearch()).get(id)).toEqual([older]);
    // A second drop is a new alert.
    await setPrice(older, 6_800_000);
    await runInstant();
    expect((await sentBySearch()).get(id)).toEqual([older, older]);
    expect((await sentBySearch()).get(cheap)).toEqual([older]);
  });

  it('of favourites are sent to users who switched the alert on, once', async () => {
    const flat = await listing({ title: 'Favourite flat', price: 5_000_000 });
    const other = await listing({ title: 'Another favourite', price: 5_000_000 });
    await insertFavorite(t.app, buyer.row.id, flat);
    await insertFavorite(t.app, otherAgent.row.id, other);
    const settings = await t.app.inject({
      method: 'PUT',
      url: `${API}/alert-settings`,
      headers: buyer.auth,
      payload: { favouritePriceDrops: true },
    });
    expect(settings.json()).toMatchObject({
      message: SAVED_SEARCH_MSG.favouriteAlertsOn,
      data: { favouritePriceDrops: true },
    });
    expect(
      (await t.app.inject({ url: `${API}/alert-settings`, headers: otherAgent.auth })).json().data,
    ).toEqual({
      favouritePriceDrops: false,
    });
    await setPrice(flat, 4_500_000);
    await setPrice(other, 4_000_000);
    const run = () => t.app.deps.services.savedSearches.sendFavouriteDrops();
    expect(await run()).toBe('favourite-price-alerts: 1 email(s) about 1 drop(s)');
    expect(await run()).toBe('favourite-price-alerts: 0 email(s) about 0 drop(s)');
    const mails = await t.app.deps.db.select().from(outbox).where(eq(outbox.kind, 'favourite-price-drop'));
    expect(mails.map((m) => m.recipient)).toEqual([buyer.row.email]);
    expect(mails[0]?.subject).toBe('1 favourite dropped in price on Nivaas');
    expect(mails[0]?.body).toContain('₹ 45.00 Lac (price dropped 10%) · Gangapur Road, Nashik');
    const html = (mails[0]?.payload as { html?: string } | undefined)?.html ?? '';
    expect(html).toContain('>Favourite flat</a>');
    expect(html).toContain('>₹ 45.00 Lac</div>');
    expect(html).toContain('>Price dropped 10%</span>');
    expect(html).toMatch(
      /<a href="https:\/\/nivaas\.test\/profile\?tab=favorites"[^>]*>See your favourites<\/a>/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/nivaas\.test\/unsubscribe\?token=[\w%.-]+"[^>]*>Unsubscribe<\/a>/,
    );
    const token = /unsubscribe\?token=([\w%.-]+)/.exec(mails[0]?.body ?? '')?.[1] ?? '';
    const off = await t.app.inject({ method: 'POST', url: `${API}/unsubscribe?token=${token}` });
    expect(off.json().data).toEqual({ kind: 'favourites', name: '' });
    expect((await t.app.inject({ url: `${API}/alert-settings`, headers: buyer.auth })).json().data).toEqual({
      favouritePriceDrops: false,
    });
    await setPrice(flat, 4_000_000);
    expect(await run()).toBe('favourite-price-alerts: 0 email(s) about 0 drop(s)');
  });
});

describe('the admin’s run now', () => {
  it('runs the instant alert job at once; only admins may', async () => {
    const id = await savedId({});
    const listingId = await listing();
    const url = '/api/v1/admin/jobs/saved-search-alerts-instant/run';
    expect((await t.app.inject({ method: 'POST', url, headers: buyer.auth })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'saved-search-alerts-instant', lastError: null });
    expect((await sentBySearch()).get(id)).toEqual([listingId]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/jobs/no-such-job/run',
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
    await t.app.deps.db.execute(sql`select 1`);
  });
});
