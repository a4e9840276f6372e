import type { Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/test';

/**
 * The listing's map view: every match, clustered by the server, its counts adding up to the
 * listing's count; 'Search as I move the map' asks again on each move (and only then); without
 * tiles a notice and the markers on a plain background.
 */

/** The listing's count, e.g. '57 properties' → 57. */
async function resultCount(page: Page): Promise<number> {
  const status = page.getByText(/^\d[\d,]* propert(y|ies)$/);
  await expect(status).toBeVisible({ timeout: 30_000 });
  return Number(((await status.textContent()) ?? '').replace(/\D/g, ''));
}

const markerIcons = (page: Page) => page.locator('.leaflet-marker-icon');

/** The sum of the counts the map shows: each cluster's number, 1 for each listing's marker. */
async function countOnMap(page: Page): Promise<number> {
  const counts = await markerIcons(page).evaluateAll((els) =>
    els.map((el) => Number((el as HTMLElement).dataset.count ?? 'NaN')),
  );
  return counts.reduce((a, b) => a + b, 0);
}

const mapRequests = (page: Page) => {
  const seen: URL[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('/api/v1/properties/map?')) seen.push(new URL(r.url()));
  });
  return seen;
};

const TILE_HOSTS = /basemaps\.cartocdn\.com|tile\.openstreetmap\.org/;

test('a city: the counts on the map add up to the listing count, for the whole list and a price range', async ({
  page,
}) => {
  await page.goto('/properties?city=Nashik');
  const listed = await resultCount(page);
  expect(listed).toBeGreaterThan(12);

  await page.getByRole('button', { name: 'Map view' }).click();
  await expect(page).toHaveURL(/view=map/);
  const follow = page.getByRole('checkbox', { name: 'Search as I move the map' });
  await expect(follow).toBeChecked();
  // Fitted to every match, then following the map: its box becomes the list's filter.
  await expect(page).toHaveURL(/bbox=/);
  await expect(page.getByText(`${listed} properties on the map`)).toBeVisible();
  await expect.poll(() => countOnMap(page)).toBe(listed);
  expect(await resultCount(page)).toBe(listed);

  // Narrowed by price, the map follows the list.
  await page.goto('/properties?city=Nashik&priceMin=5000000&priceMax=15000000&view=map');
  const narrowed = await resultCount(page);
  expect(narrowed).toBeLessThan(listed);
  await expect.poll(() => countOnMap(page)).toBe(narrowed);
  await expect(page.getByText(`${narrowed} properties on the map`)).toBeVisible();
});

test('the whole country: every listing is counted, in clusters a click zooms into', async ({ page }) => {
  await page.goto('/properties?view=map');
  await expect(page).toHaveURL(/bbox=/);
  const listed = await resultCount(page);
  expect(listed).toBeGreaterThan(100);
  await expect.poll(() => countOnMap(page)).toBe(listed);

  // A cluster is a button: Enter zooms in, and the map asks for the finer grid of a smaller box.
  const width = () => {
    const [w, , e] = (new URL(page.url()).searchParams.get('bbox') ?? '').split(',').map(Number);
    return (e ?? 0) - (w ?? 0);
  };
  const before = width();
  const seen = mapRequests(page);
  const cluster = page.getByRole('button', { name: /properties here, zoom in$/ }).first();
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  const zooms = seen.map((u) => Number(u.searchParams.get('zoom')));
  expect(Math.max(...zooms)).toBeGreaterThan(5);
  await expect.poll(width).toBeLessThan(before / 1.5);
});

