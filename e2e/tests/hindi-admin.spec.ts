import { DEMO } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * The admin area in Hindi (issue 19): an admin signs in on the Hindi login page, opens /hi/admin
 * and finds the dashboard and the users list in Hindi, the side menu leading to the Hindi screens.
 */
test('an admin signs in in Hindi and manages the site in Hindi', async ({ page }) => {
  await page.goto('/hi/login');
  await page.getByLabel('ईमेल पता').fill(DEMO.admin.email);
  await page.getByLabel('पासवर्ड').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/hi/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('एडमिन डैशबोर्ड');
  await expect(page).toHaveTitle('एडमिन डैशबोर्ड | Nivaas');
  const totals = page.getByRole('list', { name: 'कुल गिनती' });
  await expect(totals.getByRole('link', { name: /कुल यूज़र/ })).toHaveAttribute('href', '/hi/admin/users');
  await expect(page.getByRole('region', { name: 'नए यूज़र' })).toBeVisible();
  // The same screen in English is one link away (not followed: it would change the admin's language).
  await expect(page.getByTestId('language-switch')).toHaveAttribute('href', '/admin');

  await page.getByRole('navigation', { name: 'एडमिन' }).getByRole('link', { name: 'यूज़र' }).click();
  await expect(page).toHaveURL(/\/hi\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('यूज़र प्रबंधन');
  const table = page.getByRole('table', { name: 'यूज़र' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'नाम',
    'ईमेल',
    'मोबाइल',
    'भूमिका',
    'पेशा',
    'स्थिति',
    'कार्रवाई',
  ]);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ यूज़र$/ })).toBeVisible();
  await expect(page.getByTestId('language-switch')).toHaveAttribute('href', '/admin/users');
});
