import { expect, test } from '../support/test';
import { browserToken, meStatus, newBuyer, tokenOfAnotherDevice } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { linkIn, waitForMail } from '../support/mail';
import { signIn } from '../support/session';

test('forgot password: from the login page to a new password, by the emailed link, which works once', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request);
  const otherDevice = await tokenOfAnotherDevice(request, buyer);

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(buyer.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  // The address typed on the login page came along.
  await expect(page.getByLabel('Email Address')).toHaveValue(buyer.email);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
    'we have sent it a link to choose a new password',
  );

  const mail = await waitForMail(buyer.email, /Choose a new password/);
  expect(mail.text).toContain(`Hello ${buyer.name},`);
  const link = linkIn(mail, '/reset-password');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New Password/).fill('banyan-court-27');
  await page.getByLabel('Confirm New Password').fill('banyan-court-72');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('banyan-court-27');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password has been changed. Please log in with the new password.'),
  ).toBeVisible();
  // Every session ended with the reset.
  expect(await meStatus(request, otherDevice)).toBe(401);

  await signIn(page, { email: buyer.email, password: 'banyan-court-27' });

  // The same link a second time is refused, with the way to ask for a new one.
  await page.goto(link);
  await page.getByLabel(/^New Password/).fill('another-try-55');
  await page.getByLabel('Confirm New Password').fill('another-try-55');
  await page.getByRole('button', { name: 'Set new password' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This link is invalid or has expired. Please ask for a new one.');
  await expect(alert.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('change password in the profile: a wrong current password is named, other devices are signed out', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request, 'Rohan Mehta');
  const otherDevice = await tokenOfAnotherDevice(request, buyer);
  await signIn(page, buyer);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current Password').fill('not-my-password');
  await dialog.getByLabel(/^New Password/).fill('jasmine-lane-64');
  await dialog.getByLabel('Confirm New Password').fill('jasmine-lane-64');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await expect(dialog.getByLabel('Current Password')).toBeFocused();

  await dialog.getByLabel('Current Password').fill(buyer.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Password changed. Other devices have been signed out.')).toBeVisible();

  // This browser stays signed in; the other device does not.
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await meStatus(request, otherDevice)).toBe(401);
  const mine = await browserToken(page);
  expect(mine && (await meStatus(request, mine))).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { email: buyer.email, password: 'jasmine-lane-64' });
});

test('Logout ends the token on the server, and Sign out of all devices ends every one', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request, 'Sana Qureshi');
  await signIn(page, buyer);
  const first = await browserToken(page);
  if (!first) throw new Error('no token after login');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await meStatus(request, first)).toBe(401);

  const otherDevice = await tokenOfAnotherDevice(request, buyer);
  await signIn(page, buyer);
  const second = await browserToken(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out of all devices?' });
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Signed out of all devices')).toBeVisible();
  expect(await meStatus(request, otherDevice)).toBe(401);
  expect(second && (await meStatus(request, second))).toBe(401);
});

test('the forgot, reset and profile security parts at 375 and 1280 px', async ({
  page,
  request,
}, testInfo) => {
  const buyer = await newBuyer(request, 'Divya Menon');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await page.screenshot({ path: testInfo.outputPath(`login-${width}.png`), fullPage: true });
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`forgot-${width}.png`), fullPage: true });
    await page.goto('/reset-password?token=abc');
    await expect(page.getByRole('button', { name: 'Set new password' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`reset-${width}.png`), fullPage: true });
    const box = await page.getByRole('button', { name: 'Set new password' }).boundingBox();
    // Nothing wider than the screen: the action fits.
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
  await expectNoSeriousA11yViolations(page);

  await signIn(page, buyer);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    const card = page.getByRole('heading', { name: 'Sign-in and security' });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`profile-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`change-password-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await expectNoSeriousA11yViolations(page);
});
