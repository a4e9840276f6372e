import { test as base, expect } from '@playwright/test';

/** Set on <html> by the app once its first render is on screen (apps/web/src/app/app-live.tsx). */
export const APP_LIVE_SELECTOR = 'html[data-app="live"]';

/**
 * Playwright's `test`, with a page whose goto and reload return once the app has taken the page
 * over. The home, listing and detail pages arrive drawn in their HTML, and the app starts only after
 * that has been painted: a click before then would reach HTML without its handlers, as it would for
 * a person tapping during those first moments. Journeys act on the live page.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const live = () => page.waitForSelector(APP_LIVE_SELECTOR, { state: 'attached' });
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await live();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await live();
      return response;
    };
    await use(page);
  },
});

export { expect };
