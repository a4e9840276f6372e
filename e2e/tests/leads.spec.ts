import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO } from '../support/demo';

type TSession = { token: string; user: { id: string } };

async function apiLogin(
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<TSession> {
  const res = await request.post('/api/v1/auth/login', { data: who });
  expect(res.ok()).toBe(true);
  return (await res.json()) as TSession;
}

test('an agent sees a buyer’s enquiry on their profile and marks it contacted', async ({ page, request }) => {
  const agent = await apiLogin(request, DEMO.agent);
  const buyer = await apiLogin(request, { email: 'buyer2@nivaas.in', password: 'Buyer@123' });

  const listings = await request.get(`/api/v1/properties?agent=${agent.user.id}&limit=1`);
  expect(listings.ok()).toBe(true);
  const [listing] = (await listings.json()).data as { _id: string; title: string }[];
  if (!listing) throw new Error('the demo agent has no public listing');

  const message = `Is parking included? Reference ${Date.now().toString(36)}`;
  const sent = await request.post(`/api/v1/properties/${listing._id}/contact`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { contactMethod: 'phone', message },
  });
  expect(sent.status()).toBeLessThan(300);

  await page.addInitScript((t) => window.localStorage.setItem('token', t), agent.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Enquiries on your listings' })).toBeVisible();

  const lead = page.getByRole('listitem').filter({ hasText: message });
  await expect(lead).toBeVisible();
  await expect(lead.getByRole('link', { name: listing.title })).toBeVisible();
  const status = lead.getByRole('combobox', { name: 'Status' });
  await expect(status.locator('option:checked')).toHaveText('Pending');

  await status.selectOption({ label: 'Contacted' });
  await expect(page.getByText('Contact request updated')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('listitem').filter({ hasText: message });
  await expect(reloaded.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText(
    'Contacted',
  );
});

test('a buyer’s profile has no enquiries section', async ({ page, request }) => {
  const buyer = await apiLogin(request, DEMO.buyer);
  await page.addInitScript((t) => window.localStorage.setItem('token', t), buyer.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enquiries on your listings' })).toBeHidden();
});
