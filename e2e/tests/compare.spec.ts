import type { Page } from '@playwright/test';
import { newBuyer } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

const FIRST_PAINT = { timeout: 30_000 };
/** Screenshots of the journey, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

const tray = (page: Page) => page.getByTestId('compare-tray');
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Chooses the listing of the n-th card with its 'Compare' toggle; answers its title. */
async function chooseCard(page: Page, n: number): Promise<string> {
  const card = cards(page).nth(n);
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: `Compare ${title}` }).click();
  await expect(card.getByRole('button', { name: `Compare ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return title;
}

test('a guest compares three listings from the cards, and the link opens signed out', async ({
  page,
  browser,
}) => {
  await page.goto('/properties?status=For+Sale');
  await expect(cards(page).first()).toBeVisible(FIRST_PAINT);

  const titles = [await chooseCard(page, 0), await chooseCard(page, 1), await chooseCard(page, 2)];
  await expect(tray(page).getByRole('heading', { name: /Compare 3 of 4/ })).toBeVisible();
  for (const t of titles) await expect(tray(page).getByText(t, { exact: true })).toBeVisible();

  // A fourth fills the tray, which says so; a fifth is refused with the limit.
  const fourth = await chooseCard(page, 3);
  await expect(tray(page)).toContainText('4 chosen, the most you can compare');
  const fifth = cards(page).nth(4);
  const fifthTitle = (await fifth.getByRole('heading').innerText()).trim();
  await fifth.getByRole('button', { name: `Compare ${fifthTitle}` }).click();
  await expect(page.getByText(/You can compare up to 4 listings/)).toBeVisible();
  await expect(fifth.getByRole('button', { name: `Compare ${fifthTitle}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await tray(page)
    .getByRole('button', { name: `Remove ${fourth} from compare` })
    .click();
  await expect(tray(page).getByRole('heading', { name: /Compare 3 of 4/ })).toBeVisible();
  await shot(page, 'tray-1280');

  // The tray stays through a reload (kept in this browser).
  await page.reload();
  await expect(tray(page).getByRole('heading', { name: /Compare 3 of 4/ })).toBeVisible(FIRST_PAINT);

  await tray(page).getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  const table = page.getByTestId('compare-table');
  await expect(table).toBeVisible();
  for (const t of titles)
    await expect(table.getByRole('columnheader').getByRole('link', { name: t })).toBeVisible();
  // Every row is there; the rows where the listings differ say so, to the eye and to a screen reader.
  for (const label of [
    'Price',
    '₹/sq ft against the locality median',
    'Area',
    'Bedrooms',
    'Bathrooms',
    'Floor',
    'Facing',
    'Age',
    'Possession',
    'RERA',
    'Amenities',
  ]) {
    await expect(
      table.getByRole('rowheader', { name: new RegExp(`^${label.replace(/[/()]/g, '\\$&')}`) }),
    ).toBeVisible();
  }
  const differing = table.locator('tr[data-differs="true"]');
  expect(await differing.count()).toBeGreaterThan(0);
  await expect(differing.first().getByRole('rowheader')).toContainText('Differs');
  // No median is known yet: the row says so with a dash.
  await expect(table.getByText(/locality median (—|₹)/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'compare-1280');
  const sharedUrl = page.url();

  // Signed out, in a fresh browser: the same table, drawn by the server with its preview tags.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const res = await other.goto(sharedUrl);
  expect(res?.status()).toBe(200);
  const html = (await res?.text()) ?? '';
  expect(html).toContain('<meta property="og:title" content="Compare 3 listings" />');
  expect(html).toMatch(/<meta property="og:description" content="Side by side on Nivaas: /);
  expect(html).toContain('data-testid="compare-table"');
  for (const t of titles)
    await expect(other.getByRole('columnheader').getByRole('link', { name: t })).toBeVisible();
  await other.setViewportSize({ width: 375, height: 800 });
  await other.waitForTimeout(300);
  if (SHOTS) await other.screenshot({ path: `${SHOTS}/compare-375.png` });
  await fresh.close();
});

test("the compare link says 'No longer available' for an unknown or repeated id, and refuses more than 4", async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/v1/properties?status=For+Sale&limit=5')).json();
  const ids = (list.data as { _id: string }[]).map((p) => p._id);
  const unknown = '01a20000-0000-7000-8000-000000000000';
  await page.goto(`/compare?ids=${ids[0]},${unknown},${ids[0]}`);
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('columnheader', { name: 'No longer available' })).toHaveCount(2);

  const res = await request.get(`/api/v1/compare?ids=${ids.join(',')}`);
  expect(res.status()).toBe(422);
  await page.goto(`/compare?ids=${ids.join(',')}`);
  await expect(page.getByText('You can compare up to 4 listings')).toBeVisible();
  await expect(page.getByText('This link names 5 listings.', { exact: false })).toBeVisible();
});

test('a guest’s tray is kept on the server once they sign in, and follows them to the phone', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request, 'Rohan Mehta');
  await page.goto('/properties?status=For+Sale');
  await expect(cards(page).first()).toBeVisible(FIRST_PAINT);
  const chosen = [await chooseCard(page, 0), await chooseCard(page, 1)];
  await signIn(page, buyer);
  await page.goto('/properties?status=For+Sale');
  await expect(tray(page).getByRole('heading', { name: /Compare 2 of 4/ })).toBeVisible(FIRST_PAINT);

  const login = await (await request.post('/api/v1/auth/login', { data: buyer })).json();
  await expect
    .poll(async () => {
      const r = await request.get('/api/v1/auth/compare-tray', {
        headers: { authorization: `Bearer ${login.token}` },
      });
      return (await r.json()).data.ids.length;
    })
    .toBe(2);

  // At 375 px on a listing, the tray sits above the contact bar and hides none of it.
  await page.setViewportSize({ width: 375, height: 760 });
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  const bar = page.getByTestId('contact-bar');
  await expect(bar).toBeVisible(FIRST_PAINT);
  const trayBox = await tray(page).boundingBox();
  const barBox = await bar.boundingBox();
  expect(trayBox && barBox && trayBox.y + trayBox.height <= barBox.y + 1).toBe(true);
  for (const t of chosen) await expect(tray(page).getByText(t, { exact: true })).toBeVisible();
  await shot(page, 'tray-375-detail');
});
