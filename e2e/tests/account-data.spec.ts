import { readFile } from 'node:fs/promises';
import { newBuyer } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

test('download my data, then delete my account: the login no longer works', async ({
  page,
  request,
}, testInfo) => {
  const buyer = await newBuyer(request, 'Farah Siddiqui');
  await signIn(page, buyer);
  await page.goto('/profile');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('nivaas-my-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ name: 'Farah Siddiqui', email: buyer.email });
  expect(Array.isArray(data.favorites)).toBe(true);

  await page.getByRole('link', { name: 'What we keep and why' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grievance contact' })).toBeVisible();
  await expect(page.getByText('Grievance Officer, Nivaas Realty')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`privacy-notice-${width}.png`), fullPage: true });
  }
  await expectNoSeriousA11yViolations(page);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog).toContainText('This cannot be undone.');
  await page.screenshot({ path: testInfo.outputPath('delete-dialog-375.png') });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Type DELETE to confirm').last()).toBeVisible();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await page.getByLabel('Email Address').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
});

test('an agent is told their listings go to an administrator before deleting', async ({ page, request }) => {
  const res = await request.post('/api/v1/auth/register', {
    data: {
      name: 'Kiran Bedi',
      email: `kiran-${Date.now()}@example.in`,
      password: 'neem-court-48',
      role: 'agent',
    },
  });
  const { token } = await res.json();
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto('/profile');
  await expect(page.getByText('your listings are handed to a Nivaas administrator')).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete my account' })).toContainText(
    'Your listings are handed to a Nivaas administrator',
  );
});
