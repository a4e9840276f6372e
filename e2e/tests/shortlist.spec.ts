import { newBuyer } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

const FIRST_PAINT = { timeout: 30_000 };
const SHOTS = process.env.E2E_SHOTS_DIR;

test('a buyer shares their favourites as a read-only link, and revokes it', async ({
  page,
  request,
  browser,
}) => {
  const buyer = await newBuyer(request, 'Ananya Rao Deshpande');
  const login = await (await request.post('/api/v1/auth/login', { data: buyer })).json();
  const auth = { authorization: `Bearer ${login.token}` };
  const list = await (await request.get('/api/v1/properties?status=For+Sale&limit=2')).json();
  const saved = list.data as { _id: string; title: string }[];
  for (const p of saved)
    expect((await request.put(`/api/v1/auth/favorites/${p._id}`, { headers: auth })).ok()).toBe(true);

  await signIn(page, buyer);
  await page.goto('/profile?tab=favorites');
  const share = page.getByRole('region', { name: 'Share your shortlist' });
  await expect(share).toBeVisible(FIRST_PAINT);
  await share.getByRole('button', { name: 'Create link' }).click();
  const input = share.getByLabel('Link to your shortlist');
  await expect(input).toHaveValue(/\/shortlist\/[A-Za-z0-9_-]{43}$/);
  const url = await input.inputValue();
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-share-1280.png` });

  // Anyone with the link, signed out: the cards and the first name only.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(url);
  await expect(other.getByRole('heading', { level: 1, name: 'Ananya’s shortlist' })).toBeVisible(FIRST_PAINT);
  for (const p of saved)
    await expect(other.getByRole('article').getByRole('heading', { name: p.title })).toBeVisible();
  await expect(other.getByRole('main')).not.toContainText('Deshpande');
  await expect(other.getByRole('main')).not.toContainText(buyer.email);
  // Read-only: no hearts to change the owner's favourites.
  await expect(other.getByRole('button', { name: /favourites/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(other);
  if (SHOTS) {
    await other.screenshot({ path: `${SHOTS}/shortlist-1280.png` });
    await other.setViewportSize({ width: 375, height: 800 });
    await other.waitForTimeout(300);
    await other.screenshot({ path: `${SHOTS}/shortlist-375.png` });
  }

  // Revoked: the link says it is no longer shared; the API answers 404.
  await share.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(share.getByRole('button', { name: 'Create link' })).toBeVisible();
  await other.reload();
  await expect(other.getByText('This shortlist is no longer shared')).toBeVisible(FIRST_PAINT);
  const token = url.split('/').pop();
  expect((await request.get(`/api/v1/shortlists/${token}`)).status()).toBe(404);
  // A family's link is not for search engines, shared or revoked.
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /shortlist/');
  await fresh.close();
});
