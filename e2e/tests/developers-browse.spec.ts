import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DEMO } from '../support/demo';

type TBuilder = { _id: string; name: string; listingCount: number };

const API = '/api/v1';
/** The first page of a journey waits longer: a busy CI machine may take a while to start the app. */
const FIRST_PAINT = { timeout: 30_000 };

async function builders(request: APIRequestContext, query = ''): Promise<TBuilder[]> {
  const res = await request.get(`${API}/developers${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data as TBuilder[];
}

/** The names on the cards shown, in order. */
function cardNames(page: Page) {
  return page.getByRole('list', { name: 'Builders' }).getByRole('article').getByRole('heading', { level: 2 });
}

async function openDirectory(page: Page, path = '/developers') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Builders' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText(/^\d+ builders? found$/)).toBeVisible(FIRST_PAINT);
}

test('a visitor browses the builders, filters by city and specialization, and opens one', async ({
  page,
  request,
}) => {
  const all = await builders(request);
  const villasInNashik = await builders(request, '?city=Nashik&specialization=Villas');
  expect(villasInNashik.length).toBeGreaterThan(0);
  expect(villasInNashik.length).toBeLessThan(all.length);

  await openDirectory(page);
  await expect(page.getByText(`${all.length} builders found`)).toBeVisible();
  // Twelve a page, then the page links.
  await expect(cardNames(page)).toHaveCount(Math.min(12, all.length));
  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByText('Founded', { exact: true })).toBeVisible();
  await expect(firstCard.getByText('Completed', { exact: true })).toBeVisible();
  // No invented rating: builders have no reviews yet (issue 16).
  await expect(page.locator('main')).not.toContainText('reviews)');
  await expect(page.locator('main')).not.toContainText('☆');
  await expect(firstCard.getByRole('link', { name: /^View Developer/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add developer' })).toHaveCount(0);
  if (all.length > 12) {
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: 'Go to page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cardNames(page)).toHaveCount(all.length - 12);
  }

  // Searching by name narrows the list and is kept in the address.
  await page.getByRole('searchbox', { name: /Search builders/ }).fill('godrej');
  await expect(page).toHaveURL(/[?&]search=godrej/);
  await expect(cardNames(page)).toContainText(['Godrej Properties']);
  await page.getByRole('button', { name: 'Remove Search: godrej' }).click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByText(`${all.length} builders found`)).toBeVisible();

  // City, then specialization: the address follows and only matching builders remain.
  await page.getByRole('combobox', { name: 'City' }).selectOption('Nashik');
  await expect(page).toHaveURL(/[?&]city=Nashik/);
  await expect(page.getByRole('button', { name: 'Remove City: Nashik' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Specialization' }).selectOption('Villas');
  await expect(page).toHaveURL(/[?&]city=Nashik&specialization=Villas/);
  await expect(cardNames(page)).toHaveText(villasInNashik.map((b) => b.name));
  for (const card of await page.getByRole('article').all()) {
    await expect(card).toContainText('Nashik');
  }

  // The filters survive a reload: they come from the address.
  await page.reload();
  await expect(cardNames(page)).toHaveText(
    villasInNashik.map((b) => b.name),
    FIRST_PAINT,
  );
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Nashik');

  // The builder opens from the loaded list, without asking the server for it again.
  const builder = [...villasInNashik].sort((a, b) => b.listingCount - a.listingCount)[0] as TBuilder;
  const detailCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`${API}/developers/${builder._id}`)) detailCalls.push(r.url());
  });
  await page.getByRole('link', { name: `View Developer: ${builder.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/developers/${builder._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: builder.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(builder.name));
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(0);
  expect(description?.length ?? 0).toBeLessThanOrEqual(160);
  expect(detailCalls).toEqual([]);

  await expect(page.getByText(/^Established in \d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact Developer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Developer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Developer' })).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: 'Builder sections' });
  await expect(tabs.getByRole('link')).toHaveText([
    'Overview',
    'Projects',
    'Team',
    'Specializations',
    'Contact',
  ]);
  for (const heading of ['Overview', 'Projects', 'Key team members', 'Specializations', 'Contact']) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeAttached();
  }
  const summary = page.getByRole('complementary', { name: 'Builder summary' });
  await expect(summary.getByText('Total projects')).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Recent awards' })).toBeVisible();

  // Its live listings, as property cards.
  await expect(page.getByText(`${builder.listingCount} listing`, { exact: false })).toBeVisible();
  const listings = page.getByRole('list', { name: `Properties by ${builder.name}` });
  await expect(listings.getByRole('article')).toHaveCount(Math.min(6, builder.listingCount));

  // A tab scrolls to its section; the tab bar stays in view under the header.
  await tabs.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Key team members' })).toBeInViewport();
  await expect(tabs).toBeInViewport();
  await expect(tabs.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'location');
  await tabs.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Contact information' })).toBeInViewport();
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
});

test('the directory and a builder’s page in Hindi, with the way back to English', async ({
  page,
  request,
}) => {
  const inNashik = await builders(request, '?city=Nashik');
  const builder = [...inNashik].sort((a, b) => b.listingCount - a.listingCount)[0] as TBuilder;
  await page.goto('/hi/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'बिल्डर' })).toBeVisible(FIRST_PAINT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText(/^\d+ बिल्डर मिले$/)).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId('language-switch').first()).toHaveAttribute('href', '/developers');
  await page.getByRole('combobox', { name: 'शहर' }).selectOption('Nashik');
  await expect(page).toHaveURL(/\/hi\/developers\?city=Nashik$/);
  await expect(page.getByRole('button', { name: 'शहर: Nashik हटाएँ' })).toBeVisible();
  await page.getByRole('link', { name: `बिल्डर देखें: ${builder.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/hi/developers/${builder._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: builder.name })).toBeVisible();
  await expect(page).toHaveTitle(`${builder.name} – बिल्डर | Nivaas`);
  await expect(page.getByRole('navigation', { name: 'बिल्डर के हिस्से' }).getByRole('link')).toHaveText([
    'झलक',
    'प्रोजेक्ट',
    'टीम',
    'ख़ासियत',
    'संपर्क',
  ]);
  await expect(page.getByRole('complementary', { name: 'बिल्डर का सार' })).toContainText('कुल प्रोजेक्ट');
  await expect(
    page.getByRole('list', { name: `${builder.name} की प्रॉपर्टी` }).getByRole('article'),
  ).toHaveCount(Math.min(6, builder.listingCount));
  // Drawn by the server in Hindi, its English page named as the alternate; nothing wider than a phone.
  const html = await (await request.get(`/hi/developers/${builder._id}`)).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain(`hreflang="en" href="`);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('on a phone the filters fold away behind a Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openDirectory(page);
  const toggle = page.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Specialization' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('combobox', { name: 'Specialization' }).selectOption('Plotted Development');
  await expect(page).toHaveURL(/[?&]specialization=Plotted(\+|%20)Development/);
  await expect(page.getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();
  await page.getByLabel('Founded from').fill('2000');
  await expect(page).toHaveURL(/[?&]minYear=2000/);
  await expect(page.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();
  const nameCount = await cardNames(page).count();
  if (nameCount === 0) {
    await expect(page.getByText('No developers found matching your criteria')).toBeVisible();
  } else {
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText('Plotted');
  }
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/developers$/);
});

test('a filter nothing matches shows the empty state with Refresh', async ({ page }) => {
  await openDirectory(page, '/developers?search=no-such-builder-anywhere');
  await expect(page.getByText('0 builders found')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'No developers found matching your criteria' }),
  ).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
});

test('an admin sees Add, Edit and Delete, and deletes a builder after confirming', async ({
  page,
  request,
}) => {
  // A builder of this test's own, so the demo builders stay for the other journeys.
  const login = await request.post(`${API}/auth/login`, { data: DEMO.admin });
  const token = (await login.json()).token as string;
  const name = `Test Builder ${Date.now().toString(36)}`;
  const created = await request.post(`${API}/developers`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      description: 'Made by the browse journey.',
      headquarters: { city: 'Nashik', state: 'Maharashtra' },
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data._id as string;

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/, FIRST_PAINT);

  await openDirectory(page);
  await expect(page.getByRole('link', { name: 'Add developer' })).toHaveAttribute('href', '/developers/add');

  await page.goto(`/developers/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('No flagship projects have been listed yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Developer' })).toHaveAttribute(
    'href',
    `/developers/${id}/edit`,
  );

  // No email or phone: Contact Developer says so.
  await page.getByRole('button', { name: 'Contact Developer' }).click();
  await expect(page.getByText('No contact information available')).toBeVisible();

  // Cancel keeps it; Delete removes it and goes back to the directory.
  await page.getByRole('button', { name: 'Delete Developer' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete builder?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete Developer' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete Developer' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Developer deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(cardNames(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toHaveCount(0);
  expect((await request.get(`${API}/developers/${id}`)).status()).toBe(404);
});

test('an unknown or malformed builder address shows the error state with a way back', async ({ page }) => {
  await page.goto('/developers/019b3950-0000-7000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Developer not found' })).toBeVisible(FIRST_PAINT);
  await page.goto('/developers/not-a-builder');
  await expect(page.getByRole('heading', { name: 'Developer not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Builders' })).toBeVisible();
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('directory', async ({ page }) => {
    await openDirectory(page);
    await expect(cardNames(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('builder page', async ({ page, request }) => {
    const [builder] = (await builders(request)).sort((a, b) => b.listingCount - a.listingCount);
    if (!builder) throw new Error('no demo builders');
    await page.goto(`/developers/${builder._id}`);
    await expect(page.getByRole('heading', { level: 1, name: builder.name })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('list', { name: `Properties by ${builder.name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
