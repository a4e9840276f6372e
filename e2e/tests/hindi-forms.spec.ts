import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DEMO, uniqueEmail } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * The sign-in pages and the EMI calculator in Hindi (issue 19): real pages at /hi/…, and a user's
 * language kept in their profile.
 */

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

test('a Hindi login: Hindi labels and errors, and the demo buyer lands on the Hindi page', async ({
  page,
}) => {
  // The HTML the server sends: Hindi, with its own title and both languages as alternates.
  const html = await (await page.request.get('/hi/login')).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('<title>लॉग इन | Nivaas</title>');
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/login"/);
  expect(html).toMatch(/<link rel="alternate" hreflang="hi" href="[^"]*\/hi\/login"/);

  await page.goto('/hi/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फिर से स्वागत है');
  await expect(page).toHaveTitle('लॉग इन | Nivaas');
  const main = page.locator('#main');
  // Its links stay in Hindi; the switch leads to the English page.
  await expect(main.getByRole('link', { name: 'खाता बनाएँ' })).toHaveAttribute('href', '/hi/register');
  await expect(page.getByTestId('language-switch').first()).toHaveAttribute('href', '/login');

  await main.getByRole('button', { name: 'लॉग इन' }).click();
  await expect(main.getByText('ईमेल ज़रूरी है')).toBeVisible();
  await expect(main.getByText('पासवर्ड ज़रूरी है')).toBeVisible();

  // A wrong password: the page asks for Hindi and the server answers it in Hindi, with its key.
  await main.getByLabel('ईमेल पता').fill(DEMO.buyer.email);
  await main.getByLabel('पासवर्ड').fill('not-the-password');
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/auth\/login$/.test(r.url()),
  );
  await main.getByRole('button', { name: 'लॉग इन' }).click();
  const refused = await answered;
  expect(refused.status()).toBe(401);
  expect(await refused.request().headerValue('accept-language')).toBe('hi');
  expect(refused.headers()['content-language']).toBe('hi');
  expect(await refused.json()).toMatchObject({
    message: 'ईमेल या पासवर्ड ग़लत है',
    messageKey: 'invalidCredentials',
  });
  await expect(main.getByText('ईमेल या पासवर्ड ग़लत है')).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/login$/);

  await main.getByLabel('पासवर्ड').fill(DEMO.buyer.password);
  await main.getByRole('button', { name: 'लॉग इन' }).click();
  // No page asked for: the Hindi home.
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पूरे भारत में घर, सही कीमत पर');

  // The profile in Hindi: its cards, and a check said from the shared table of messages.
  await page.goto('/hi/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरा खाता');
  await expect(page).toHaveTitle('प्रोफ़ाइल | Nivaas');
  await expect(main.getByRole('heading', { name: 'आपका डेटा' })).toBeVisible();
  await main.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
  const change = page.getByRole('dialog', { name: 'पासवर्ड बदलें' });
  await change.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
  await expect(change.getByText('मौजूदा पासवर्ड ज़रूरी है')).toBeVisible();
});

test('the Hindi EMI calculator works out an EMI in lakh and crore', async ({ page }) => {
  await page.goto('/hi/emi-calculator');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('होम लोन ईएमआई कैलकुलेटर');
  const emi = page.getByTestId('monthly-emi');
  // The defaults: ₹ 80 lakh over 15 years at 8.15 %.
  await expect(emi).toHaveText('₹ 77,147');
  await expect(page.getByText(/^₹ 80 लाख/).first()).toBeVisible();
  // The loan summary: each amount short, in lakh or crore, beside every rupee of it.
  const total = page.getByRole('definition').last();
  await expect(total).toContainText('₹ 1.39 करोड़');
  await expect(total).toContainText('₹ 1,38,86,460');

  await page.getByLabel('लोन की राशि').fill('5000000');
  await page.getByRole('button', { name: 'ईएमआई निकालें' }).click();
  const dialog = page.getByRole('dialog', { name: 'लॉग इन ज़रूरी है' });
  await dialog.getByLabel('ईमेल पता').fill(DEMO.buyer.email);
  await dialog.getByLabel('पासवर्ड').fill(DEMO.buyer.password);
  await dialog.getByRole('button', { name: 'लॉग इन' }).click();
  await expect(dialog).toBeHidden();
  // ₹ 50 lakh over 15 years at 8.15 %: every rupee of the EMI, the rest in lakh.
  await expect(emi).toHaveText('₹ 48,217');
  await expect(page.getByText(/^₹ 50 लाख/).first()).toBeVisible();
  await expect(total).toContainText('₹ 86.79 लाख');
  await expect(page).toHaveURL(/\/hi\/emi-calculator$/);
});

