import { eq, sql } from 'drizzle-orm';
import { FRESHNESS_TEXT } from '@nivaas/shared/listing-freshness';
import { MSG } from '@nivaas/shared/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertProperty } from '../../../test/fixtures/insert-property';
import { createTestApp, createUser, type TTestApp } from '../../../test/test-app';
import { outbox, properties } from '../../db/schema';
import { setListingHidden } from '../properties/listing-visibility';
import { createConfirmLinks } from './confirm-link';

let t: TTestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let otherAgent: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: 'agent', name: 'Asha Agent' });
  otherAgent = await createUser(t.app, { role: 'agent' });
  admin = await createUser(t.app, { role: 'admin' });
  buyer = await createUser(t.app, { role: 'buyer' });
});
afterAll(() => t?.close());
beforeEach(async () => {
  // Each test starts with no listings and the default limits.
  await t.app.deps.db.delete(properties);
  await t.app.deps.db.delete(outbox);
  await t.app.deps.services.settings.updateSettings({ staleAfterDays: 60, hideAfterDays: 90 });
});

const CITY = 'Freshpur';
const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ _id: `p${i}`, url: `/uploads/x/${i}.webp`, publicId: `x/${i}` }));
/** A listing of `agent` in CITY, with as much filled in as asked. */
const listing = async (
  title: string,
  opts: { photos?: number; description?: string; amenities?: string[]; rera?: boolean } = {},
) =>
  (
    await insertProperty(t.app, {
      agentId: agent.row.id,
      title,
      city: CITY,
      images: photos(opts.photos ?? 0),
      description: opts.description ?? 'A flat.',
      amenities: opts.amenities ?? [],
      projectDetails: opts.rera ? { reraId: 'P51600012345' } : {},
    })
  ).row.id;
/** The listing was last confirmed `days` ago (and listed a day before that). */
const confirmedDaysAgo = (id: string, days: number) =>
  t.app.deps.db.execute(sql`update properties set confirmed_at = now() - make_interval(days => ${days}),
    created_at = now() - make_interval(days => ${days + 1}), updated_at = now() - make_interval(days => ${days + 1})
    where id = ${id}`);
const row = async (id: string) =>
  (await t.app.deps.db.select().from(properties).where(eq(properties.id, id)))[0];
const runDaily = () => t.app.deps.services.freshness.markUnconfirmed();

