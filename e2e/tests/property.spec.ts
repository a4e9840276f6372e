import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DEMO } from '../support/demo';

type TListing = { _id: string; title: string; images: unknown[]; agent: { mobile: string | null } | null };

async function apiLogin(
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: who });
  expect(res.ok()).toBe(true);
  return (await res.json()).token as string;
}

/** A public listing with photos that the given user has not saved yet. */
async function pickListing(request: APIRequestContext, token?: string): Promise<TListing> {
  const res = await request.get('/api/v1/properties?limit=30&status=For%20Sale');
  expect(res.ok()).toBe(true);
  const listings = (await res.json()).data as TListing[];
  let saved = new Set<string>();
  if (token) {
    const favs = await request.get('/api/v1/auth/favorites', {
      headers: { authorization: `Bearer ${token}` },
    });
    saved = new Set(((await favs.json()).data as TListing[]).map((p) => p._id));
  }
  // A card carries its cover only: the detail says how many photos a listing has.
  for (const card of listings) {
    if (saved.has(card._id)) continue;
    const detail = await request.get(`/api/v1/properties/${card._id}`);
    expect(detail.ok()).toBe(true);
    const listing = (await detail.json()).data as TListing;
    if (listing.images.length > 1) return listing;
  }
  throw new Error('no suitable demo listing');
}

async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
}

async function loginThroughForm(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The first page of a journey waits longer: a busy CI machine may take a while to start the app. */
const FIRST_PAINT = { timeout: 30_000 };

test.describe('property detail', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a visitor opens a listing, goes through its photos and copies its link', async ({
    page,
    request,
  }) => {
    const listing = await pickListing(request);
    // No share sheet on this desktop browser: the link is copied instead.
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto(`/properties/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible(FIRST_PAINT);
    await expect(page).toHaveTitle(new RegExp(listing.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByTestId('price-full')).toHaveText(/^₹ [\d,]+$/);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveText([
      'Overview',
      'Highlights',
      'Around This Project',
      'More About Project',
      'Floor Plan',
      'Amenities',
      'About Developer',
      'Similar Projects',
    ]);

    const openPhotos = page.getByRole('button', { name: /^View all \d+ photos$/ });
    await openPhotos.click();
    const lightbox = page.getByRole('dialog', { name: listing.title });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(`1 / ${listing.images.length}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(`2 / ${listing.images.length}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText(`${listing.images.length} / ${listing.images.length}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(openPhotos).toBeFocused();

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // A section link scrolls to its section; the bar stays under the header.
    await page.getByRole('link', { name: 'Amenities' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Amenities' })).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  });

  test('a visitor saves a listing: login first, back to the listing, then it shows in the panel and profile', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request, DEMO.buyer);
    const listing = await pickListing(request, token);
    await page.goto(`/properties/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible(FIRST_PAINT);
    // The listing's own toggle, in its header (the similar listings have theirs too).
    const header = page.locator('main header');

    await header.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login to save favorites')).toBeVisible();
    await loginThroughForm(page, DEMO.buyer);
    await expect(page).toHaveURL(new RegExp(`/properties/${listing._id}$`));

    const save = header.getByRole('button', { name: 'Add to favourites' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The account panel: favourites and recently viewed.
    await page.getByRole('button', { name: 'ACCOUNT' }).click();
    const panel = page.getByRole('dialog', { name: 'Account' });
    await expect(panel.getByText(DEMO.buyer.email)).toBeVisible();
    await expect(
      panel.getByRole('list', { name: 'Recently Viewed' }).getByRole('link', { name: listing.title }),
    ).toBeVisible();
    await panel.getByRole('tab', { name: 'Favourites' }).click();
    const savedLink = panel
      .getByRole('list', { name: 'Favourites' })
      .getByRole('link', { name: listing.title });
    await expect(savedLink).toBeVisible();
    // Scrolling of the page is locked while the panel is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await panel.getByRole('link', { name: 'Profile' }).click();
    await expect(panel).toBeHidden();

    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=favorites$/);
    await expect(
      page.getByRole('list', { name: 'Your favourites' }).getByRole('link', { name: listing.title }),
    ).toBeVisible();

    // Removing it there takes it off the list.
    await page
      .getByRole('list', { name: 'Your favourites' })
      .getByRole('listitem')
      .filter({ hasText: listing.title })
      .getByRole('button', { name: 'Remove from favourites' })
      .click();
    await expect(page.getByRole('link', { name: listing.title })).toBeHidden();
    // A new notice replaces the one on screen at once.
    await expect(page.getByText('Removed from favorites')).toBeVisible();
  });

  test('a buyer contacts the agent by email and sees the success state', async ({ page, request }) => {
    const token = await apiLogin(request, DEMO.buyer);
    const listing = await pickListing(request);
    await signInWithToken(page, token);
    await page.goto(`/properties/${listing._id}`);
    await page.getByRole('button', { name: 'Contact Agent' }).click();

    const dialog = page.getByRole('dialog', { name: 'Contact agent' });
    await expect(dialog.getByRole('radio', { name: 'Email' })).toBeChecked();
    const message = dialog.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveValue(`Hi, I am interested in ${listing.title}. Please share more details.`);

    await message.fill('   ');
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(dialog.getByText('Please enter a message')).toBeVisible();
    await message.fill('Is the flat still available? I would like to visit this weekend.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Contact request sent successfully!')).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    // Opening it again starts over: email, the prefilled message, no success state.
    await page.getByRole('button', { name: 'Contact Agent' }).click();
    await expect(dialog.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(dialog.getByText('Contact request sent successfully!')).toBeHidden();
    await expect(message).toHaveValue(/^Hi, I am interested in /);
  });

  test('an anonymous visitor is asked to log in before contacting the agent', async ({ page, request }) => {
    const listing = await pickListing(request);
    await page.goto(`/properties/${listing._id}`);
    await page.getByRole('button', { name: 'Contact Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact agent' });
    await expect(dialog.getByText('Please login to contact the agent.')).toBeVisible();
    await dialog.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown listing says so and offers the way back', async ({ page }) => {
    await page.goto('/properties/01900000-0000-7000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText('Property not found');
    await page.getByRole('link', { name: 'Browse Properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });

  test('the listing page has its own preview tags for shared links', async ({ request }) => {
    const listing = await pickListing(request);
    const html = await (await request.get(`/properties/${listing._id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${listing.title}" />`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\//);
  });
});

test.describe('accessibility', () => {
  test('the detail page has no serious or critical axe violations', async ({ page, request }) => {
    const listing = await pickListing(request);
    await page.goto(`/properties/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Similar Projects' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the profile page has no serious or critical axe violations', async ({ page, request }) => {
    await signInWithToken(page, await apiLogin(request, DEMO.agent));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Your Properties \(\d+\)$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expectNoSeriousA11yViolations(page);
  });
});
