import type { Page } from '@playwright/test';
import { APP_LIVE_SELECTOR, expect, test } from '../support/test';

/**
 * The pages the server draws (home, listing, detail, builder, locality) are hydrated: the browser keeps the server's
 * DOM and attaches the app to it. A hydration mismatch shows in the console (React 19 reports it
 * through console.error, and the app reports recoverable errors there too: main.tsx), and React
 * would then throw the server's nodes away and draw its own: both fail this test.
 */

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|recoverable|mismatch/i;

/** Before any script of the page runs: marks the server's first-view nodes and counts removals. */
async function watchServerDom(page: Page) {
  await page.addInitScript(() => {
    type TWatch = { main: Element | null; first: Element | null; removed: number };
    const w = window as unknown as { __serverDom: TWatch };
    w.__serverDom = { main: null, first: null, removed: 0 };
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      // The page's <main>, and its first heading or card: the first view the user already sees.
      w.__serverDom.main = root.querySelector('main');
      w.__serverDom.first = root.querySelector('main h1, main article');
      if (w.__serverDom.main) w.__serverDom.main.setAttribute('data-server-node', '');
      new MutationObserver((records) => {
        for (const r of records) w.__serverDom.removed += r.removedNodes.length;
      }).observe(root, { childList: true });
    });
  });
}

async function serverDomKept(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as {
      __serverDom: { main: Element | null; first: Element | null; removed: number };
    };
    const { main, first, removed } = w.__serverDom;
    return {
      hadServerHtml: !!main && !!first,
      sameMain: !!main && main === document.querySelector('#root main') && main.isConnected,
      sameFirst: !!first && first.isConnected && main?.contains(first) === true,
      removedFromRoot: removed,
    };
  });
}

async function firstBuilderId(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/developers?limit=1');
  const body = (await res.json()) as { data: { _id: string }[] };
  const id = body.data[0]?._id;
  if (!id) throw new Error('no builder');
  return id;
}

async function firstListingId(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/properties?page=1&limit=1&city=Nashik');
  const body = (await res.json()) as { data: { _id: string }[] };
  const id = body.data[0]?._id;
  if (!id) throw new Error('no listing in Nashik');
  return id;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
  { name: 'phone', width: 375, height: 740, isMobile: true },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
      // A phone says so (the server draws the phone layout for it).
      userAgent: viewport.isMobile ? PHONE_UA : undefined,
    });

    test('home and listing (English and Hindi), a detail, a builder and a locality page hydrate the server HTML without a warning', async ({
      page,
    }) => {
      const trouble: string[] = [];
      page.on('console', (msg) => {
        if ((msg.type() === 'error' || msg.type() === 'warning') && HYDRATION_TROUBLE.test(msg.text())) {
          trouble.push(`${msg.type()}: ${msg.text()}`);
        }
      });
      page.on('pageerror', (err) => trouble.push(`pageerror: ${err.message}`));
      await watchServerDom(page);

      const id = await firstListingId(page);
      const builder = await firstBuilderId(page);
      // A search with no matches too: its state's code is loaded before the app hydrates it. /hi…: the
      // Hindi home, listing and detail, drawn with their catalog (their route waits for it in the
      // browser too).
      for (const url of [
        '/',
        '/hi',
        '/properties?city=Nashik',
        '/properties?city=Atlantis',
        '/hi/properties?city=Nashik&propertyType=RENT',
        '/hi/properties?city=Atlantis',
        `/properties/${id}`,
        `/hi/properties/${id}`,
        `/developers/${builder}`,
        `/hi/developers/${builder}`,
        '/properties/in/nashik/gangapur-road',
        '/hi/properties/in/nashik/gangapur-road',
      ]) {
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(200);
        // Hydration done, and a moment for React to report a mismatch it recovered from.
        await page.waitForLoadState('networkidle');
        const kept = await serverDomKept(page);
        expect(kept, url).toEqual({
          hadServerHtml: true,
          sameMain: true,
          sameFirst: true,
          removedFromRoot: 0,
        });
        await expect(page.locator('#root main[data-server-node]'), url).toHaveCount(1);
        if (url.includes('Atlantis')) {
          const empty = url.startsWith('/hi/')
            ? 'आपकी शर्तों से मेल खाती कोई प्रॉपर्टी नहीं मिली'
            : 'No properties found matching your criteria';
          await expect(page.getByRole('heading', { name: empty })).toBeVisible();
        }
        // The footer the server drew is there, then the app's own, with the same links (named in the
        // page's language: 'Help Center', 'सहायता केंद्र').
        const help = url === '/hi' || url.startsWith('/hi/') ? '/hi/help' : '/help';
        await expect(page.getByRole('contentinfo').locator(`a[href="${help}"]`), url).toBeVisible();
      }
      expect(trouble).toEqual([]);
    });
  });
}