type TCard = { _id: string; title: string; freshness: { confirmedAt: string; isStale: boolean } };
async function search(query = '', headers: Record<string, string> = {}): Promise<TCard[]> {
  const res = await t.app.inject({ url: `/api/v1/properties?city=${CITY}&limit=50&${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const titles = async (query = '') => (await search(query)).map((c) => c.title);
const confirm = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/properties/${id}/confirm-availability`, headers });

describe('freshness of a listing', () => {
  it('counts a new listing as confirmed at creation, on the card and the detail', async () => {
    const id = await listing('Godavari View 2 BHK');
    const [card] = await search();
    const { createdAt } = (await row(id)) ?? {};
    expect(card?.freshness).toEqual({
      confirmedAt: createdAt?.toISOString(),
      isStale: false,
      isHiddenAsStale: false,
    });
    const detail = (await t.app.inject({ url: `/api/v1/properties/${id}` })).json().data;
    expect(detail.freshness).toEqual(card?.freshness);
  });

  it('lets the listing’s own agent confirm it, and nobody else (admins included)', async () => {
    const id = await listing('Godavari View 2 BHK');
    await confirmedDaysAgo(id, 20);
    const before = await row(id);
    expect((await confirm(id, {})).statusCode).toBe(401);
    for (const who of [buyer, otherAgent, admin]) {
      const res = await confirm(id, who.auth);
      expect(res.statusCode).toBe(403);
    }
    expect((await confirm(id, otherAgent.auth)).json().message).toBe(MSG.forbidden);
    expect((await row(id))?.confirmedAt).toEqual(before?.confirmedAt);

    const res = await confirm(id, agent.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { propertyId: id, title: 'Godavari View 2 BHK', freshness: { isStale: false } },
    });
    const after = await row(id);
    expect(Date.now() - (after?.confirmedAt.getTime() ?? 0)).toBeLessThan(60_000);
    // Confirming is not an update a visitor should read as one.
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect((await confirm('00000000-0000-4000-8000-000000000000', agent.auth)).statusCode).toBe(404);
  });

  it('marks a listing unconfirmed for 60 days as stale, last in the default order, until confirmed', async () => {
    const complete = await listing('Complete but old', {
      photos: 6,
      description: 'x'.repeat(600),
      rera: true,
    });
    const sparse = await listing('Sparse and fresh');
    await confirmedDaysAgo(complete, 59);
    expect(await runDaily()).toMatch(/0 marked stale/);
    expect(await titles()).toEqual(['Complete but old', 'Sparse and fresh']);

    await confirmedDaysAgo(complete, 61);
    expect(await runDaily()).toMatch(/1 marked stale/);
    expect((await search()).map((c) => [c.title, c.freshness.isStale])).toEqual([
      ['Sparse and fresh', false],
      ['Complete but old', true],
    ]);
    // Still in search, and newest first still orders by date alone.
    expect(await titles('sort=newest')).toEqual(['Sparse and fresh', 'Complete but old']);

    expect((await confirm(complete, agent.auth)).json().data.freshness.isStale).toBe(false);
    expect(await titles()).toEqual(['Complete but old', 'Sparse and fresh']);
    expect((await row(sparse))?.stale).toBe(false);
  });

  it('takes a listing unconfirmed for 90 days out of public search; confirming brings it back', async () => {
    const old = await listing('Forgotten flat');
    await listing('Kept flat');
    await confirmedDaysAgo(old, 91);
    expect(await runDaily()).toMatch(/1 marked stale, 0 no longer stale, 1 out of search/);
    expect(await row(old)).toMatchObject({ stale: true, listed: false, hiddenReason: 'stale' });
    expect(await titles()).toEqual(['Kept flat']);
    expect((await t.app.inject({ url: `/api/v1/properties/${old}` })).statusCode).toBe(404);
    // Its agent still sees it, marked as out of search, and can renew it.
    const own = await t.app.inject({ url: `/api/v1/properties/agent/${agent.row.id}`, headers: agent.auth });
    const mine = own.json().data.find((c: TCard) => c._id === old);
    expect(mine.freshness).toMatchObject({ isStale: true, isHiddenAsStale: true });

    const res = await confirm(old, agent.auth);
    expect(res.json().data.freshness).toMatchObject({ isStale: false, isHiddenAsStale: false });
    expect(await row(old)).toMatchObject({ stale: false, listed: true, hiddenReason: null });
    expect(await titles()).toEqual(['Forgotten flat', 'Kept flat']);
    // The next day's run leaves it alone.
    expect(await runDaily()).toMatch(/0 marked stale, 0 no longer stale, 0 out of search/);
  });

  it('hides every listing past the limit in one statement, and never lifts a moderator’s hide', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => listing(`Old ${i}`)));
    for (const id of ids) await confirmedDaysAgo(id, 100);
    const moderated = ids[0] ?? '';
    await setListingHidden(t.app.deps.db, moderated, 'moderator');
    // Counts the statements the run sends that may change listings (the settings are a select).
    let statements = 0;
    const { db } = t.app.deps;
    const execute = db.execute.bind(db);
    const update = db.update.bind(db);
    db.execute = ((query: Parameters<typeof execute>[0]) => {
      statements++;
      return execute(query);
    }) as typeof execute;
    db.update = ((table: Parameters<typeof update>[0]) => {
      statements++;
      return update(table);
    }) as typeof update;
    try {
      expect(await runDaily()).toMatch(/30 marked stale, 0 no longer stale, 29 out of search/);
    } finally {
      db.execute = execute;
      db.update = update;
    }
    // One to mark, one to hide: not one per listing.
    expect(statements).toBe(2);
    expect(await row(moderated)).toMatchObject({ hiddenReason: 'moderator' });
    // Confirming renews the freshness but a moderator's hide stays.
    await confirm(moderated, agent.auth);
    expect(await row(moderated)).toMatchObject({ stale: false, listed: false, hiddenReason: 'moderator' });
  });

  it('confirms on an edit by the listing’s agent, not on an admin’s', async () => {
    const id = await listing('Edited flat', { photos: 1 });
    await confirmedDaysAgo(id, 95);
    await runDaily();
    const edit = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/properties/${id}`,
        headers,
        payload: {
          title: 'Edited flat, repainted',
          description: 'A bright flat near the river, repainted.',
          type: 'Apartment',
          status: 'For Sale',
          price: 7_000_000,
          bedrooms: 2,
          bathrooms: 2,
          area: 950,
          address: { street: 'College Road', city: CITY, state: 'Maharashtra', zipCode: '422005' },
          images: [{ url: '/uploads/x/0.webp' }],
          agent: agent.row.id,
        },
      });
    expect((await edit(admin.auth)).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ stale: true, hiddenReason: 'stale' });
    const res = await edit(agent.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.freshness).toMatchObject({ isStale: false, isHiddenAsStale: false });
    expect(await titles()).toEqual(['Edited flat, repainted']);
  });
});

describe('the limits in site settings', () => {
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings', headers: admin.auth, payload });

  it('are whole days, the stale limit below the hide limit', async () => {
    for (const bad of [{ staleAfterDays: 1.5 }, { staleAfterDays: 0 }, { hideAfterDays: 'soon' }]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors)).toContain(FRESHNESS_TEXT.wholeDays);
    }
    const inverted = await put({ staleAfterDays: 90, hideAfterDays: 60 });
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().errors).toEqual({ hideAfterDays: FRESHNESS_TEXT.staleBeforeHide });
    // Checked against the saved value of the one left out.
    expect((await put({ staleAfterDays: 90 })).json().errors).toEqual({
      staleAfterDays: FRESHNESS_TEXT.staleBeforeHide,
    });
    const ok = await put({ staleAfterDays: '30', hideAfterDays: 45 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ staleAfterDays: 30, hideAfterDays: 45 });
    // Only the admin reads them.
    expect((await t.app.inject({ url: '/api/v1/settings' })).json().data).not.toHaveProperty(
      'staleAfterDays',
    );
  });

  it('are what the daily job applies; a limit raised unmarks listings', async () => {
    const id = await listing('Month-old flat');
    await confirmedDaysAgo(id, 35);
    await runDaily();
    expect((await row(id))?.stale).toBe(false);
    await put({ staleAfterDays: 30, hideAfterDays: 45 });
    await runDaily();
    expect((await row(id))?.stale).toBe(true);
    await put({ staleAfterDays: 40, hideAfterDays: 45 });
    expect(await runDaily()).toMatch(/1 no longer stale/);
    expect((await row(id))?.stale).toBe(false);
  });
});

describe('relevance, the default order', () => {
  it('puts complete listings first (photos, description, RERA number, amenities), payment aside', async () => {
    await listing('Bare');
    await listing('Photos', { photos: 5 });
    await listing('Everything', {
      photos: 5,
      description: 'x'.repeat(500),
      rera: true,
      amenities: ['Gym', 'Parking', 'Security', 'Garden', 'Balcony'],
    });
    await listing('Featured but bare');
    await t.app.deps.db.execute(sql`update properties set featured = true where title = 'Featured but bare'`);
    await listing('Photos and RERA', { photos: 5, rera: true });
    const scores = (await t.app.deps.db.execute(
      sql`select title, quality_score from properties order by title`,
    )) as { rows: unknown[] };
    expect(scores.rows).toEqual([
      { title: 'Bare', quality_score: 0 },
      { title: 'Everything', quality_score: 100 },
      { title: 'Featured but bare', quality_score: 0 },
      { title: 'Photos', quality_score: 40 },
      { title: 'Photos and RERA', quality_score: 55 },
    ]);
    // Equal completeness: the more recently confirmed first.
    expect(await titles()).toEqual(['Everything', 'Photos and RERA', 'Photos', 'Featured but bare', 'Bare']);
    expect(await titles('sort=relevance')).toEqual(await titles());
    expect((await titles('sort=newest'))[0]).toBe('Photos and RERA');
  });

  it('with search text ranks by the text, listings not confirmed recently last', async () => {
    const stale = await listing('Godavari Godavari View');
    await listing('Riverside flat near Godavari');
    await confirmedDaysAgo(stale, 70);
    await runDaily();
    expect(await titles('search=godavari')).toEqual([
      'Riverside flat near Godavari',
      'Godavari Godavari View',
    ]);
    await confirm(stale, agent.auth);
    expect(await titles('search=godavari')).toEqual([
      'Godavari Godavari View',
      'Riverside flat near Godavari',
    ]);
  });

  it('reads a page from the relevance index, not a sort of every listing (EXPLAIN, 3,000 listings)', async () => {
    await t.app.deps.db.execute(sql`insert into properties (id, title, description, type, status, price, area,
        street, city, locality, state, zip_code, agent_id, images, confirmed_at)
      select gen_random_uuid(), 'Bulk ' || i, repeat('d', (i % 12) * 50), 'Apartment',
        case when i % 2 = 0 then 'For Sale' else 'For Rent' end, 1000000 + i, 500 + i % 900,
        'Road', case when i % 3 = 0 then 'Nashik' else 'Pune' end, 'Centre', 'Maharashtra', '422001',
        ${agent.row.id}, '[]'::jsonb, now() - make_interval(days => i % 80)
      from generate_series(1, 3000) i`);
    await runDaily();
    await t.app.deps.db.execute(sql`analyze properties`);
    const repo = t.app.deps.repos.properties;
    for (const q of [{}, { city: 'Nashik' }, { type: 'Apartment' as const, priceMin: 1_000_500 }]) {
      const plans = await repo.explainSearch({ page: 1, limit: 12, sort: 'relevance', ...q }, 'public');
      const plan = plans.join('\n');
      // A city's search may walk the city's own relevance index (the planner's choice by the city's share).
      expect(plan).toMatch(/Index (Only )?Scan using properties_pub_(city_)?relevance_idx/);
      // The page stops after its rows: no sort of the matches.
      expect(plan).not.toMatch(/Sort Key: .*quality_score/);
    }
    const page = await t.app.inject({ url: '/api/v1/properties?limit=100' });
    const cards: TCard[] = page.json().data;
    const firstStale = cards.findIndex((c) => c.freshness.isStale);
    expect(firstStale === -1 || cards.slice(firstStale).every((c) => c.freshness.isStale)).toBe(true);
  });
});

describe('the weekly reminder', () => {
  it('emails each agent one-click links that confirm without signing in', async () => {
    const fresh = await listing('Fresh flat');
    const old = await listing('Old flat');
    const gone = await listing('Forgotten flat');
    await confirmedDaysAgo(old, 10);
    await confirmedDaysAgo(gone, 95);
    await runDaily();
    expect(await t.app.deps.services.freshness.sendReminders()).toMatch(/1 email\(s\) about 2 listing/);
    const [mail, ...more] = await t.app.deps.db.select().from(outbox);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'listing-confirm-reminder', recipient: agent.row.email });
    expect(mail?.body).toContain('Hello Asha Agent');
    expect(mail?.body).toContain('Old flat: last confirmed 10 days ago');
    expect(mail?.body).toContain(
      'Forgotten flat: last confirmed 95 days ago (out of search until you confirm it)',
    );
    expect(mail?.body).not.toContain('Fresh flat');
    expect((await row(fresh))?.stale).toBe(false);

    const tokens = [...(mail?.body ?? '').matchAll(/\/confirm-listing\?token=([^\s]+)/g)].map((m) =>
      decodeURIComponent(m[1] ?? ''),
    );
    expect(tokens).toHaveLength(2);
    const post = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/listing-confirmations', payload: { token } });
    const res = await post(tokens[0] ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ propertyId: gone, title: 'Forgotten flat' });
    expect(await titles()).toContain('Forgotten flat');
    expect((await post(tokens[1] ?? '')).json().data.propertyId).toBe(old);
  });

  it('refuses a link that is altered, expired, or for a listing that changed hands', async () => {
    const id = await listing('Handed-over flat');
    const links = createConfirmLinks(t.config.jwtSecret);
    const post = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/listing-confirmations', payload: { token } });
    const token = await links.sign({ propertyId: id, agentId: agent.row.id });
    expect((await post(`${token.slice(0, -2)}xx`)).statusCode).toBe(400);
    expect(
      (await post(await links.sign({ propertyId: id, agentId: agent.row.id }, Date.now() - 15 * 86_400_000)))
        .statusCode,
    ).toBe(400);
    // A session token is not a link.
    expect((await post(agent.token)).statusCode).toBe(400);
    expect((await post('')).statusCode).toBe(422);
    await t.app.deps.db.update(properties).set({ agentId: otherAgent.row.id }).where(eq(properties.id, id));
    const refused = await post(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FRESHNESS_TEXT.confirmLinkInvalid);
  });
});
