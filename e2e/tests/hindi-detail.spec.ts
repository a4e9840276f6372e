import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/test';

/**
 * The property detail page in Hindi (issue 19): from the Hindi listing to /hi/properties/:id, drawn
 * by the server in Hindi and hydrated without a mismatch; the listing's data words in Hindi, the
 * contact dialog in Hindi, and the language switch to English and back on the same listing.
 */

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|recoverable|mismatch/i;
/** Words of the English page that must not show on the Hindi one. */
const ENGLISH_WORDS =
  /\b(Overview|Amenities|Key facts|Price details|Contact Agent|For Sale|For Rent|Highlights)\b/;

/** Console errors and warnings about hydration, and uncaught errors, while the page is open. */
function watchTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (msg) => {
    if ((msg.type() === 'error' || msg.type() === 'warning') && HYDRATION_TROUBLE.test(msg.text())) {
      trouble.push(`${msg.type()}: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => trouble.push(`pageerror: ${err.message}`));
  return trouble;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('from the Hindi listing, a listing opens in Hindi: its words, its data, the contact dialog, and English and back', async ({
  page,
}) => {
  const trouble = watchTrouble(page);
  await page.goto('/hi/properties?city=Nashik&propertyType=BUY');
  const card = page.getByRole('list', { name: 'प्रॉपर्टी' }).locator('article').first();
  const title = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  expect(title).not.toBe('');
  await card.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/hi\/properties\/[^/?]+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The tab's title: the listing's title and its price in lakh or crore.
  await expect(page).toHaveTitle(/ – ₹ [\d.,]+( लाख| करोड़)? \| Nivaas$/);
  expect((await page.title()).startsWith(title)).toBe(true);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('बिक्री के लिए', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'शेयर करें' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'आप यहाँ हैं' });
  await expect(crumbs.getByRole('link', { name: 'प्रॉपर्टी', exact: true })).toHaveAttribute(
    'href',
    '/hi/properties',
  );

  // The key facts: the type and status in Hindi, the area in वर्ग फुट.
  const facts = page.getByRole('definition').first().locator('xpath=ancestor::dl');
  await expect(facts).toHaveAttribute('aria-label', 'मुख्य बातें');
  await expect(facts).toContainText('प्रकार');
  await expect(facts).toContainText('बिक्री के लिए');
  await expect(facts).toContainText('वर्ग फुट');
  await expect(facts).not.toContainText(/sq ft|For Sale/);

  // The price card in lakh and crore; the sections and their tabs in Hindi.
  const price = page.getByRole('region', { name: 'कीमत की जानकारी' });
  await expect(price).toContainText(/₹ [\d.]+ (लाख|करोड़)/);
  const sections = page.getByRole('navigation', { name: 'हिस्से' });
  for (const name of ['झलक', 'ख़ास बातें', 'सुविधाएँ', 'बिल्डर के बारे में', 'मिलते-जुलते प्रोजेक्ट']) {
    await expect(sections.getByRole('link', { name })).toBeVisible();
  }
  const overview = page.getByRole('region', { name: 'झलक' });
  await expect(overview).toContainText('विवरण अंग्रेज़ी में');
  await expect(overview.locator('p[lang="en"]')).toHaveCount(1);
  // No heading of the page's own in English (the listing's own text stays as written).
  for (const heading of await page.getByRole('heading', { level: 2 }).allTextContents()) {
    expect(heading).not.toMatch(ENGLISH_WORDS);
  }

  // The contact dialog, in Hindi: an anonymous visitor is asked to log in.
  await page.getByRole('button', { name: 'एजेंट से संपर्क करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'एजेंट से संपर्क करें' });
  await expect(dialog.getByText('एजेंट से संपर्क करने के लिए कृपया लॉग इन करें।')).toBeVisible();
  await dialog.getByRole('button', { name: 'बंद करें' }).first().click();
  await expect(dialog).toBeHidden();

  // To English and back: the same listing.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
  await expect(page).not.toHaveURL(/\/hi\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Description in English')).toHaveCount(0);
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/properties/${id}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'झलक' })).toBeVisible();
  expect(trouble).toEqual([]);
});

test('an unknown listing says so in Hindi, with the way back to the Hindi listing', async ({ page }) => {
  const res = await page.goto('/hi/properties/01900000-0000-7000-8000-000000000000');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('alert')).toContainText('प्रॉपर्टी नहीं मिली');
  await expect(page.getByRole('link', { name: 'प्रॉपर्टी देखें' })).toHaveAttribute('href', '/hi/properties');
});

async function firstListingId(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/properties?page=1&limit=1&city=Nashik&status=For%20Sale');
  const body = (await res.json()) as { data: { _id: string }[] };
  const id = body.data[0]?._id;
  if (!id) throw new Error('no listing in Nashik');
  return id;
}

for (const width of [375, 1280]) {
  test.describe(`the Hindi detail page at ${width} px`, () => {
    test.use({
      viewport: { width, height: 800 },
      isMobile: width < 768,
      hasTouch: width < 768,
      userAgent: width < 768 ? PHONE_UA : undefined,
    });

    test('is drawn by the server and hydrated without a warning, fits the width, and has no serious axe violation', async ({
      page,
    }) => {
      const trouble = watchTrouble(page);
      const id = await firstListingId(page);
      const res = await page.goto(`/hi/properties/${id}`);
      expect(res?.status()).toBe(200);
      const html = (await res?.text()) ?? '';
      // The server's HTML: in Hindi, with both languages as alternates.
      expect(html).toContain('<html lang="hi">');
      expect(html).toContain('झलक');
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*/properties/${id}"`));
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hreflang="hi" href="[^"]*/hi/properties/${id}"`),
      );
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 2, name: 'झलक' })).toBeVisible();
      await noSidewaysScroll(page);
      const shots = process.env.HINDI_SCREENSHOTS;
      if (shots) {
        // The whole page, and screen by screen at full size, to look at.
        await page.screenshot({ path: `${shots}/hi-detail-${width}.png`, fullPage: true });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, i = 0; y < height; y += 760, i++) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(150);
          await page.screenshot({ path: `${shots}/hi-detail-${width}-screen${i}.png` });
        }
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await expectNoSeriousA11yViolations(page);
      if (width < 768) {
        // The phone's contact bar in Hindi.
        const bar = page.getByTestId('contact-bar');
        await expect(bar.getByRole('button', { name: 'पूछताछ करें' })).toBeVisible();
        await expect(bar).toContainText(/₹ [\d.,]+/);
      }
      expect(trouble).toEqual([]);
    });
  });
}
