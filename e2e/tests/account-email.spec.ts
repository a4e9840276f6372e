import { uniqueEmail } from '../support/demo';
import { linkIn, waitForMail } from '../support/mail';
import { expect, test } from '../support/test';

test('a new account confirms its email address by the emailed link; Resend sends another', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('neha');
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Neha Kapoor');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('lotus-pond-33');
  await page.getByRole('radio', { name: 'Real Estate Agent' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  const notice = page.getByRole('status').filter({ hasText: 'Please confirm your email address' });
  await expect(notice).toContainText(`We sent a link to ${email}.`);
  await expect(notice).toContainText('you cannot publish listings');
  const first = await waitForMail(email, /Confirm your email address/);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`confirm-notice-${width}.png`), fullPage: true });
  }

  await notice.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('We have sent a new confirmation link to your email address.')).toBeVisible();

  await page.goto(linkIn(first, '/confirm-email'));
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('confirmed-1280.png') });
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Please confirm your email address')).toHaveCount(0);
});
