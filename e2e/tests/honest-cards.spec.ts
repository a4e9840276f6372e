import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Issue 16: a card says what the detail page says (construction status, possession month), no
 * invented ratings anywhere, every rent with '/mo', and property types as Indian buyers name them.
 */

type TCard = {
  _id: string;
  title: string;
  status: string;
  constructionStatus: string;
  possessionDate: string | null;
  address: { city: string };
};

const FIRST_PAINT = { timeout: 30_000 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

async function listings(request: APIRequestContext, query: string): Promise<TCard[]> {
  const res = await request.get(`/api/v1/properties?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data as TCard[];
}

/** The card of one listing on the page (its title link points at it). */
const cardOf = (page: Page, id: string): Locator =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/properties/${id}"]`) });

/** The value of one tile of the detail page's key-facts strip. */
const keyFact = (page: Page, label: string): Locator =>
  page.locator(
    `xpath=//dl[@aria-label="Key facts"]//dt[normalize-space()="${label}"]/following-sibling::dd[1]`,
  );

async function expectNoInventedRating(page: Page) {
  const body = page.locator('body');
  await expect(body).not.toContainText('(??)');
  await expect(body).not.toContainText('☆');
  await expect(body).not.toContainText('(0 reviews)');
}

test("an Under Construction listing's card badge says what its detail page says", async ({
  page,
  request,
}) => {
  // A listing being built, with a possession date, from the demo data.
  let building: TCard | undefined;
  for (let p = 1; p <= 5 && !building; p++) {
    building = (await listings(request, `status=For%20Sale&limit=100&page=${p}`)).find(
      (l) => l.constructionStatus === 'Under Construction' && l.possessionDate,
    );
  }
  if (!building) throw new Error('no Under Construction listing in the demo data');
  const [year, month] = (building.possessionDate as string).slice(0, 7).split('-').map(Number);
  const monthYear = `${MONTHS[(month as number) - 1]} ${year}`;

  await page.goto(
    `/properties?search=${encodeURIComponent(building.title)}&city=${encodeURIComponent(building.address.city)}`,
    FIRST_PAINT,
  );
  const card = cardOf(page, building._id);
  await expect(card).toBeVisible();
  const badge = card.getByTestId('listing-badge');
  await expect(badge).toHaveText(`Under Construction · possession ${monthYear}`);
  await expect(card).not.toContainText('Ready to Move');
  await expectNoInventedRating(page);

  await card.getByRole('link', { name: building.title }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${building._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: building.title })).toBeVisible();
  await expect(keyFact(page, 'Construction')).toHaveText('Under Construction');
  await expect(keyFact(page, 'Possession')).toHaveText(new RegExp(`^\\d{1,2} ${monthYear}$`));
  await expectNoInventedRating(page);
});

test('every card badge matches its own construction status', async ({ page, request }) => {
  const shown = await listings(request, 'limit=12');
  await page.goto('/properties', FIRST_PAINT);
  for (const l of shown) {
    const badge = cardOf(page, l._id).getByTestId('listing-badge');
    if (l.constructionStatus === 'New Launch') await expect(badge).toHaveText(/^(New Launch|Launch \d)/);
    else await expect(badge).toHaveText(new RegExp(`^${l.constructionStatus}`));
  }
});

test('the Home Type filter offers Indian property types and finds builder floors', async ({ page }) => {
  await page.goto('/properties', FIRST_PAINT);
  await page.getByRole('button', { name: /^Home Type/ }).click();
  const panel = page.getByRole('dialog', { name: 'Home Type' });
  const group = panel.getByRole('group', { name: 'Home type' });
  const expected = [
    'Apartment / Flat',
    'Independent House',
    'Villa',
    'Builder Floor',
    'Row House',
    'Penthouse',
    'Studio',
    'Plot / Land',
    'Farm House',
    'Office',
    'Shop',
    'Showroom',
    'Warehouse',
  ];
  // Select All, then one checkbox per type, in this order.
  await expect(group.getByRole('checkbox')).toHaveCount(expected.length + 1);
  for (const [i, label] of expected.entries())
    await expect(group.getByRole('checkbox').nth(i + 1)).toHaveAccessibleName(label);
  for (const american of ['Townhomes', 'Multi-family', 'Condos/Co-ops', 'Manufactured', 'Houses'])
    await expect(page.getByRole('checkbox', { name: american, exact: true })).toHaveCount(0);

  await group.getByRole('checkbox', { name: 'Builder Floor' }).click();
  await expect(page).toHaveURL(/[?&]type=Builder\+Floor/);
  await page.keyboard.press('Escape');
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Builder Floor');
  for (const card of await cards.all()) await expect(card).toContainText('Builder Floor');
});

test("an old link's spec type opens today's type: type=Condo lists apartments", async ({ page }) => {
  await page.goto('/properties?type=Condo', FIRST_PAINT);
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Apartment / Flat');
  await page.getByRole('button', { name: /^Home Type/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Apartment / Flat' })).toBeChecked();
});

test('no invented rating on the home, listing, detail and builders pages', async ({ page, request }) => {
  const [first] = await listings(request, 'limit=1');
  for (const url of ['/', '/properties', `/properties/${first?._id}`, '/developers']) {
    await page.goto(url, FIRST_PAINT);
    await expect(page.locator('main')).toBeVisible();
    await expectNoInventedRating(page);
  }
});

test("a let-out listing in its agent's profile shows its rent per month", async ({ page, request }) => {
  // An agent with a Rented listing in the demo data.
  for (let n = 1; n <= 9; n++) {
    const login = await request.post('/api/v1/auth/login', {
      data: { email: `agent${n}@nivaas.in`, password: 'Agent@123' },
    });
    if (!login.ok()) continue;
    const { token, user } = await login.json();
    // The agent's own list, sold and let-out listings too.
    const own = await request.get(`/api/v1/properties/agent/${user.id ?? user._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const rented = ((await own.json()).data as TCard[]).find((l) => l.status === 'Rented');
    if (!rented) continue;
    await page.addInitScript((t) => window.localStorage.setItem('token', t), token as string);
    await page.goto('/profile', FIRST_PAINT);
    const card = cardOf(page, rented._id);
    // The count in the heading says the list has loaded (the heading shows without it before).
    await expect(page.getByRole('heading', { name: /^Your Properties \(\d+\)/ })).toBeVisible();
    // Twelve a time: show more until the let-out listing is on the page.
    const more = page.getByRole('button', { name: /^Show more/ });
    while ((await card.count()) === 0 && (await more.count()) > 0) await more.click();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(/₹ [\d,.]+( Lac)? \/mo/);
    return;
  }
  throw new Error('no agent with a Rented listing in the demo data');
});
