import { ZCompare, ZCompareTray } from '@nivaas/shared/compare';
import { changedOf, successOf } from '@nivaas/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { newId } from '../../lib/ids';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent', name: 'Asha Agent' });
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const listing = async (
  values: Parameters<typeof insertProperty>[1] extends infer V ? Partial<V> : never = {},
) => (await insertProperty(t.app, { agentId: agent.row.id, ...values })).row;

describe('GET /compare', () => {
  it('answers one column per id, in order, with the figures the table shows', async () => {
    const a = await listing({
      title: 'Compare A',
      locality: 'Lone Lane',
      price: 9_500_000,
      area: 1000,
      bedrooms: 3,
      floorNumber: 4,
      ageOfProperty: 2,
      highlights: ['Corner flat', 'North-East facing'],
      amenities: ['Gym', 'Lift'],
      projectDetails: { reraId: 'P52100012345' },
    });
    const b = await listing({ title: 'Compare B', status: 'For Rent', price: 25_000, area: 800 });
    const res = await call('GET', `/compare?ids=${a.id},${b.id}`);
    expect(res.statusCode).toBe(200);
    const body = successOf(ZCompare).parse(res.json());
    expect(body.data.columns.map((c) => c.id)).toEqual([a.id, b.id]);
    const [first, second] = body.data.columns;
    expect(first).toMatchObject({
      available: true,
      ageOfProperty: 2,
      facing: 'North-East',
      pricePerSqft: 9500,
      // Fewer than 5 listings in its locality: no median, the page shows '—'.
      localityMedian: null,
      listing: {
        title: 'Compare A',
        price: 9_500_000,
        bedrooms: 3,
        floorNumber: 4,
        amenities: ['Gym', 'Lift'],
        rera: { number: 'P52100012345' },
      },
    });
    expect(second).toMatchObject({
      available: true,
      facing: null,
      pricePerSqft: 31,
      listing: { title: 'Compare B' },
    });
  });

  it("marks unknown, malformed, hidden, sold and repeated ids 'No longer available'", async () => {
    const ok = await listing({ title: 'Still here' });
    const sold = await listing({ status: 'Sold' });
    const hidden = await listing({ listed: false, hiddenReason: 'reported' });
    const ids = [ok.id, newId(), hidden.id, ok.id].join(',');
    const res = await call('GET', `/compare?ids=${ids}`);
    expect(res.statusCode).toBe(200);
    const cols = res.json().data.columns;
    expect(cols.map((c: { available: boolean }) => c.available)).toEqual([true, false, false, false]);
    expect(cols[3]).toEqual({ id: ok.id, available: false });

    const other = await call('GET', `/compare?ids=not-an-id,${sold.id}`);
    expect(other.statusCode).toBe(200);
    expect(other.json().data.columns).toEqual([
      { id: 'not-an-id', available: false },
      { id: sold.id, available: false },
    ]);
    expect((await call('GET', '/compare?ids=')).json().data.columns).toEqual([]);
  });

  it('sets each listing against its locality median once 5 listings of its type and market support it', async () => {
    const place = { city: 'Nashik', locality: 'Median Nagar', type: 'Villa' };
    // ₹/sq ft of 4000, 5000, 6000 and the target's 8000: four are not enough.
    for (const perSqft of [4000, 5000, 6000]) await listing({ ...place, area: 1000, price: perSqft * 1000 });
    // A rental and another type there count for their own medians only.
    await listing({ ...place, status: 'For Rent', area: 1000, price: 30_000 });
    await listing({ ...place, type: 'Apartment', area: 1000, price: 90_000_000 });
    const target = await listing({ ...place, title: 'Median target', area: 1200, price: 9_600_000 });
    const before = (await call('GET', `/compare?ids=${target.id}`)).json().data.columns[0];
    expect(before).toMatchObject({ pricePerSqft: 8000, localityMedian: null });

    await listing({ ...place, area: 1000, price: 7_000_000 });
    const after = (await call('GET', `/compare?ids=${target.id}`)).json().data.columns[0];
    // 4000, 5000, 6000, 7000, 8000: the median is 6000, on 5 listings.
    expect(after).toMatchObject({ pricePerSqft: 8000, localityMedian: { median: 6000, listings: 5 } });
  });

  it('answers 422 for more than 4 ids', async () => {
    const ids = Array.from({ length: 5 }, () => newId()).join(',');
    const res = await call('GET', `/compare?ids=${ids}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'You can compare up to 4 listings',
      errors: { ids: 'You can compare up to 4 listings' },
    });
  });
});

describe('the compare tray', () => {
  it('keeps a signed-in user’s tray on the server, in order, and refuses a fifth', async () => {
    const buyer = await createUser(t.app);
    const rows = await Promise.all([1, 2, 3, 4, 5].map((n) => listing({ title: `Tray ${n}` })));
    const ids = rows.map((r) => r.id);
    expect((await call('GET', '/auth/compare-tray', buyer.auth)).json().data).toEqual({ ids: [] });

    const put = await call('PUT', '/auth/compare-tray', buyer.auth, { ids: [ids[2], ids[0], ids[2]] });
    expect(put.statusCode).toBe(200);
    expect(changedOf(ZCompareTray).parse(put.json()).data.ids).toEqual([ids[2], ids[0]]);

    const tooMany = await call('PUT', '/auth/compare-tray', buyer.auth, { ids });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('You can compare up to 4 listings');
    // Nothing changed; and the tray is there on another device (another read).
    expect((await call('GET', '/auth/compare-tray', buyer.auth)).json().data.ids).toEqual([ids[2], ids[0]]);

    // Unknown listings are dropped; a malformed id is refused (422, field validation).
    const unknown = await call('PUT', '/auth/compare-tray', buyer.auth, { ids: [ids[1], newId()] });
    expect(unknown.json().data.ids).toEqual([ids[1]]);
    expect((await call('PUT', '/auth/compare-tray', buyer.auth, { ids: ['nope'] })).statusCode).toBe(422);

    // Each user has their own tray.
    const other = await createUser(t.app);
    expect((await call('GET', '/auth/compare-tray', other.auth)).json().data.ids).toEqual([]);
  });

  it('merges a guest’s tray in at sign-in: stored first, then the guest’s, up to 4', async () => {
    const buyer = await createUser(t.app);
    const [a, b, c, d, e] = (await Promise.all([1, 2, 3, 4, 5].map(() => listing()))).map((r) => r.id);
    await call('PUT', '/auth/compare-tray', buyer.auth, { ids: [a, b] });
    const merged = await call('POST', '/auth/compare-tray/merge', buyer.auth, { ids: [b, c, d, e] });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ success: true, data: { ids: [a, b, c, d] } });
    expect((await call('GET', '/auth/compare-tray', buyer.auth)).json().data.ids).toEqual([a, b, c, d]);

    const tooMany = await call('POST', '/auth/compare-tray/merge', buyer.auth, {
      ids: [newId(), newId(), newId(), newId(), newId()],
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it('never stores more than 4 under concurrent merges', async () => {
    const buyer = await createUser(t.app);
    const ids = (await Promise.all([1, 2, 3, 4, 5, 6].map(() => listing()))).map((r) => r.id);
    const results = await Promise.all(
      ids.map((id) => call('POST', '/auth/compare-tray/merge', buyer.auth, { ids: [id] })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from compare_items where user_id = $1',
      [buyer.user.id],
    );
    expect(row?.n).toBe(4);
  });

  it('answers 401 to anonymous tray calls', async () => {
    for (const [method, url] of [
      ['GET', '/auth/compare-tray'],
      ['PUT', '/auth/compare-tray'],
      ['POST', '/auth/compare-tray/merge'],
    ] as const) {
      expect((await call(method, url, {}, { ids: [] })).statusCode, url).toBe(401);
    }
  });
});
