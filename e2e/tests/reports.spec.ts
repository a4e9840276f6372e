import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DEMO, uniqueEmail } from '../support/demo';
import { waitForMail } from '../support/mail';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

type TListing = { _id: string; title: string; agent: { email: string } | null };

/** A public listing for sale that nobody has reported yet (the demo reports a few). */
async function unreportedListing(request: APIRequestContext): Promise<TListing> {
  const login = await request.post('/api/v1/auth/login', { data: DEMO.admin });
  const token = (await login.json()).token as string;
  const queue = await request.get('/api/v1/admin/reports', { headers: { authorization: `Bearer ${token}` } });
  const reported = new Set(
    ((await queue.json()).data as { property: { _id: string } }[]).map((g) => g.property._id),
  );
  const res = await request.get('/api/v1/properties?limit=30&status=For%20Sale&sort=price_desc');
  const listing = ((await res.json()).data as TListing[]).find((p) => !reported.has(p._id) && p.agent);
  if (!listing) throw new Error('no unreported demo listing');
  return listing;
}

test('a guest reports a listing and an admin hides it from the moderation queue', async ({
  page,
  browser,
  request,
}) => {
  const listing = await unreportedListing(request);

  // A guest reports it from its page.
  await page.goto(`/properties/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible({ timeout: 30_000 });
  const opener = page.getByRole('button', { name: 'Report this listing' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog).toBeVisible();

  // Nothing chosen: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose what is wrong with this listing')).toBeVisible();
  await expect(dialog.getByText('Please enter your email so we can follow up')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Fake or fraud' }).check();
  await dialog.getByLabel('Tell us more').fill('The same photos are on another site at half the price.');
  await dialog.getByLabel('Your email').fill(uniqueEmail('guest-report'));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you. Our team will review this listing.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).getByText('Close').click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // An admin finds it in the queue (the dashboard counts it) and hides it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/admin');
  await admin.getByRole('link', { name: /^Open reports [\d,]+$/ }).click();
  await expect(admin).toHaveURL(/\/admin\/moderation$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(
    admin.getByRole('navigation', { name: 'Moderation' }).getByRole('link', { name: 'Duplicate photos' }),
  ).toHaveAttribute('href', '/admin/moderation/duplicates');

  const group = admin.getByRole('article', { name: listing.title });
  await expect(group.getByRole('list', { name: 'Reasons' }).getByText('Fake or fraud')).toBeVisible();
  await expect(group.getByText('Listed')).toBeVisible();
  await group.getByText('Read 1 report').click();
  await expect(group.getByText('The same photos are on another site at half the price.')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  await group.getByRole('button', { name: 'Hide listing' }).click();
  const hide = admin.getByRole('dialog', { name: 'Hide this listing?' });
  await hide.getByLabel('Note for the agent').fill('The photos belong to another project.');
  await hide.getByRole('button', { name: 'Hide listing' }).click();
  await expect(admin.getByText('Listing hidden from the public')).toBeVisible();
  await expect(group).toBeHidden();
  const hiddenTable = admin.getByRole('table', { name: 'Hidden by moderation' });
  await expect(hiddenTable.getByRole('link', { name: listing.title })).toBeVisible();
  await expect(hiddenTable.getByText('Hidden by a moderator')).toBeVisible();

  // The agent is told by email.
  if (listing.agent) {
    const mail = await waitForMail(listing.agent.email, /^Your listing has been hidden/);
    expect(mail.text).toContain('The photos belong to another project.');
  }

  // The listing's page says it is not available to the public: to the admin, who still opens it…
  await hiddenTable.getByRole('link', { name: listing.title }).click();
  await expect(admin.getByText('This listing is not available to the public')).toBeVisible();
  await expect(admin.getByText('A moderator has hidden it.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);
  await adminContext.close();

  // …and the public no longer finds it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible();
});
