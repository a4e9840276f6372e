import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * A moderator reviews the demo's duplicate photo pair: two listings of different agents whose
 * covers are the same picture (one re-encoded), side by side, and marks it not a duplicate.
 * The demo has this one flag; this journey resolves it (the server's data is fresh on every run).
 */

const API = '/api/v1';
type TSide = { _id: string; title: string; agent: { name: string } | null };
type TFlag = { _id: string; listing: TSide; otherListing: TSide };

let adminToken = '';

test.beforeAll(async ({ request }) => {
  const res = await request.post(`${API}/auth/login`, {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  adminToken = (await res.json()).token as string;
});

async function openFlags(request: APIRequestContext): Promise<TFlag[]> {
  const res = await request.get(`${API}/admin/moderation/duplicates`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data as TFlag[];
}

test('the admin sees the demo pair of duplicate photos side by side and dismisses it', async ({
  page,
  request,
}) => {
  // The demo's pair is the oldest open flag (journeys that upload photos may add others).
  const open = await openFlags(request);
  const [flag] = open;
  if (!flag) throw new Error('the demo has no duplicate photo flag');
  expect(flag.listing.agent?.name).not.toBe(flag.otherListing.agent?.name);
  await page.addInitScript((token) => window.localStorage.setItem('token', token), adminToken);

  // The dashboard counts the open flag and leads to the screen.
  await page.goto('/admin');
  const count = page.getByRole('link', { name: /^Duplicate photos [\d,]+$/ });
  await expect(count).toHaveText(new RegExp(`Duplicate photos\\s*${open.length}$`));
  await count.click();
  await expect(page).toHaveURL(/\/admin\/moderation\/duplicates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate photos' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Moderation' }).getByRole('link', { name: 'Reports' }),
  ).toHaveAttribute('href', '/admin/moderation');

  // Both listings, each with its photo, title (a link to it) and agent, side by side.
  const card = page.getByRole('article').filter({
    has: page.getByRole('region', { name: `Photo uploaded later: ${flag.listing.title}` }),
  });
  await expect(card).toHaveCount(1);
  const later = card.getByRole('region', { name: `Photo uploaded later: ${flag.listing.title}` });
  const first = card.getByRole('region', { name: `Photo uploaded first: ${flag.otherListing.title}` });
  for (const [side, listing] of [
    [later, flag.listing],
    [first, flag.otherListing],
  ] as const) {
    const photo = side.getByRole('img', { name: listing.title, exact: true });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(side.getByRole('link', { name: listing.title })).toHaveAttribute(
      'href',
      `/properties/${listing._id}`,
    );
    await expect(side.getByText(listing.agent?.name ?? 'No agent', { exact: true })).toBeVisible();
    await expect(side.getByRole('button', { name: `Hide listing: ${listing.title}` })).toBeVisible();
  }
  const [a, b] = [await later.boundingBox(), await first.boundingBox()];
  expect(a && b && Math.abs(a.y - b.y) < 2 && a.x + a.width <= b.x).toBe(true);
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Not a duplicate' }).click();
  await expect(page.getByText('Marked as not a duplicate')).toBeVisible();
  await expect(card).toHaveCount(0);
  if (open.length === 1) {
    await expect(
      page.getByRole('heading', { level: 2, name: 'No duplicate photos to review' }),
    ).toBeVisible();
  }
  expect((await openFlags(request)).map((f) => f._id)).not.toContain(flag._id);

  // Kept among the resolved ones, with who resolved it.
  await page.getByRole('combobox', { name: 'Show' }).selectOption('resolved');
  await expect(card.getByText(/^Marked as not a duplicate by /)).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /^Duplicate photos [\d,]+$/ })).toHaveText(
    new RegExp(`Duplicate photos\\s*${open.length - 1}$`),
  );
});
