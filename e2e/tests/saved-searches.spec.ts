import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { newBuyer } from '../support/accounts';
import { DEMO } from '../support/demo';
import { mailCount, type TMail, waitForMail } from '../support/mail';
import { expect, test } from '../support/test';

/**
 * Saved searches with alerts: a guest saves a search after signing in and coming back to it, an
 * agent lists a flat that matches, the alert job runs, and the email and the bell show it once;
 * the email's link turns the alerts off without signing in.
 */

const SEARCH = '/properties?city=Nashik&bedrooms=4%2B';
const SCREENS = process.env.SCREENS_DIR;
/** A 64 × 48 px PNG, for the listing's one photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsMtpJpOY0gp+hcEKLNXzWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhZF/sEPNJk7MQAAAABJRU5ErkJggg==',
  'base64',
);

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/v1/auth/login', { data: who });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** The admin's 'run now' of the instant alert job, as the job runner would run it a minute later. */
async function runAlertJob(request: APIRequestContext) {
  const res = await request.post('/api/v1/admin/jobs/saved-search-alerts-instant/run', {
    headers: await tokenOf(request, DEMO.admin),
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).data.lastError).toBeNull();
}

async function shoot(page: Page, name: string) {
  if (!SCREENS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a saved search’s new match arrives once by email and in the bell, and the email’s link unsubscribes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const buyer = await newBuyer(request, 'Meera Kulkarni');

  // A guest is asked to sign in, and comes back to the same search with the dialog open.
  await page.goto(SEARCH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email Address').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/properties\?city=Nashik&bedrooms=4%2B/);
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/saveSearch/);
  await expect(dialog.getByText('Nashik', { exact: true })).toBeVisible();
  await expect(dialog.getByText('4+ Beds')).toBeVisible();
  await dialog.getByLabel('Name').fill('Big flats in Nashik');
  await dialog.getByLabel('Email me').selectOption({ label: 'Instantly' });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'save-dialog');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('Search saved')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // An agent lists a flat that matches.
  const agent = await tokenOf(request, DEMO.agent);
  const title = `Godavari Crest 4 BHK ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/properties', {
    headers: agent,
    multipart: {
      title,
      description: 'A corner flat with a river view, four bedrooms.',
      price: '14500000',
      bedrooms: '4',
      bathrooms: '3',
      area: '2100',
      'address[street]': 'Gangapur Road',
      'address[locality]': 'Gangapur Road',
      'address[city]': 'Nashik',
      'address[state]': 'Maharashtra',
      'address[zipCode]': '422013',
      images: { name: 'cover.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(created.status()).toBe(201);
  const listingId: string = (await created.json()).data._id;

  // The job runs (twice: the second finds nothing new), and one email arrives.
  await runAlertJob(request);
  const mail: TMail = await waitForMail(buyer.email, /new listing for ‘Big flats in Nashik’/);
  expect(mail.subject).toBe('1 new listing for ‘Big flats in Nashik’ on Nivaas');
  expect(mail.text).toContain(title);
  expect(mail.text).toContain('₹ 1.45 Cr · Gangapur Road, Nashik');
  expect(mail.text).toContain(`/properties/${listingId}`);
  expect(mail.text).toMatch(
    /See every listing of this search: http:\/\/127\.0\.0\.1:\d+\/properties\?city=Nashik&bedrooms=4%2B/,
  );
  // Its HTML part, opened as a mail client would show it: the card, the price, the links.
  expect(mail.html).toBeTruthy();
  const html = mail.html ?? '';
  expect(html).toContain('>₹ 1.45 Cr</div>');
  const unsubscribeLink = /(http:\/\/[^/\s]+\/unsubscribe\?token=[\w%.-]+)/.exec(mail.text)?.[1] ?? '';
  expect(unsubscribeLink).toBeTruthy();
  const inbox = await page.context().newPage();
  await inbox.setViewportSize({ width: 375, height: 812 });
  await inbox.setContent(html, { waitUntil: 'load' });
  await expect(inbox.getByRole('heading', { name: '1 new listing for ‘Big flats in Nashik’' })).toBeVisible();
  const cardLink = inbox.getByRole('link', { name: title, exact: true });
  await expect(cardLink).toHaveAttribute(
    'href',
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+/properties/${listingId}$`),
  );
  await expect(inbox.getByText('₹ 1.45 Cr', { exact: true })).toBeVisible();
  await expect(inbox.getByText('Gangapur Road, Nashik', { exact: true })).toBeVisible();
  const thumb = inbox.getByRole('img', { name: `Photo of ${title}` });
  await expect(thumb).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+-small\.webp$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(inbox.getByRole('link', { name: 'See all matches' })).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/properties\?city=Nashik&bedrooms=4%2B$/,
  );
  await expect(inbox.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute('href', unsubscribeLink);
  await expect(inbox.getByRole('link', { name: 'Manage alerts' })).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/profile#saved-searches$/,
  );
  // A phone's width: nothing wider than the screen, the button whole.
  expect(await inbox.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const button = await inbox.getByRole('link', { name: 'See all matches' }).boundingBox();
  expect(button && button.x >= 0 && button.x + button.width <= 375).toBe(true);
  if (SCREENS) {
    for (const width of [375, 1280]) {
      await inbox.setViewportSize({ width, height: 800 });
      await inbox.screenshot({ path: `${SCREENS}/alert-email-${width}.png`, fullPage: true });
    }
  }
  await inbox.close();

  const received = mailCount(buyer.email);
  await runAlertJob(request);
  await page.waitForTimeout(1500);
  expect(mailCount(buyer.email)).toBe(received);

  // The bell counts it once; its list shows it, and opening the list marks it read.
  await page.goto('/properties');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' }).first();
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: '1 new listing for ‘Big flats in Nashik’' })).toBeVisible();
  await expect(panel.getByText(title)).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'New' }).first()).toBeVisible();
  await shoot(page, 'bell');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true }).first()).toBeVisible();

  // The profile lists it, with its alerts.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: /^Saved searches/ });
  await expect(card.getByRole('heading', { name: 'Saved searches (1)' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Big flats in Nashik' })).toHaveAttribute(
    'href',
    '/properties?city=Nashik&bedrooms=4%2B',
  );
  await expect(card.getByRole('combobox', { name: 'Email alerts for Big flats in Nashik' })).toHaveValue(
    'instant',
  );
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'profile-saved-searches');

  // The email's link, opened signed out, turns the alerts off.
  const link = /http:\/\/[^/\s]+(\/unsubscribe\?token=[\w%.-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(link ?? '');
  await expect(guestPage.getByText('You will no longer get alerts for ‘Big flats in Nashik’.')).toBeVisible();
  await guest.close();
  await page.reload();
  await expect(card.getByRole('combobox', { name: 'Email alerts for Big flats in Nashik' })).toHaveValue(
    'off',
  );
});
