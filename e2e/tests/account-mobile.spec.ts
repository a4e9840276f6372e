import { readSignInCode } from '../support/sms';
import { expect, test } from '../support/test';

test('sign in with a code: a new number gets a buyer account after a name, and signs in again', async ({
  page,
}, testInfo) => {
  const digits = `98${String(Date.now()).slice(-8)}`;
  const e164 = `+91${digits}`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with a mobile code' }).click();
  await expect(page).toHaveURL(/\/login\/mobile$/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Mobile number is required')).toBeVisible();
  await page.getByLabel('Mobile Number').fill(digits);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText(/We have sent a 6-digit code to \+91 \d{5} \d{5}\. It works for 5 minutes\./),
  ).toBeVisible();
  const code = await readSignInCode(e164);

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('This code is not correct or has expired.');

  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('This number has no account yet. Tell us your name to create one.'),
  ).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`mobile-sign-in-${width}.png`), fullPage: true });
  }
  await page.getByLabel('Full Name').fill('Arjun Nair');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Arjun Nair' })).toBeVisible();
  // An account made by phone has no email address to confirm.
  await expect(page.getByText('Please confirm your email address')).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  // The same number again: straight in, no name asked.
  await page.goto('/login/mobile');
  await page.getByLabel('Mobile Number').fill(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  const again = await readSignInCode(e164, 1);
  await page.getByLabel('6-digit code').fill(again);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
});
