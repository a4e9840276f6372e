import { newBuyer } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DEMO, UNTRANSLATED_PAGE } from '../support/demo';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

/**
 * The site in Hindi, first step (issue 19): the Hindi home at /hi, reached from a browser that
 * prefers Hindi, and the way back to English, which then stays.
 */

const HINDI_HEADING = 'पूरे भारत में घर, सही कीमत पर';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN', extraHTTPHeaders: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });

  test('lands on the Hindi home, searches from it, and switches to English for good', async ({ page }) => {
    const first = await page.request.get('/', { maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers().location).toBe('/hi');

    await page.goto('/');
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_HEADING);
    await expect(page).toHaveTitle('भारत में घर ख़रीदें, किराये पर लें और बेचें | Nivaas');

    // The HTML the server sends: Hindi, with both languages as alternates.
    const html = await (await page.request.get('/hi')).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(HINDI_HEADING);
    expect(html).toContain('<link rel="alternate" hreflang="en" href="');
    expect(html).toMatch(/<link rel="alternate" hreflang="hi" href="[^"]*\/hi"/);
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="');
    const english = await (await page.request.get('/', { headers: { cookie: 'lang=en' } })).text();
    expect(english).toContain('<html lang="en-IN">');
    expect(english).toMatch(/<link rel="alternate" hreflang="hi" href="[^"]*\/hi"/);

    // The search in Hindi, with prices in lakh and crore on the cards.
    const search = page.getByRole('search', { name: 'प्रॉपर्टी खोजें' });
    await expect(search.getByRole('tab', { name: 'किराया' })).toBeVisible();
    await expect(search.getByRole('button', { name: 'खोजें' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /के लोकप्रिय इलाक़े:$/ })).toBeVisible();
    await expect(page.locator('article').first()).toContainText(/₹ [\d.,]+( लाख| करोड़)?/);
    await expect(page.locator('article').first()).not.toContainText(/ (Lac|Cr)\b/);

    await search.getByRole('searchbox', { name: 'प्रॉपर्टी खोजें' }).fill('2 BHK');
    await search.getByRole('button', { name: 'खोजें' }).click();
    // The listing is in Hindi too (hindi-search.spec.ts walks it).
    await expect(page).toHaveURL(/\/hi\/properties\?search=2\+BHK/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('language-switch').first()).toHaveAttribute('hreflang', 'en');
    // The EMI calculator is translated too: the browser's Hindi leads there, with the way back.
    await page.goto('/emi-calculator');
    await expect(page).toHaveURL(/\/hi\/emi-calculator$/);
    await expect(page.getByTestId('language-switch').first()).toHaveAttribute('hreflang', 'en');
    // The contact page too: its form says its checks and its answer in Hindi.
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page).toHaveTitle('संपर्क करें | Nivaas');
    const form = page.getByRole('form', { name: 'हमें संदेश भेजें' });
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(form.getByText('नाम ज़रूरी है')).toBeVisible();
    await form.getByRole('textbox', { name: 'पूरा नाम' }).fill('Kavita Joshi');
    await form.getByRole('textbox', { name: 'ईमेल पता' }).fill('kavita.hindi@example.in');
    await form.getByRole('textbox', { name: 'संदेश' }).fill('Gangapur Road वाले फ्लैट की विज़िट कब हो सकती है?');
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'संदेश भेज दिया गया' })).toContainText(
      'धन्यवाद! हम 24 घंटे के अंदर आपसे संपर्क करेंगे।',
    );
    // The admin area has Hindi too, but the browser's Hindi does not lead away from its English
    // screens (the switch does); an address with no page in Hindi leads back to English.
    const admin = await page.request.get('/admin/users', { maxRedirects: 0 });
    expect(admin.status()).toBe(200);
    expect(await admin.text()).toContain('<html lang="en-IN">');
    const hindiAdmin = await page.request.get('/hi/admin/users', { maxRedirects: 0 });
    expect(hindiAdmin.status()).toBe(200);
    expect(await hindiAdmin.text()).toContain('<html lang="hi">');
    const nowhere = await page.request.get(`/hi${UNTRANSLATED_PAGE}`, { maxRedirects: 0 });
    expect(nowhere.status()).toBe(302);
    expect(nowhere.headers().location).toBe(UNTRANSLATED_PAGE);

    await page.goto('/hi');
    const toEnglish = page.getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await expect(toEnglish).toHaveAttribute('lang', 'en-IN');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes across India, at honest prices');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'en', sameSite: 'Lax', path: '/' });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 60 * 60);

    // The browser still prefers Hindi, but the choice stands: / stays English.
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes across India, at honest prices');
    // And the way back to Hindi, by keyboard, remembers Hindi.
    const toHindi = page.getByRole('link', { name: 'हिन्दी' });
    await toHindi.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hi$/);
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');
  });

  test('has no serious accessibility violation on /hi', async ({ page }) => {
    await page.goto('/hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_HEADING);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a browser that prefers English stays on the English home', async ({ page }) => {
  const res = await page.request.get('/', {
    maxRedirects: 0,
    headers: { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' },
  });
  expect(res.status()).toBe(200);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/hi<\/loc>/);
});

for (const width of [375, 1280]) {
  test.describe(`the Hindi home at ${width} px`, () => {
    test.use({
      viewport: { width, height: 800 },
      isMobile: width < 768,
      hasTouch: width < 768,
      userAgent: width < 768 ? PHONE_UA : undefined,
    });

    test('fits the width, and offers English (in the phone menu on a phone)', async ({ page }) => {
      await page.goto('/hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_HEADING);
      // No word pushes the page sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const shots = process.env.HINDI_SCREENSHOTS;
      if (shots) {
        // The whole page, and each part of it at full size, to look at.
        await page.screenshot({ path: `${shots}/hi-${width}.png`, fullPage: true });
        const parts = page.locator('#main > *, footer');
        for (let i = 0; i < (await parts.count()); i++) {
          await parts.nth(i).screenshot({ path: `${shots}/hi-${width}-part${i}.png` });
        }
      }

      if (width < 768) {
        await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
        const menu = page.getByRole('dialog', { name: 'मेन्यू' });
        await expect(menu.getByRole('link', { name: 'लॉग इन' })).toBeVisible();
        if (shots) await page.screenshot({ path: `${shots}/hi-${width}-menu.png` });
        await menu.getByRole('link', { name: 'English' }).click();
      } else {
        await page.getByRole('link', { name: 'English' }).click();
      }
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Homes across India, at honest prices',
      );
    });
  });
}

/** A 64×48 PNG, the smallest photo a listing accepts. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsMtpJpOY0gp+hcEKLNXzWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhZF/sEPNJk7MQAAAABJRU5ErkJggg==',
  'base64',
);

test("a server's refusal shows in Hindi in the contact dialog of a Hindi listing", async ({
  page,
  request,
}) => {
  // An agent's own listing, which the agent takes down while a buyer is writing to them.
  const login = await request.post('/api/v1/auth/login', { data: DEMO.agent });
  const agent = { authorization: `Bearer ${(await login.json()).token}` };
  const created = await request.post('/api/v1/properties', {
    headers: agent,
    multipart: {
      title: `Trimbak Vista 2 BHK ${Date.now().toString(36)}`,
      description: 'A bright flat near the hills, two bedrooms.',
      price: '6200000',
      bedrooms: '2',
      bathrooms: '2',
      area: '980',
      'address[street]': 'Trimbak Road',
      'address[locality]': 'Satpur',
      'address[city]': 'Nashik',
      'address[state]': 'Maharashtra',
      'address[zipCode]': '422007',
      images: { name: 'cover.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(created.status()).toBe(201);
  const id: string = (await created.json()).data._id;

  const buyer = await newBuyer(request, 'Meera Joshi');
  await signIn(page, buyer);
  await page.goto(`/hi/properties/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('button', { name: 'एजेंट से संपर्क करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'एजेंट से संपर्क करें' });
  await dialog.getByRole('textbox', { name: 'संदेश' }).fill('क्या यह फ्लैट अभी उपलब्ध है?');
  expect((await request.delete(`/api/v1/properties/${id}`, { headers: agent })).status()).toBe(200);

  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /\/contact$/.test(r.url()));
  await dialog.getByRole('button', { name: 'भेजें' }).click();
  const answer = await answered;
  // The page asks for Hindi, and the server answers in Hindi, with the message's key.
  expect(answer.status()).toBe(404);
  expect(await answer.request().headerValue('accept-language')).toBe('hi');
  expect(answer.headers()['content-language']).toBe('hi');
  expect(await answer.json()).toMatchObject({ message: 'प्रॉपर्टी नहीं मिली', messageKey: 'propertyNotFound' });
  await expect(dialog.getByRole('alert')).toHaveText('प्रॉपर्टी नहीं मिली');

  // The same refusal to a caller that does not ask for Hindi is the spec's English.
  const english = await request.post(`/api/v1/properties/${id}/contact`, {
    headers: {
      authorization: `Bearer ${(await (await request.post('/api/v1/auth/login', { data: buyer })).json()).token}`,
    },
    data: { contactMethod: 'email', message: 'Is this flat still available?' },
  });
  expect(english.status()).toBe(404);
  expect(english.headers()['content-language']).toBe('en');
  expect(await english.json()).toMatchObject({
    message: 'Property not found',
    messageKey: 'propertyNotFound',
  });
});