test('on a phone, the home sections below the fold come to life only as they near the screen, in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // Their code is not part of the page's first download: it is fetched as they near the screen.
  const sectionsCode: string[] = [];
  page.on('request', (req) => {
    if (/\/below-first-view-[^/]*\.js$/.test(new URL(req.url()).pathname)) sectionsCode.push(req.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(sectionsCode).toEqual([]);
  const next = page.getByRole('button', { name: 'Next testimonial' });
  // React marks the nodes it has taken over; the testimonials far below are still the server's alone.
  const alive = () => next.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')));
  const serverNode = await next.elementHandle();
  expect(await alive()).toBe(false);
  await next.scrollIntoViewIfNeeded();
  await expect.poll(alive).toBe(true);
  expect(sectionsCode).toHaveLength(1);
  // The same node, hydrated rather than drawn again; and it works.
  expect(await next.evaluate((el, server) => el === server, serverNode)).toBe(true);
  const slide = page.getByRole('group', { name: /^\d+ of \d+$/ });
  const before = await slide.textContent();
  await next.click();
  await expect(slide).not.toHaveText(before ?? '');
});

test('signed in, a server-drawn (signed-out) page hydrates, then shows the account', async ({ page }) => {
  const trouble: string[] = [];
  page.on('console', (msg) => {
    if ((msg.type() === 'error' || msg.type() === 'warning') && HYDRATION_TROUBLE.test(msg.text())) {
      trouble.push(`${msg.type()}: ${msg.text()}`);
    }
  });
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'buyer1@nivaas.in', password: 'Buyer@123' },
  });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await watchServerDom(page);

  // Every frame from the first paint: is the header's Login in sight?
  await page.addInitScript(() => {
    const w = window as unknown as { loginSeen: number; frames: number };
    w.loginSeen = 0;
    w.frames = 0;
    const look = () => {
      const login = document.querySelector('header a[href="/login"]');
      if (login?.checkVisibility({ visibilityProperty: true })) w.loginSeen++;
      w.frames++;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

  await page.goto('/properties?city=Nashik');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await serverDomKept(page)).toMatchObject({ sameMain: true, removedFromRoot: 0 });
  const seen = await page.evaluate(() => {
    const w = window as unknown as { loginSeen: number; frames: number };
    return { loginSeen: w.loginSeen, frames: w.frames };
  });
  expect(seen.frames).toBeGreaterThan(0);
  // A signed-in visitor never sees Login or Register, not even for a frame before the app knows them.
  expect(seen.loginSeen).toBe(0);
  expect(trouble).toEqual([]);
});

test('an unknown address answers 404 with the not-found page, not an error', async ({ page }) => {
  const res = await page.goto('/no-such-page-here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Properties' })).toBeVisible();
  // Nothing failed: no alert is announced.
  await expect(page.getByRole('alert')).toHaveCount(0);
  // A page of the app that is not drawn by the server still answers 200.
  expect((await page.request.get('/about')).status()).toBe(200);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the home keeps the popular localities' room while the app takes the page over`, async ({
    browser,
  }) => {
    // The server draws the home with its cities, but not the chips: how many fit is the browser's
    // width, which it does not know. The page as it arrives, before any script runs:
    const device = {
      viewport: { width, height: 900 },
      ...(width < 640 ? { isMobile: true, hasTouch: true, userAgent: PHONE_UA } : {}),
    };
    const plain = await browser.newContext({ ...device, javaScriptEnabled: false });
    const drawn = await plain.newPage();
    await drawn.goto('/');
    const place = async (p: Page) => ({
      form: (await p.getByRole('search', { name: 'Search properties' }).boundingBox())?.height,
      rating: (await p.getByText('from 6,900+ customers').boundingBox())?.y,
    });
    const before = await place(drawn);
    await plain.close();

    // The app live: the chips drawn for the width, in the room kept for them.
    const context = await browser.newContext(device);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForSelector(APP_LIVE_SELECTOR, { state: 'attached' });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: /^Popular Localities in / })).toBeVisible();
    expect(before.form).toBeGreaterThan(0);
    expect(await place(page)).toEqual(before);
    await context.close();
  });
}
