import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/test';
import { UNTRANSLATED_PAGE } from '../support/demo';

/**
 * The listing in Hindi (issue 19, second step): from the Hindi home to /hi/properties?…, drawn by
 * the server in Hindi, filtered, and back and forth between the languages with the filters kept.
 */

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
/** The count above the results: '1,234 प्रॉपर्टी' (ICU plural, Indian digit groups). */
const HINDI_COUNT = /^(लगभग )?[\d,]+\+? प्रॉपर्टी$/;

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN', extraHTTPHeaders: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });

  test('searches a city from the Hindi home, filters the Hindi listing, and switches language keeping the filters', async ({
    page,
  }) => {
    await page.goto('/hi');
    const search = page.getByRole('search', { name: 'प्रॉपर्टी खोजें' });
    const city = search.getByRole('combobox', { name: 'शहर' });
    // The site's default city arrives with the settings: typing before it would be typed after it.
    await expect(city).toHaveValue('Nashik');
    await city.fill('');
    await city.pressSequentially('Nash');
    await page.getByRole('option', { name: 'Nashik', exact: true }).click();
    await expect(city).toHaveValue('Nashik');
    await search.getByRole('button', { name: 'खोजें' }).click();

    await expect(page).toHaveURL(/\/hi\/properties\?city=Nashik$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nashik में प्रॉपर्टी');
    await expect(page).toHaveTitle('Nashik में प्रॉपर्टी | Nivaas');
    const count = page.getByRole('status').filter({ hasText: 'प्रॉपर्टी' });
    await expect(count).toHaveText(HINDI_COUNT);
    const crumbs = page.getByRole('navigation', { name: 'आप यहाँ हैं' });
    await expect(crumbs.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
    await expect(crumbs.getByRole('link', { name: 'प्रॉपर्टी' })).toHaveAttribute('href', '/hi/properties');

    // A filter: to rent. The heading, the count, the tags and the cards say it in Hindi.
    await page
      .getByRole('group', { name: 'ख़रीदें या किराये पर लें' })
      .getByRole('button', { name: 'किराया' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hi\/properties\?propertyType=RENT&city=Nashik$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nashik में किराये के लिए प्रॉपर्टी');
    await expect(count).toHaveText(HINDI_COUNT);
    await expect(page.getByRole('region', { name: 'लगे हुए फ़िल्टर' })).toContainText('किराया');
    const card = page.getByRole('list', { name: 'प्रॉपर्टी' }).locator('article').first();
    await expect(card).toContainText('किराये के लिए');
    await expect(card).toContainText(/₹ [\d.,]+( लाख| करोड़)? \/माह/);
    await expect(card).toContainText(/(आज|कल|\d+ दिन पहले) (डाली गई|अपडेट हुई)/);
    await expect(card).not.toContainText(/ (Lac|Cr|sq ft)\b|Listed|Updated|Ready to Move/);
    // A card opens the Hindi detail page.
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/hi\/properties\/[^/]+$/);

    // To English and back: the same page with the same filters.
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/properties\?propertyType=RENT&city=Nashik$/);
    await expect(page).not.toHaveURL(/\/hi\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for rent in Nashik');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('status').filter({ hasText: 'propert' })).toHaveText(
      /^(About )?[\d,]+\+? propert(y|ies)$/,
    );
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/properties\?propertyType=RENT&city=Nashik$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nashik में किराये के लिए प्रॉपर्टी');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('the server draws /hi/properties in Hindi, and sends a Hindi visitor there from the English listing', async ({
    page,
  }) => {
    const english = await page.request.get('/properties?city=Nashik&propertyType=BUY', { maxRedirects: 0 });
    expect(english.status()).toBe(302);
    expect(english.headers().location).toBe('/hi/properties?city=Nashik&propertyType=BUY');
    expect(english.headers().vary).toMatch(/Accept-Language/);

    const html = await (await page.request.get('/hi/properties?city=Nashik&propertyType=BUY')).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('Nashik में बिक्री के लिए प्रॉपर्टी</h1>');
    expect(html).toContain('<title>Nashik में बिक्री के लिए प्रॉपर्टी | Nivaas</title>');
    expect(html).toMatch(/<meta name="description" content="Nashik में बिक्री के लिए प्रॉपर्टी — निवास पर/);
    expect(html).toMatch(
      /<link rel="alternate" hreflang="en" href="[^"]*\/properties\?propertyType=BUY&amp;city=Nashik"/,
    );
    expect(html).toMatch(
      /<link rel="alternate" hreflang="hi" href="[^"]*\/hi\/properties\?propertyType=BUY&amp;city=Nashik"/,
    );
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/properties\?/);

    // The English page, for one who chose English: English, with the same alternates.
    const chosen = await page.request.get('/properties?city=Nashik&propertyType=BUY', {
      headers: { cookie: 'lang=en' },
    });
    expect(chosen.status()).toBe(200);
    const englishHtml = await chosen.text();
    expect(englishHtml).toContain('<html lang="en-IN">');
    expect(englishHtml).toContain('Properties for sale in Nashik</h1>');
    expect(englishHtml).toMatch(/<link rel="alternate" hreflang="hi" href="[^"]*\/hi\/properties\?/);

    // A page not translated yet: its Hindi address leads to the English page.
    const untranslated = await page.request.get(`/hi${UNTRANSLATED_PAGE}?from=%2Fprofile`, {
      maxRedirects: 0,
    });
    expect(untranslated.status()).toBe(302);
    expect(untranslated.headers().location).toBe(`${UNTRANSLATED_PAGE}?from=%2Fprofile`);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/\/properties<\/loc><\/url>\s*<url><loc>[^<]*\/hi\/properties<\/loc>/);
  });

  test('has no serious accessibility violation on the Hindi listing', async ({ page }) => {
    await page.goto('/hi/properties?city=Nashik');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nashik में प्रॉपर्टी');
    await expect(page.getByRole('list', { name: 'प्रॉपर्टी' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the Hindi listing on a phone (375 px)', () => {
  test.use({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });

  test('fits the width, with its filters in Hindi', async ({ page }) => {
    await page.goto('/hi/properties?city=Nashik&propertyType=RENT&bedrooms=2%2B');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nashik में किराये के लिए प्रॉपर्टी');
    await expect(page.getByRole('button', { name: /^फ़िल्टर\s*, 2 चालू$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'लगे हुए फ़िल्टर' })).toContainText('2+ बेडरूम');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const shots = process.env.HINDI_SCREENSHOTS;
    if (shots) await page.screenshot({ path: `${shots}/hi-listing-375.png`, fullPage: true });
  });
});
