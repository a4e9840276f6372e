import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The listing's card titles, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
}

test('the listing and a detail page are readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  const res = await page.goto('/properties?city=Nashik');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties in Nashik' })).toBeVisible();
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  await expect(page.getByRole('article').first()).toContainText('Nashik');
  await expect(page).toHaveTitle('Properties in Nashik | Nivaas');

  // Its first card leads to the listing's own page, drawn by the server too.
  const link = page.getByRole('article').first().getByRole('link', { name: titles[0] });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/properties\/[0-9a-f-]{36}$/);
  const detail = await page.goto(href ?? '');
  expect(detail?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(titles[0] ?? '');
  await expect(page.getByText(/₹\s?[\d.,]+\s?(Lac|Cr)/).first()).toBeVisible();

  // A listing that does not exist is a 404.
  const missing = await page.goto('/properties/01a20aff-0000-7000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await context.close();
});

test('a builder page is readable without JavaScript, with its listings and its own preview tags', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const builders = await (await page.request.get('/api/v1/developers?limit=50')).json();
  const builder = (builders.data as { _id: string; name: string; listingCount?: number }[])[0];
  if (!builder) throw new Error('no builder');

  const res = await page.goto(`/developers/${builder._id}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: builder.name })).toBeVisible();
  await expect(page).toHaveTitle(`${builder.name} – Builder | Nivaas`);
  const html = (await res?.text()) ?? '';
  expect(html).toContain(`<meta property="og:title" content="${builder.name}" />`);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/developers\//);
  // Its listings are in the HTML too, when it has some.
  const listings = await (
    await page.request.get(`/api/v1/properties?developer=${builder._id}&page=1&limit=6`)
  ).json();
  const first = (listings.data as { title: string }[])[0];
  if (first) await expect(page.getByText(first.title).first()).toBeVisible();

  // Another path under /developers that is a page of its own is not taken for a builder.
  expect((await page.goto('/developers/add'))?.status()).toBe(200);
  expect((await page.goto('/developers/01a20aff-0000-7000-8000-000000000000'))?.status()).toBe(404);
  await context.close();
});

test('with JavaScript, the app takes the page over from its HTML without fetching the listing again', async ({
  browser,
  page,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const serverPage = await plain.newPage();
  await serverPage.goto('/properties?city=Pune');
  const serverTitles = await cardTitles(serverPage);
  expect(serverTitles.length).toBeGreaterThan(0);
  await plain.close();

  // Layout shifts, from the first paint on.
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const listingReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/properties') listingReads.push(url.search);
    if (url.pathname === '/api/v1/locations/cities') listingReads.push('cities');
  });

  await page.goto('/properties?city=Pune');
  // The app has read the server's answers (it removes their script) and rendered.
  await page.waitForFunction(() => !document.getElementById('nivaas-page-state'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties in Pune' })).toBeVisible();
  expect(await cardTitles(page)).toEqual(serverTitles);
  // Nor the cities: the server drew the page with them too.
  expect(listingReads).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);

  // The app works as before: a filter change fetches the next answer.
  await page.getByRole('group', { name: 'Buy or rent' }).getByRole('button', { name: 'Rent' }).click();
  await expect(page).toHaveURL(/propertyType=RENT/);
  await expect.poll(() => listingReads.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties for rent in Pune' })).toBeVisible();
});

test('a detail page arrives drawn and the app shows it without fetching it again', async ({ page }) => {
  const res = await page.request.get('/api/v1/properties?city=Nashik&limit=1');
  const [first] = (await res.json()).data as { _id: string; title: string }[];
  expect(first).toBeDefined();
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/v1/properties/${first?._id}`) reads.push(url.pathname);
  });
  await page.goto(`/properties/${first?._id}`);
  await page.waitForFunction(() => !document.getElementById('nivaas-page-state'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first?.title ?? '');
  expect(reads).toEqual([]);
});

test('the home arrives drawn with its featured listings, and the app takes it over fetching none of its data, in English and Hindi', async ({
  page,
}) => {
  const featured = (await (await page.request.get('/api/v1/properties/featured')).json()).data as {
    _id: string;
    title: string;
  }[];
  const first = featured[0];
  if (!first) throw new Error('no featured listing');
  // The home's reads, and the answer schemas (zod) the browser would load to read them.
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/v1\/(properties\/featured|settings|locations\/cities)$/.test(pathname)) reads.push(pathname);
    if (/^\/assets\/(schemas|site-answers|listing-answers)-[\w-]+\.js$/.test(pathname)) reads.push(pathname);
  });
  for (const [url, heading, link, text] of [
    ['/', 'Properties based on Your Location', `/properties/${first._id}`, first.title],
    // The card's sentences in Hindi: its link says which listing it is.
    ['/hi', 'आपके शहर के आसपास की प्रॉपर्टी', `/hi/properties/${first._id}`, 'बेडरूम'],
  ] as const) {
    const res = await page.goto(url);
    const html = (await res?.text()) ?? '';
    // In the server's HTML: the featured cards themselves, not their skeletons, and their answers.
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="nivaas-page-state"'));
    expect(root, url).toContain(`href="${link}"`);
    expect(html, url).toContain('id="nivaas-page-state"');
    // Taken over: the app has read the server's answers (it removes their script).
    await page.waitForFunction(() => !document.getElementById('nivaas-page-state'));
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('region', { name: heading }).getByRole('article').first();
    await expect(card, url).toBeVisible();
    await expect(card, url).toContainText(text);
    await expect(card.locator(`a[href="${link}"]`).first(), url).toBeAttached();
    expect(reads, url).toEqual([]);
  }
});
