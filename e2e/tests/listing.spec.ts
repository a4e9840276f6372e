import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** The listing's count, e.g. '29 properties' → 29. */
async function resultCount(page: Page): Promise<number> {
  const status = page.getByText(/^\d[\d,]* propert(y|ies)$/);
  // The first answer of a cold server on a busy machine can take a while.
  await expect(status).toBeVisible({ timeout: 30_000 });
  return Number(((await status.textContent()) ?? '').replace(/\D/g, ''));
}

/** Waits for the count to settle on a new value and returns it. */
async function countChangedFrom(page: Page, previous: number): Promise<number> {
  await expect.poll(() => resultCount(page)).not.toBe(previous);
  return resultCount(page);
}

test('search from home with a city and text, then narrow with Beds 2+ and a price range', async ({
  page,
}) => {
  await page.goto('/');
  const city = page.getByRole('combobox', { name: 'City' });
  await expect(city).not.toHaveValue('');
  await city.click();
  await city.fill('nash');
  await page.getByRole('option', { name: 'Nashik' }).click();
  const search = page.getByRole('searchbox', { name: 'Search properties' });
  await expect(search).toHaveAttribute('placeholder', 'Search in Nashik...');
  await search.fill('BHK');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/properties\?search=BHK&city=Nashik$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties in Nashik' })).toBeVisible();
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(0);
  await expect(page.getByRole('article').first()).toContainText('Nashik');

  // Beds & Baths: 2+ bedrooms, applied on Apply.
  await page.getByRole('button', { name: /^Beds & Baths/ }).click();
  await page.getByRole('group', { name: 'Bedrooms' }).getByRole('button', { name: '2+' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/bedrooms=2%2B/);
  const withBeds = await countChangedFrom(page, all);
  expect(withBeds).toBeLessThan(all);

  // Price: ₹ 50 Lac to ₹ 1.5 Cr.
  await page.getByRole('button', { name: /^List Price/ }).click();
  await page.getByLabel('Min price').fill('5000000');
  await page.getByLabel('Max price').fill('15000000');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/priceMin=5000000&priceMax=15000000/);
  await expect(page.getByRole('button', { name: /^50 Lac – 1\.5 Cr/ })).toBeVisible();
  const withPrice = await countChangedFrom(page, withBeds);
  expect(withPrice).toBeLessThan(withBeds);
  expect(withPrice).toBeGreaterThan(0);

  // The filters survive a reload.
  await page.reload();
  expect(await resultCount(page)).toBe(withPrice);
});

test('an unmatched search shows the empty state with Refresh and Add Property', async ({ page }) => {
  await page.goto('/properties?city=Atlantis');
  await expect(page.getByText('No properties found matching your criteria')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Property' })).toHaveAttribute('href', '/add-property');
});

test('the home page links BUY PLOTS/LAND to the land listings', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse plots and land' }).click();
  // The spec's link (type=Land) opens today's type, and the address says it: Plot.
  await expect(page).toHaveURL(/\/properties\?type=Plot$/);
  await expect(page.getByRole('checkbox', { name: 'Plot / Land' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Home Type/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Plot / Land' })).toBeChecked();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the city picker and the filter drawer narrow the results', async ({ page }) => {
    await page.goto('/properties');
    const all = await resultCount(page);

    await page.getByRole('button', { name: /Change city/ }).click();
    const picker = page.getByRole('dialog', { name: 'Select a city' });
    const popular = picker.getByRole('group', { name: 'Popular cities' });
    await expect(popular.getByRole('button')).toHaveText([
      'Mumbai',
      'Bengaluru',
      'Pune',
      'Delhi',
      'Noida',
      'Gurgaon',
    ]);
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']) {
      await expect(picker.getByRole('list', { name: letter, exact: true })).toBeVisible();
    }
    await popular.getByRole('button', { name: 'Pune' }).click();
    await expect(page).toHaveURL(/city=Pune/);
    await expect(page.getByRole('heading', { level: 1, name: 'Properties in Pune' })).toBeVisible();
    const inPune = await countChangedFrom(page, all);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(812 * 0.9 + 1);
    await drawer.getByRole('group', { name: 'Bedrooms' }).getByRole('button', { name: '3+' }).click();
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/bedrooms=3%2B/);
    const withBeds = await countChangedFrom(page, inPune);
    expect(withBeds).toBeLessThan(inPune);

    // Expandable search.
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page.getByRole('combobox', { name: 'Search properties' })).toBeFocused();
  });
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Properties based on Your Location' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('listing', async ({ page }) => {
    await page.goto('/properties?city=Nashik');
    await resultCount(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('listing map view', async ({ page }) => {
    await page.goto('/properties?city=Nashik&view=map');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    // The map fits the matches, then the list follows its box: checked once both have settled.
    await expect(page).toHaveURL(/bbox=/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar', { name: 'Loading map results' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
