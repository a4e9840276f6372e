import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/test';

const API = '/api/v1';

type TLine = { perSqFt: number; median: number; listings: number; path: string };
type TCard = { _id: string; title: string; status: string; address: { locality: string; city: string } };

/** A public listing whose detail compares it with its locality's median, and that line. */
async function listingWithLine(request: APIRequestContext): Promise<{ card: TCard; line: TLine }> {
  const list = (await (await request.get(`${API}/properties?page=1&limit=60`)).json()) as { data: TCard[] };
  for (const card of list.data) {
    const detail = (await (await request.get(`${API}/properties/${card._id}`)).json()) as {
      data: { localityPrice: TLine | null };
    };
    if (detail.data.localityPrice) return { card, line: detail.data.localityPrice };
  }
  throw new Error('no demo listing has 5 or more like it in its locality');
}

test('from a detail to its locality page: the median, the counts, its markup and the sitemap', async ({
  page,
  request,
}) => {
  const { card, line } = await listingWithLine(request);
  await page.goto(`/properties/${card._id}`);
  const rent = card.status === 'For Rent';
  const figure = page.getByTestId('locality-price');
  await expect(figure).toContainText(/₹ [\d,.]+\/sq ft(?: \/mo)?; locality median ₹ [\d,.]+ \([+-]?\d+%\)/);
  await expect(figure).toContainText(`of ${line.listings} `);
  await expect(figure).toContainText('on Nivaas');

  await figure.getByRole('link', { name: `Prices in ${card.address.locality}` }).click();
  await expect(page).toHaveURL(line.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Property prices in ${card.address.locality}, ${card.address.city}`,
  );
  await expect(page.getByText('These are asking prices from listings on Nivaas')).toBeVisible();
  const answer = (await (
    await request.get(`${API}/localities${line.path.replace('/properties/in', '')}`)
  ).json()) as {
    data: { forSale: number; forRent: number; all: { sale: { median: number | null; listings: number } } };
  };
  const { forSale, forRent } = answer.data;
  await expect(page.getByText(/listings? for sale · .* for rent/)).toContainText(`${forSale} listing`);
  await expect(page.getByText(/listings? for sale · .* for rent/)).toContainText(`${forRent} listing`);
  await expect(page.getByTestId(rent ? 'rent-median' : 'sale-median')).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The HTML as served: drawn, titled, with its schema.org markup.
  const html = await (await request.get(line.path)).text();
  expect(html).toContain(
    `<title>Property prices in ${card.address.locality}, ${card.address.city} | Nivaas</title>`,
  );
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(ld ?? 'null') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    spatialCoverage: { '@type': 'Place', name: `${card.address.locality}, ${card.address.city}` },
  });
  expect(String(data.description).length).toBeGreaterThan(50);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${line.path}</loc>`);
});

test("on a phone, the demo's busiest locality has figures for sale and rent and both trends drawn", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/properties/in/nashik/gangapur-road');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Property prices in Gangapur Road, Nashik',
  );
  await expect(page.getByTestId('sale-median')).toHaveText(/^₹ [\d,]+\/sq ft$/);
  await expect(page.getByTestId('rent-median')).toHaveText(/^₹ [\d.]+\/sq ft \/mo$/);
  // Each chart draws a point for every month resting on 5 listings or more: several of the 12.
  for (const label of [
    'Median asking price per sq ft for sale, by month',
    'Median asking rent per sq ft a month, by month',
  ]) {
    const chart = page.getByRole('img', { name: label });
    await expect(chart).toBeVisible();
    expect(await chart.locator('circle').count()).toBeGreaterThanOrEqual(6);
  }
  // Nothing wider than the phone but the tables, which scroll inside their own regions.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test('the busiest locality in Hindi on a phone: its heading, medians and both trends, drawn by the server', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const path = '/properties/in/nashik/gangapur-road';
  await page.goto(`/hi${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const heading = 'Gangapur Road, Nashik में प्रॉपर्टी की कीमतें';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${heading} | Nivaas`);
  await expect(page.getByText(/^बिक्री के लिए [\d,]+ लिस्टिंग · किराये के लिए [\d,]+ लिस्टिंग$/)).toBeVisible();
  await expect(page.getByTestId('sale-median')).toHaveText(/^₹ [\d,]+\/वर्ग फुट$/);
  await expect(page.getByTestId('rent-median')).toHaveText(/^₹ [\d.]+\/वर्ग फुट \/माह$/);
  await expect(page.getByText('मीडियन माँगी गई कीमत')).toBeVisible();
  for (const label of [
    'बिक्री के लिए प्रति वर्ग फुट मीडियन माँगी गई कीमत, महीने के हिसाब से',
    'प्रति वर्ग फुट प्रति माह मीडियन माँगा गया किराया, महीने के हिसाब से',
  ]) {
    const chart = page.getByRole('img', { name: label });
    await expect(chart).toBeVisible();
    expect(await chart.locator('circle').count()).toBeGreaterThanOrEqual(6);
  }
  await expect(page.getByRole('columnheader', { name: 'महीना' })).toBeVisible();
  // Its links lead to the Hindi pages: the city's listing, each listing's detail; English is one switch away.
  await expect(page.getByRole('link', { name: 'Nashik में सभी प्रॉपर्टी' })).toHaveAttribute(
    'href',
    '/hi/properties?city=Nashik',
  );
  expect(await page.locator('article a[href^="/hi/properties/"]').count()).toBeGreaterThan(0);
  expect(await page.locator('article a[href^="/properties/"]').count()).toBe(0);
  await expect(page.getByTestId('language-switch').first()).toHaveAttribute('href', path);
  // Nothing wider than the phone but the tables, which scroll inside their own regions.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  const shots = process.env.HINDI_SCREENSHOTS;
  if (shots) await page.screenshot({ path: `${shots}/locality-hi-375.png`, fullPage: true });

  // The HTML as served: in Hindi, both languages named; the sitemap lists both.
  const html = await (await request.get(`/hi${path}`)).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain(`<title>${heading} | Nivaas</title>`);
  expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*${path}" />`));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(
    new RegExp(`${path}</loc>(<lastmod>[\\d-]+</lastmod>)?</url>\\s*<url><loc>[^<]*/hi${path}</loc>`),
  );
  const missing = await request.get('/hi/properties/in/nashik/no-such-place');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<html lang="hi">');
});

test('an unknown locality is a 404 page', async ({ page }) => {
  const res = await page.goto('/properties/in/nashik/no-such-place');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
