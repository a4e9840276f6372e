import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * RERA numbers as a buyer and an admin meet them, on the demo data: the badge on cards, the
 * detail's registration card (authority, link and QR code of its project search), the 'RERA
 * registered only' filter, and an admin marking a number checked. The check is taken back after.
 */

const API = '/api/v1';
type TCard = { _id: string; title: string; rera: { number: string; checkedAt: string | null } | null };

async function resultCount(page: Page): Promise<number> {
  const status = page.getByText(/^\d[\d,]* propert(y|ies)$/);
  await expect(status).toBeVisible({ timeout: 30_000 });
  return Number(((await status.textContent()) ?? '').replace(/\D/g, ''));
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/auth/login`, { data: DEMO.admin });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).token as string;
}

/** A public listing with a RERA number no admin has checked, whose title no other listing has. */
async function uncheckedListing(request: APIRequestContext): Promise<TCard> {
  const res = await request.get(`${API}/properties`, { params: { rera: 'true', limit: 100 } });
  const cards = (await res.json()).data as TCard[];
  const all = (await (await request.get(`${API}/properties`, { params: { limit: 100 } })).json())
    .data as TCard[];
  const titleCount = (t: string) => [...cards, ...all].filter((c) => c.title === t).length;
  const card = cards.find((c) => c.rera && !c.rera.checkedAt && titleCount(c.title) <= 2);
  if (!card) throw new Error('the demo has no unchecked RERA listing with a unique title');
  return card;
}

test('“RERA registered only” narrows the list to listings with the RERA badge', async ({ page }) => {
  await page.goto('/properties?city=Pune');
  const all = await resultCount(page);
  await page.getByRole('button', { name: /^More/ }).click();
  await page.getByRole('checkbox', { name: 'RERA registered only' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/rera=true/);
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const registered = await resultCount(page);
  expect(registered).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Remove filter RERA registered only' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  for (let i = 0; i < shown; i++) await expect(cards.nth(i).getByTestId('rera-badge')).toHaveText(/RERA/);

  // The filter survives a reload (it lives in the URL).
  await page.reload();
  expect(await resultCount(page)).toBe(registered);
});

test('a detail shows the RERA number, its authority, a link and a QR code of its project search', async ({
  page,
  request,
}) => {
  const card = await uncheckedListing(request);
  const detail = (await (await request.get(`${API}/properties/${card._id}`)).json()).data;
  await page.goto(`/properties/${card._id}`);
  const section = page.getByTestId('rera-section');
  await expect(section.getByRole('heading', { name: 'RERA registration' })).toBeVisible();
  await expect(section).toContainText(card.rera?.number ?? '');
  await expect(section).toContainText(detail.rera.authority.name);
  const link = section.getByRole('link', { name: new RegExp(`${detail.rera.authority.shortName} website`) });
  await expect(link).toHaveAttribute('href', detail.rera.authority.searchUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  const qr = section.getByRole('img', {
    name: `QR code of the ${detail.rera.authority.shortName} project search page`,
  });
  await expect(qr).toBeVisible();
  await expect(qr.locator('svg path').first()).toBeAttached();
  await expect(section).not.toContainText('checked by Nivaas');
  await expectNoSeriousA11yViolations(page);
});

test('an admin marks a RERA number checked and the detail says so', async ({ page, request }) => {
  const token = await adminToken(request);
  const card = await uncheckedListing(request);
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
  try {
    await page.goto('/admin/properties');
    await page.getByRole('searchbox').fill(card.title);
    const row = page.getByRole('row').filter({ hasText: card.rera?.number ?? '' });
    await expect(row).toContainText('Not checked');
    await row.getByRole('button', { name: `Actions for ${card.title}` }).click();
    await page.getByRole('menuitem', { name: 'Mark RERA checked' }).click();
    await expect(page.getByText('RERA number marked checked')).toBeVisible();
    await expect(row).toContainText(/Checked by .+, \d{1,2} [A-Z][a-z]{2} \d{4}/);

    await page.goto(`/properties/${card._id}`);
    await expect(page.getByTestId('rera-section')).toContainText(
      /RERA number checked by Nivaas on \d{1,2} [A-Z][a-z]{2} \d{4}/,
    );
  } finally {
    await request.delete(`${API}/admin/properties/${card._id}/rera-check`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
});
