import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, uniqueEmail } from '../support/demo';

/**
 * The admin panel's journeys against the real server and the demo data: verify and deactivate
 * agents, delete a contact request, the Add New Agent form, and accessibility of the main screens.
 * Everything a test changes in the shared demo data it either creates itself or puts back.
 */

const API = '/api/v1';
type TUserRow = { _id: string; name: string; email: string; isVerified: boolean; active: boolean };

let adminToken = '';

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${API}/auth/login`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).token as string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function createUser(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<TUserRow & { password: string }> {
  const password = 'Secret@123';
  const res = await request.post(`${API}/admin/users`, {
    headers: auth(adminToken),
    data: { password, ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()).data as TUserRow), password };
}

async function publicListingTotal(request: APIRequestContext, agentId: string): Promise<number> {
  const res = await request.get(`${API}/properties`, { params: { agent: agentId, limit: 1 } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).pagination.total as number;
}

/** Signs the browser in as the admin without the login form (the login route is rate-limited). */
async function signInAsAdmin(page: Page) {
  await page.addInitScript((token) => window.localStorage.setItem('token', token), adminToken);
}

test.beforeAll(async ({ request }) => {
  adminToken = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
});

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the dashboard shows the counts and recent lists, and the menu leads to every screen', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  for (const label of ['Total Users', 'Agents', 'Properties', 'Contacts']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${label} [\\d,]+$`) })).toBeVisible();
  }
  for (const title of ['Recent Users', 'Recent Properties', 'Recent Contacts']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  // Prices in rupees with Indian grouping, never dollars.
  await expect(
    page
      .getByRole('region', { name: 'Recent Properties' })
      .getByText(/₹ [\d,]+/)
      .first(),
  ).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Properties' }).click();
  await expect(page).toHaveURL(/\/admin\/properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Property Management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
  await expect(
    page
      .getByRole('table', { name: 'Properties' })
      .getByText(/₹ \d{1,2}(,\d\d)*,\d{3}/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText('$')).toHaveCount(0);

  // The drawer collapses to icons and keeps every item reachable by name.
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand navigation' }).click();

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('an admin verifies an agent from the users table', async ({ page, request }) => {
  const agent = await createUser(request, {
    name: `Verify Me ${Date.now().toString(36)}`,
    email: uniqueEmail('verify'),
    role: 'agent',
    isVerified: false,
  });

  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users...' }).fill(agent.email);
  const table = page.getByRole('table', { name: 'Users' });
  const row = table.getByRole('row').filter({ hasText: agent.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Unverified')).toBeVisible();

  await row.getByRole('button', { name: `Actions for ${agent.name}` }).click();
  await page.getByRole('menuitem', { name: 'Verify Agent' }).click();
  await expect(page.getByText('Agent verified successfully')).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();

  // Verify Agent is offered only to agents not yet verified.
  await row.getByRole('button', { name: `Actions for ${agent.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Verify Agent' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Focus goes back to the row's menu button.
  await expect(row.getByRole('button', { name: `Actions for ${agent.name}` })).toBeFocused();

  const stored = await request.get(`${API}/admin/users/${agent._id}`, { headers: auth(adminToken) });
  expect((await stored.json()).data.isVerified).toBe(true);
});

test('deactivating an agent takes their listings out of public search, and activating brings them back', async ({
  page,
  request,
}) => {
  const list = await request.get(`${API}/admin/users`, {
    params: { role: 'agent' },
    headers: auth(adminToken),
  });
  const agents = (await list.json()).data as TUserRow[];
  const agent = agents.find((a) => a.email === 'agent2@nivaas.in');
  if (!agent) throw new Error('the demo data has no agent2@nivaas.in');
  expect(agent.active).toBe(true);
  const before = await publicListingTotal(request, agent._id);
  expect(before).toBeGreaterThan(0);

  await page.goto('/admin/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Management' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search agents by name, email or license...' }).fill(agent.email);
  const toggle = page.getByRole('switch', { name: `Active status for ${agent.name}` });
  await expect(toggle).toBeChecked();

  try {
    await toggle.click();
    await expect(page.getByText(`${agent.name} deactivated.`)).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect.poll(() => publicListingTotal(request, agent._id)).toBe(0);
  } finally {
    // Put the demo data back for the other journeys.
    if (!(await toggle.isChecked())) await toggle.click();
    await expect(toggle).toBeChecked();
  }
  await expect.poll(() => publicListingTotal(request, agent._id)).toBe(before);
});

test('an admin changes the status of a contact request and deletes it', async ({ page, request }) => {
  // A buyer of this test's own asks about a listing, so the demo requests stay as they are.
  const buyer = await createUser(request, {
    name: `Contact Tester ${Date.now().toString(36)}`,
    email: uniqueEmail('contact'),
    role: 'buyer',
  });
  const buyerToken = await apiLogin(request, buyer.email, buyer.password);
  const listings = await request.get(`${API}/properties`, { params: { limit: 1 } });
  const property = (await listings.json()).data[0] as { _id: string; title: string };
  const sent = await request.post(`${API}/properties/${property._id}/contact`, {
    headers: auth(buyerToken),
    data: { contactMethod: 'whatsapp', message: 'Is the society gated? Is parking included?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/admin/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Requests' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search contacts...' }).fill(buyer.name);
  const table = page.getByRole('table', { name: 'Contact requests' });
  const row = table.getByRole('row').filter({ hasText: buyer.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('WhatsApp')).toBeVisible();
  // Dates the Indian way: '16 Nov 2026, 2:30 pm'.
  await expect(row.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}/)).toBeVisible();

  await row
    .getByRole('combobox', { name: `Status of the request from ${buyer.name}` })
    .selectOption({ label: 'Contacted' });
  await expect(page.getByText('Contact request updated: Contacted')).toBeVisible();

  await row.getByRole('button', { name: `Actions for the request from ${buyer.name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete contact request' });
  await expect(dialog).toContainText(`Are you sure you want to delete the request from ${buyer.name}`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Contact request deleted')).toBeVisible();
  await expect(table.getByText('No contacts found')).toBeVisible();

  const remaining = await request.get(`${API}/admin/contacts`, { headers: auth(adminToken) });
  const ids = ((await remaining.json()).data as { user: { name: string } | null }[]).map((c) => c.user?.name);
  expect(ids).not.toContain(buyer.name);
});

test('the Add New Agent form shows its messages for empty and bad input, then creates the agent', async ({
  page,
}) => {
  await page.goto('/admin/agents');
  await page.getByRole('link', { name: 'Add New Agent' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/new-agent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Agent' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Create Agent' });
  await submit.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();

  await page.getByLabel('Full Name').fill('Kavita Sharma');
  await page.getByLabel('Email Address').fill('kavita-at-example');
  await page.getByLabel('Password').fill('123');
  await page.getByLabel('Mobile Number (optional)').fill('call me');
  await submit.click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/new-agent$/);

  const name = `Kavita Sharma ${Date.now().toString(36)}`;
  const email = uniqueEmail('kavita');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('Kavita@123');
  await page.getByLabel('Mobile Number (optional)').fill('+91 98220 12345');
  await page.getByLabel('Company (optional)').fill('Godavari Realty');
  await page.getByLabel('Licence Number (optional)').fill('A51800012345');
  const specializations = page.getByRole('combobox', { name: 'Specializations (optional)' });
  await specializations.fill('Resale flats');
  await specializations.press('Enter');
  await specializations.fill('Plots and land,');
  await expect(page.getByRole('button', { name: 'Resale flats' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Plots and land' })).toBeVisible();
  await page.getByRole('switch', { name: 'Verified agent' }).check();
  await submit.click();

  await expect(page).toHaveURL(/\/admin\/agents$/);
  await expect(page.getByText(`Agent ${name} created successfully`)).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Search agents by name, email or license...' })
    .fill('A51800012345');
  const row = page.getByRole('table', { name: 'Agents' }).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: 'Verified agent' })).toBeVisible();
  await expect(row.getByText('just now')).toBeVisible();

  // The same form, prefilled, edits the agent.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+\/edit$/);
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await expect(page.getByLabel('Company (optional)')).toHaveValue('Godavari Realty');
  await page.getByLabel('Company (optional)').fill('Godavari Realty LLP');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/agents$/);
  await expect(page.getByText('User updated successfully')).toBeVisible();
});

test('an admin filters enquiries by kind, closes one and deletes it', async ({ page, request }) => {
  const name = `Adv. Meera Iyer ${Date.now().toString(36)}`;
  const sent = await request.post(`${API}/enquiries`, {
    data: {
      kind: 'lawyer',
      name,
      email: uniqueEmail('lawyer'),
      message: 'I practise property law in Nashik and would like to join the panel.',
      details: { experienceYears: '12', city: 'Nashik' },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Lawyer application' });
  await page.getByRole('searchbox', { name: 'Search enquiries...' }).fill(name);
  const row = page.getByRole('table', { name: 'Enquiries' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await row
    .getByRole('combobox', { name: `Status of the enquiry from ${name}` })
    .selectOption({ label: 'Closed' });
  await expect(page.getByText('Enquiry marked closed')).toBeVisible();

  await row.getByRole('button', { name: `Actions for the enquiry from ${name}` }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();
  const details = page.getByRole('dialog', { name: `Enquiry from ${name}` });
  await expect(details).toContainText('Experience years');
  await expect(details).toContainText('12');
  await details.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Actions for the enquiry from ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete enquiry' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Enquiry deleted')).toBeVisible();
  await expect(page.getByText('No enquiries found')).toBeVisible();
});

test('an unknown user id on the edit page says the user was not found', async ({ page }) => {
  await page.goto('/admin/users/a0000000-0000-4000-8000-000000000000/edit');
  await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
});

for (const path of ['/admin', '/admin/users']) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for the data, not the skeletons.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  });
}
