import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { waitForMail } from '../support/mail';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Listing freshness: the listing page says its default order takes no payment, a listing its agent
 * has not confirmed for two months carries a badge, and one click by the agent confirms it.
 */

type TCard = {
  _id: string;
  title: string;
  freshness: { confirmedAt: string; isStale: boolean; isHiddenAsStale: boolean };
};

async function agentToken(request: APIRequestContext): Promise<{ token: string; id: string }> {
  const res = await request.post('/api/v1/auth/login', { data: DEMO.agent });
  expect(res.status()).toBe(200);
  const body = await res.json();
  return { token: body.token, id: body.user._id };
}

/** A listing of the demo agent not confirmed recently, preferably one still in search. */
async function staleListing(request: APIRequestContext): Promise<TCard> {
  const { token, id } = await agentToken(request);
  const res = await request.get(`/api/v1/properties/agent/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const cards = (await res.json()).data as TCard[];
  const stale = cards.filter((c) => c.freshness.isStale);
  const listing = stale.find((c) => !c.freshness.isHiddenAsStale) ?? stale[0];
  if (!listing) throw new Error('the demo agent has no listing that is not confirmed recently');
  return listing;
}

const cardOf = (page: Page, id: string): Locator =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/properties/${id}"]`) });

test('the listing page says there are no paid placements, next to its Relevance order', async ({ page }) => {
  await page.goto('/properties');
  await expect(page.getByRole('button', { name: /Relevance/ })).toBeVisible();
  await expect(page.getByText('No paid placements')).toBeVisible();
  // Cards say when they were listed or updated.
  await expect(page.getByRole('article').first()).toContainText(
    /(Listed|Updated) (today|1 day ago|\d+ days ago)/,
  );
});

test('an agent confirms a stale listing with one click, and its page says it was confirmed today', async ({
  page,
  request,
}) => {
  const listing = await staleListing(request);

  // Anyone opening it sees that its agent has not confirmed it recently (when it is still public).
  await signIn(page, DEMO.agent);
  await page.goto(`/properties/${listing._id}`);
  const freshness = page.getByRole('region', { name: 'Listing freshness' });
  await expect(freshness.getByText('Not confirmed recently')).toBeVisible();
  await expect(freshness.getByText(/^Availability confirmed \d+ days ago$/)).toBeVisible();

  // The agent confirms it from their listings on the profile.
  await page.goto('/profile');
  const card = cardOf(page, listing._id);
  // The list has loaded once its heading counts it; listings not confirmed recently come last.
  await expect(page.getByRole('heading', { name: /^Your Properties \(\d+\)$/ })).toBeVisible();
  const more = page.getByRole('button', { name: /^Show more/ });
  while (!(await card.isVisible()) && (await more.isVisible())) await more.click();
  await expect(card.getByText('Not confirmed recently')).toBeVisible();
  await page.getByRole('button', { name: `Confirm available: ${listing.title}` }).click();
  await expect(page.getByText(`Availability confirmed: ${listing.title}`)).toBeVisible();
  await expect(card.getByText('Not confirmed recently')).toBeHidden();

  await page.goto(`/properties/${listing._id}`);
  await expect(freshness.getByText('Availability confirmed today')).toBeVisible();
  await expect(freshness.getByText('Not confirmed recently')).toBeHidden();

  // Back in public search (had it left), for a visitor too.
  const res = await request.get(`/api/v1/properties/${listing._id}`);
  expect(res.status()).toBe(200);
  expect((await res.json()).data.freshness).toMatchObject({ isStale: false, isHiddenAsStale: false });
});

test("the weekly email's link confirms a listing in one click, without signing in", async ({ page }) => {
  const mail = await waitForMail(DEMO.agent.email, /listings still available/);
  // A signed token (a JWT: letters, digits, '-', '_' and dots).
  const link = /(\/confirm-listing\?token=[\w.%-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no confirm-listing link in: ${mail.text}`);
  const title = /^- (.+): last confirmed /m.exec(mail.text)?.[1] ?? '';
  await page.goto(link);
  await expect(page.getByText(`Availability confirmed today: ${title}. Thank you.`)).toBeVisible();
  await page.getByRole('link', { name: 'View listing' }).click();
  await expect(
    page.getByRole('region', { name: 'Listing freshness' }).getByText('Availability confirmed today'),
  ).toBeVisible();
});
