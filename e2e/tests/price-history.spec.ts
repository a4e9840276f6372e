import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Price history (issue 18): an agent lowers a listing's price; its page shows 'Price dropped {x}%'
 * and the new row of its price history, the 'Price dropped' filter lists it, and a buyer who had
 * it among their favourites sees the drop marked in the profile.
 */

type TCard = {
  _id: string;
  title: string;
  price: number;
  status: string;
  priceDrop: unknown;
  address: { city: string };
};

async function login(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/v1/auth/login', { data: who });
  expect(res.status()).toBe(200);
  const body = await res.json();
  return { token: body.token as string, id: body.user._id as string };
}

const cardOf = (page: Page, id: string): Locator =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/properties/${id}"]`) });

const lakh = (price: number) => `₹ ${(price / 100_000).toFixed(2)} Lac`;

test('an agent lowers a price: badge, history row, the Price dropped filter and the favourite say so', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const agent = await login(request, DEMO.agent);
  const res = await request.get(`/api/v1/properties/agent/${agent.id}?limit=100`, {
    headers: { authorization: `Bearer ${agent.token}` },
  });
  expect(res.ok()).toBe(true);
  const cards = (await res.json()).data as TCard[];
  // A public listing for sale in lakhs, without a recent drop.
  const listing = cards.find(
    (c) => c.status === 'For Sale' && !c.priceDrop && c.price >= 2_000_000 && c.price < 9_000_000,
  );
  if (!listing) throw new Error('the demo agent has no listing for sale to lower');
  const detail = await request.get(`/api/v1/properties/${listing._id}`);
  expect(detail.ok()).toBe(true);
  const rowsBefore = ((await detail.json()).data.priceHistory as unknown[]).length;

  // A buyer keeps it among their favourites.
  const buyer = await login(request, DEMO.buyer);
  const fav = await request.put(`/api/v1/auth/favorites/${listing._id}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  expect(fav.ok()).toBe(true);

  // The agent lowers the price by 8% in the edit form.
  const lowered = Math.round((listing.price * 0.92) / 10_000) * 10_000;
  const percent = Math.round(((listing.price - lowered) * 1000) / listing.price) / 10;
  const badge = `Price dropped ${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
  await signIn(page, DEMO.agent);
  await page.goto(`/properties/${listing._id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Property', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill(String(lowered));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${listing._id}$`), { timeout: 30_000 });

  // The detail shows the badge by the price, and the history's new row on top.
  // (Similar listings further down may carry badges of their own.)
  await expect(
    page.getByRole('region', { name: 'Price details' }).getByTestId('price-drop-badge'),
  ).toHaveText(badge);
  const history = page.getByRole('region', { name: 'Price history' });
  await history.scrollIntoViewIfNeeded();
  const table = history.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(rowsBefore + 2);
  const today = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
    .format(new Date())
    .replace('Sept', 'Sep');
  await expect(table.getByRole('row').nth(1)).toHaveText(
    new RegExp(`${today}.*${lakh(lowered).replace('.', '\\.')}.*−${String(percent).replace('.', '\\.')}%`),
  );
  await expect(history.getByRole('img')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('detail-history.png'), fullPage: false });

  // The Price dropped filter lists it, with its badge, and says so in the filter tags.
  await page.goto(`/properties?priceDropped=true&city=${encodeURIComponent(listing.address.city)}`);
  const card = cardOf(page, listing._id);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('price-drop-badge')).toHaveText(badge);
  await expect(page.getByRole('button', { name: 'Remove filter Price dropped' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cards-price-dropped.png') });
  for (const c of await page.getByRole('article').all()) {
    await expect(c.getByTestId('price-drop-badge')).toBeVisible();
  }

  // The buyer's favourites mark the drop.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signIn(page, DEMO.buyer);
  await page.goto('/profile?tab=favorites');
  const favourite = page
    .getByRole('list', { name: 'Your favourites' })
    .getByRole('listitem')
    .filter({
      has: page.locator(`a[href="/properties/${listing._id}"]`),
    });
  await expect(favourite.getByTestId('favourite-price-drop')).toHaveText(`${badge} on ${today}`, {
    timeout: 30_000,
  });
  await page.screenshot({ path: test.info().outputPath('favourites.png') });

  // On a phone: the card's badges stay readable, and so do the chart and the table.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/properties?priceDropped=true&city=${encodeURIComponent(listing.address.city)}`);
  await expect(cardOf(page, listing._id).getByTestId('price-drop-badge')).toHaveText(badge, {
    timeout: 30_000,
  });
  await cardOf(page, listing._id).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('phone-card.png') });
  await page.goto(`/properties/${listing._id}`);
  // (Similar listings further down may carry badges of their own.)
  await expect(
    page.getByRole('region', { name: 'Price details' }).getByTestId('price-drop-badge'),
  ).toHaveText(badge);
  const phoneHistory = page.getByRole('region', { name: 'Price history' });
  await phoneHistory.scrollIntoViewIfNeeded();
  await expect(phoneHistory.getByRole('img')).toBeVisible();
  await phoneHistory.screenshot({ path: test.info().outputPath('phone-history.png') });
});