test("'Search as I move the map' asks again on a pan; unticked, it waits for 'Search this area'", async ({
  page,
}) => {
  await page.goto('/properties?city=Nashik&view=map');
  await expect(page).toHaveURL(/bbox=/);
  await expect(markerIcons(page).first()).toBeVisible();
  const seen = mapRequests(page);
  const bbox = () => new URL(page.url()).searchParams.get('bbox');
  const before = bbox();

  // Pan with the keyboard (the map takes arrows when focused).
  const map = page.locator('.leaflet-container');
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  await expect.poll(bbox).not.toBe(before);
  expect(seen.at(-1)?.searchParams.get('bbox')).toBe(bbox());

  // Unticked: panning asks nothing and leaves the list's box as it was.
  const follow = page.getByRole('checkbox', { name: 'Search as I move the map' });
  await follow.uncheck();
  await expect(follow).not.toBeChecked();
  const asked = seen.length;
  const kept = bbox();
  await map.focus();
  // Further than before (an area asked about already would come from the cache).
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const searchHere = page.getByRole('button', { name: 'Search this area' });
  await expect(searchHere).toBeVisible();
  await page.waitForTimeout(800);
  expect(seen.length).toBe(asked);
  expect(bbox()).toBe(kept);

  await searchHere.click();
  await expect.poll(() => seen.length).toBeGreaterThan(asked);
  await expect.poll(bbox).not.toBe(kept);
  await expect(searchHere).toHaveCount(0);
});

test('a listing marker opens its popup with the price, by click or keyboard', async ({ page }) => {
  await page.goto(
    '/properties?search=BHK&city=Nashik&bedrooms=2%2B&priceMin=5000000&priceMax=15000000&view=map',
  );
  const listed = await resultCount(page);
  expect(listed).toBeGreaterThan(0);
  await expect.poll(() => countOnMap(page)).toBe(listed);
  // Zoom into clusters until a listing's own marker shows.
  const single = page.locator('.leaflet-marker-icon[data-id]').first();
  for (let i = 0; i < 6 && !(await single.isVisible()); i++) {
    await page
      .getByRole('button', { name: /properties here, zoom in$/ })
      .first()
      .click();
    await page.waitForTimeout(600);
  }
  await expect(single).toBeVisible();
  await single.focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.leaflet-popup-content');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('₹');
  await expect(page.locator('.leaflet-marker-icon[data-id][class*="selected"]')).toHaveCount(1);
});

test('without map tiles: a notice, and the markers on a plain background', async ({ page }) => {
  await page.route(TILE_HOSTS, (route) => route.abort());
  await page.goto('/properties?city=Nashik&view=map');
  const listed = await resultCount(page);
  await expect(page.getByText('The map background could not be loaded.', { exact: false })).toBeVisible();
  await expect(markerIcons(page).first()).toBeVisible();
  await expect.poll(() => countOnMap(page)).toBe(listed);
  const background = await page
    .getByRole('region', { name: 'Map of properties' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(238, 238, 238)');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the map of a city, and the List/Map toggle on the count line after a search', async ({ page }) => {
    await page.goto('/properties?search=BHK&city=Nashik&view=map');
    const listed = await resultCount(page);
    await expect.poll(() => countOnMap(page)).toBe(listed);
    // Fitted to the matches, the map's area becomes a filter and the list asks again: wait for it.
    await expect(page.getByRole('button', { name: /Map area/ })).toBeVisible();
    const count = page.getByText(/^\d[\d,]* propert(y|ies)$/);
    const toggle = page.getByRole('group', { name: 'View' });
    await expect(count).toBeVisible();
    await expect(toggle).toBeVisible();
    // Both boxes read in the same frame: a scroll between two reads would move one and not the other.
    const [countBox, toggleBox] = await page.evaluate(() => {
      const toggleEl = document.querySelector('[role="group"][aria-label="View"]');
      const countEl = toggleEl?.parentElement?.querySelector('[role="status"]');
      return [countEl?.getBoundingClientRect().toJSON(), toggleEl?.getBoundingClientRect().toJSON()] as const;
    });
    expect(countBox && toggleBox).toBeTruthy();
    // Same line: the toggle's middle lies within the count line's height.
    const middle = (toggleBox?.y ?? 0) + (toggleBox?.height ?? 0) / 2;
    expect(middle).toBeGreaterThan(countBox?.y ?? 0);
    expect(middle).toBeLessThan((countBox?.y ?? 0) + Math.max(countBox?.height ?? 0, 44));
    await expectNoSeriousA11yViolations(page);
  });
});