test("a user's language: chosen on the profile, followed at sign-in, saved by the switch", async ({
  page,
}) => {
  const who = { name: 'Kavita Joshi', email: uniqueEmail('lang'), password: 'a-long-password' };
  const made = await page.request.post('/api/v1/auth/register', { data: { ...who, role: 'buyer' } });
  expect(made.status()).toBe(201);

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  const choice = page.getByRole('radiogroup', { name: "The site's language" });
  await choice.getByLabel('हिन्दी').click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(choice.getByLabel('हिन्दी')).toBeChecked();
  const shots = process.env.HINDI_SCREENSHOTS;
  if (shots) {
    const card = page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: 'Language' }) })
      .last();
    await card.screenshot({ path: `${shots}/profile-language-1280.png` });
  }
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = async () =>
    (
      await (
        await page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data.preferredLanguage;
  expect(await me()).toBe('hi');

  // Another day, another browser (no cookie): signing in on the English page opens the Hindi site.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.context().clearCookies();
  // A fresh visit (the login page left by signing out remembers /profile as where to go back to).
  await page.goto('/');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/hi$/);
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');

  // The switch to English saves English to the profile.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/auth/me') && r.request().method() === 'PUT',
  );
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect((await saved).status()).toBe(200);
  const token2 = await page.evaluate(() => localStorage.getItem('token'));
  const after = await page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token2}` } });
  expect((await after.json()).data.preferredLanguage).toBe('en');
});

const HINDI_PAGES = [
  ['/hi/login', 'फिर से स्वागत है'],
  ['/hi/login/mobile', null],
  ['/hi/register', null],
  ['/hi/forgot-password', null],
  ['/hi/reset-password?token=abc', null],
  ['/hi/confirm-email', null],
  ['/hi/emi-calculator', 'होम लोन ईएमआई कैलकुलेटर'],
] as const;

for (const width of [375, 1280]) {
  test.describe(`the Hindi sign-in pages and calculator at ${width} px`, () => {
    test.use({
      viewport: { width, height: 800 },
      isMobile: width < 768,
      hasTouch: width < 768,
      userAgent: width < 768 ? PHONE_UA : undefined,
    });

    test('fit the width, in Hindi, with no serious accessibility violation', async ({ page }) => {
      test.setTimeout(120_000);
      const shots = process.env.HINDI_SCREENSHOTS;
      for (const [path, heading] of HINDI_PAGES) {
        await page.goto(path);
        await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi');
        const h1 = page.getByRole('heading', { level: 1 });
        if (heading) await expect(h1, path).toHaveText(heading);
        // Written in Devanagari, not English.
        await expect(h1, path).toHaveText(/[\u0900-\u097F]/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
        if (shots) {
          const name = path.replace(/\?.*$/, '').replace(/\//g, '-').replace(/^-/, '');
          await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
          if (path === '/hi/emi-calculator') {
            // The calculator and the converter at full size, to read.
            await page
              .getByTestId('emi-results')
              .screenshot({ path: `${shots}/${name}-${width}-results.png` });
            await page
              .getByRole('region', { name: 'क्षेत्रफल कन्वर्टर' })
              .screenshot({ path: `${shots}/${name}-${width}-converter.png` });
          }
        }
      }
    });
  });
}
